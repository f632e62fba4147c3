import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeDeliverySettings } from '#shared/schemas/admin-promotions';
import { apiRequest } from '../../../lib/api-client';

const ENDPOINT = '/api/admin/settings/free-delivery';
const key = ['admin', 'settings', 'free-delivery'] as const;

export const freeDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<FreeDeliverySettings>(ENDPOINT, { signal }),
  });

/** The shop's free-delivery offer: over an amount inside Dhaka, and everywhere (null = off). */
export function useFreeDeliverySettings() {
  return useQuery(freeDeliveryQueryOptions());
}

export function useSaveFreeDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FreeDeliverySettings) =>
      apiRequest<FreeDeliverySettings>(ENDPOINT, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
