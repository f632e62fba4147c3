import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recheckSessionOn401 } from './session-cache';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Ends every other session; this one continues. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
