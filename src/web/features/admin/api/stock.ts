/** A product's stock by batch with its ledger, and adjusting it by hand (issue 41). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductStock, StockAdjustmentInput, VariantStock } from '#shared/schemas/stock';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const productStockQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.productStock(productId),
    queryFn: ({ signal }) =>
      apiRequest<ProductStock>(`/api/admin/products/${productId}/stock`, { signal }),
  });

export function useProductStock(productId: number) {
  return useQuery(productStockQueryOptions(productId));
}

/** Every product view refetches after: lists, the form's figures, its activity. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      apiRequest<VariantStock>('/api/admin/stock/adjustments', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.products }),
  });
}
