import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeleteAccountInput } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession, recheckSessionOn401 } from './session-cache';

/**
 * Removes the personal data and ends the session; orders stay, anonymised. Confirmed by the
 * password, or for an account without one (made by phone) by the code texted to its number.
 */
export function deleteAccount(confirmation: DeleteAccountInput) {
  return apiRequest<{ deleted: true }>('/api/account', {
    method: 'DELETE',
    body: confirmation,
  });
}

/** Texts the code that confirms deleting an account that has no password. */
export function sendDeletionCode() {
  return apiRequest<{ status: true }>('/api/account/deletion-code', { method: 'POST' });
}

export function useSendDeletionCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDeletionCode,
    onError: (error) => recheckSessionOn401(queryClient, error),
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
