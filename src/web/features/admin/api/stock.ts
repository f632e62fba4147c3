/** A product's stock by batch with its ledger, and adjusting it by hand (issue 41). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderPick,
  ProductStock,
  StockAdjustmentInput,
  StockSettings,
  StockSettingsUpdate,
  VariantStock,
} from '#shared/schemas/stock';
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

const stockSettingsKey = ['admin', 'stock-settings'] as const;

export function useStockSettings() {
  return useQuery({
    queryKey: stockSettingsKey,
    queryFn: ({ signal }) => apiRequest<StockSettings>('/api/admin/stock/settings', { signal }),
  });
}

/** A new minimum shelf life: stock figures everywhere may have moved with it. */
export function useSaveStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockSettings) =>
      apiRequest<StockSettingsUpdate>('/api/admin/stock/settings', { method: 'PUT', body: input }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: stockSettingsKey });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.products });
    },
  });
}

/** The batches an order is packed from, for its slip (nothing for an order before the ledger). */
export function useOrderPicks(orderId: string) {
  return useQuery({
    queryKey: [...queryKeys.admin.order(orderId), 'picks'],
    queryFn: ({ signal }) =>
      apiRequest<OrderPick[]>(`/api/admin/orders/${encodeURIComponent(orderId)}/picks`, { signal }),
  });
}
