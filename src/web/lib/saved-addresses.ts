/**
 * The signed-in shopper's saved addresses (GET /api/account/addresses): the checkout offers them
 * at its first step, Account → Addresses edits them. Shared here because both features read them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddressList } from '#shared/schemas/address';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

export function getSavedAddresses(signal?: AbortSignal) {
  return apiRequest<SavedAddressList>('/api/account/addresses', signal ? { signal } : {});
}

export const savedAddressesQueryOptions = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: ({ signal }) => getSavedAddresses(signal),
});

export function useSavedAddresses(enabled = true) {
  return useQuery({ ...savedAddressesQueryOptions, enabled });
}
