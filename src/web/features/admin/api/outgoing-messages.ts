import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageStatus } from '#shared/messages';
import type { AdminOutgoingMessage, adminOutgoingPageSchema } from '#shared/schemas/admin-messages';
import { apiRequest } from '../../../lib/api-client';

/** Admin → Notifications' own keys: the contact messages already use ['admin', 'messages']. */
const outgoingKey = ['admin', 'outgoing'] as const;

export type OutgoingFilter = { status: MessageStatus | undefined; page: number };

export const outgoingMessagesQueryOptions = ({ status, page }: OutgoingFilter) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.size > 0 ? `?${query}` : '';
  return queryOptions({
    queryKey: [...outgoingKey, { status, page }] as const,
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof adminOutgoingPageSchema>>(`/api/admin/messages${search}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};

/** The outgoing SMS (and later e-mail) queue, newest first. */
export function useOutgoingMessages(filter: OutgoingFilter) {
  return useQuery(outgoingMessagesQueryOptions(filter));
}

/** Puts a failed message back in the queue; the list shows it waiting, then sent. */
export function useRetryOutgoingMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminOutgoingMessage>(`/api/admin/messages/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outgoingKey }),
  });
}
