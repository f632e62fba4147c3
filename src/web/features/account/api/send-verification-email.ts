import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function sendVerificationEmail(email: string) {
  return apiRequest('/api/auth/send-verification-email', z.unknown(), {
    method: 'POST',
    body: { email },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
