/** The shop's legal identity and VAT settings (GET/PUT /api/admin/settings/legal, settings.manage). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalSettings, LegalSettingsInput } from '#shared/schemas/vat';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const legalSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.legalSettings,
  queryFn: ({ signal }) => apiRequest<LegalSettings>('/api/admin/settings/legal', { signal }),
});

export function useLegalSettings() {
  return useQuery(legalSettingsQueryOptions);
}

/** Saves them as the server normalised them; the footer's DBID and licence come from /api/shop. */
export function useSaveLegalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalSettingsInput) =>
      apiRequest<LegalSettings>('/api/admin/settings/legal', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.legalSettings, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shopInfo });
    },
  });
}
