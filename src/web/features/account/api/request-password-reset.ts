import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
