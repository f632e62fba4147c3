import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return apiRequest('/api/auth/request-password-reset', z.unknown(), {
    method: 'POST',
    body: { email },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
