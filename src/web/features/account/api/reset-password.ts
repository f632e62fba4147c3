import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/api/auth/reset-password', z.unknown(), { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
