import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendVerificationEmail(email: string) {
  return apiRequest<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
