import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessagePageSchema } from '#shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const adminMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.messageList(page),
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof contactMessagePageSchema>>(
        `/api/admin/contact-messages${page > 1 ? `?page=${page}` : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Messages from the contact page, newest first (shared/spec/decisions.md #15). */
export function useAdminMessages(page: number) {
  return useQuery(adminMessagesQueryOptions(page));
}
