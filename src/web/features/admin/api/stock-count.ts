/** Counting the stock against a sheet (issue 41): its differences, then applying them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '#shared/catalog';
import type {
  StockCountApplied,
  StockCountInput,
  StockCountPreview,
} from '#shared/schemas/stock-count';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The sheet's address and the name it downloads as; no category is the whole shop. */
export function countSheetFile(category: ProductCategory | null) {
  const query = category ? `?category=${category}` : '';
  const day = new Date().toISOString().slice(0, 10);
  return {
    href: `/api/admin/stock/count-sheet.csv${query}`,
    fileName: `sajghor-count-${category ?? 'shop'}-${day}.csv`,
  };
}

/** The differences a filled sheet would write; nothing changes. */
export function useStockCountPreview() {
  return useMutation({
    mutationFn: (input: StockCountInput) =>
      apiRequest<StockCountPreview>('/api/admin/stock/counts/preview', {
        method: 'POST',
        body: input,
      }),
  });
}

/** Stock moved: every product view refetches, as after a hand adjustment. */
export function useApplyStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockCountInput) =>
      apiRequest<StockCountApplied>('/api/admin/stock/counts', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.products }),
  });
}
