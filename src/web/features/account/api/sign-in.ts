import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginForm } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { loadNewSession } from './session-cache';

export function signIn(input: LoginForm) {
  return apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** Resolves once the new session is loaded, so a protected page opened next sees the shopper. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => loadNewSession(queryClient),
  });
}
