import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
