import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recheckSessionOn401 } from './session-cache';

/**
 * An account made by phone asks to add an e-mail: the server mails a link to it, and the address
 * replaces "no e-mail yet" once the link is opened (nothing changes before).
 */
export function addEmail(email: string) {
  return apiRequest<{ status: true }>('/api/account/email', { method: 'POST', body: { email } });
}

export function useAddEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmail,
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
