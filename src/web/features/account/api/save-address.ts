import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, SavedAddressList } from '#shared/schemas/address';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { recheckSessionOn401 } from './session-cache';

/** A new address (POST) or a change to one (PUT /:id); the answer is the whole list again. */
export function saveAddress({ id, address }: { id: number | null; address: AddressInput }) {
  return apiRequest<SavedAddressList>(
    id === null ? '/api/account/addresses' : `/api/account/addresses/${id}`,
    { method: id === null ? 'POST' : 'PUT', body: address },
  );
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.addresses, list),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
