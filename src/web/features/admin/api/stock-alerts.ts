/** Admin → Stock's "Back in stock": who waits for sold-out variants, and how many are told. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockAlertOverview, StockAlertSettings } from '#shared/schemas/stock-alert';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Under the products' key: a stock change anywhere (which refreshes those) may have told some.
const stockAlertsKey = [...queryKeys.admin.products, 'stock-alerts'] as const;

export const stockAlertOverviewQueryOptions = () =>
  queryOptions({
    queryKey: stockAlertsKey,
    queryFn: ({ signal }) => apiRequest<StockAlertOverview>('/api/admin/stock-alerts', { signal }),
  });

export function useStockAlertOverview() {
  return useQuery(stockAlertOverviewQueryOptions());
}

export function useSaveStockAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAlertSettings) =>
      apiRequest<StockAlertSettings>('/api/admin/stock-alerts/settings', {
        method: 'PUT',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertsKey }),
  });
}
