import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyStockAlerts, StockAlert, StockAlertInput } from '#shared/schemas/stock-alert';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Her open asks for this product and the channels her account can be told by. */
export function useMyStockAlerts(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.stockAlerts(productId),
    queryFn: ({ signal }) =>
      apiRequest<MyStockAlerts>(`/api/products/${productId}/stock-alerts`, { signal }),
    enabled,
  });
}

export function useAskForStockAlert(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAlertInput) =>
      apiRequest<StockAlert>(`/api/products/${productId}/stock-alerts`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockAlerts(productId) }),
  });
}

export function useCancelStockAlert(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      apiRequest<{ id: number }>(`/api/stock-alerts/${alertId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockAlerts(productId) }),
  });
}
