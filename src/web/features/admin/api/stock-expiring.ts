/** The dashboard's expiring batches and the clearance sale started on them (issue 41). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '#shared/schemas/admin-promotions';
import type { ClearanceInput, ExpiringStock } from '#shared/schemas/stock';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const expiringKey = ['admin', 'stock-expiring'] as const;

export const expiringStockQueryOptions = queryOptions({
  queryKey: expiringKey,
  queryFn: ({ signal }) => apiRequest<ExpiringStock>('/api/admin/stock/expiring', { signal }),
});

export function useExpiringStock() {
  return useQuery(expiringStockQueryOptions);
}

/** A new sale moves prices: the promotions list and the product views refetch. */
export function useStartClearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClearanceInput) =>
      apiRequest<Promotion>('/api/admin/stock/expiring/clearance', { method: 'POST', body: input }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'promotions'] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.products });
      await queryClient.invalidateQueries({ queryKey: expiringKey });
    },
  });
}
