/** Admin → Promotions' store credit: the owner's rule (decision 049). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditSettings } from '#shared/schemas/credit';
import { apiRequest } from '../../../lib/api-client';

const creditSettingsKey = ['admin', 'credit', 'settings'] as const;

export const creditSettingsQueryOptions = () =>
  queryOptions({
    queryKey: creditSettingsKey,
    queryFn: ({ signal }) => apiRequest<CreditSettings>('/api/admin/credit/settings', { signal }),
  });

export function useCreditSettings() {
  return useQuery(creditSettingsQueryOptions());
}

export function useSaveCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditSettings) =>
      apiRequest<CreditSettings>('/api/admin/credit/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(creditSettingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditSettingsKey }),
  });
}
