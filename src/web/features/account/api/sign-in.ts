import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { LoginForm } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { loadNewSession } from './session-cache';

export function signIn(input: LoginForm) {
  return apiRequest('/api/auth/sign-in/email', z.unknown(), { method: 'POST', body: input });
}

/** Resolves once the new session is loaded, so a protected page opened next sees the shopper. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => loadNewSession(queryClient),
  });
}
