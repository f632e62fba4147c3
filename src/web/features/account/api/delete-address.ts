import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressList } from '#shared/schemas/address';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { recheckSessionOn401 } from './session-cache';

export function deleteAddress(id: number) {
  return apiRequest<SavedAddressList>(`/api/account/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.addresses, list),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
