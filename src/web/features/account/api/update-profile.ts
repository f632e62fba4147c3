import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, ProfileUpdateInput } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { recheckSessionOn401 } from './session-cache';

/** Phone and address may be '' for none. */
export function updateProfile(input: ProfileUpdateInput) {
  return apiRequest<{ account: Account }>('/api/account/profile', {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ account }) => queryClient.setQueryData(queryKeys.account, { account }),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
