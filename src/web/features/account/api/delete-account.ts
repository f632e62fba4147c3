import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession, recheckSessionOn401 } from './session-cache';

/** Removes the personal data and ends the session; orders stay, anonymised. */
export function deleteAccount(password: string) {
  return apiRequest<{ deleted: true }>('/api/account', {
    method: 'DELETE',
    body: { password },
  });
}

/** Deletes the account and goes home. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Leave first. flushSync shows the navigation under way at once, so the page still on
      // screen (a guard, the account page) waits for it instead of reacting to the cleared session.
      await navigate('/', { flushSync: true });
      forgetSession(queryClient);
    },
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
