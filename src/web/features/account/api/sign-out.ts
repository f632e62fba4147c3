import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from './session-cache';

export function signOut() {
  return apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Signs out and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave first. flushSync shows the navigation under way at once, so the page still on
      // screen (a guard, the account page) waits for it instead of reacting to the cleared session.
      await navigate('/', { flushSync: true });
      forgetSession(queryClient);
    },
  });
}
