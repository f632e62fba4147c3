import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageSchema } from '#shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type HandledChange = { id: number; handled: boolean };

export function markMessageHandled({ id, handled }: HandledChange) {
  return apiRequest<z.infer<typeof contactMessageSchema>>(
    `/api/admin/contact-messages/${id}/handled`,
    {
      method: 'PUT',
      body: { handled },
    },
  );
}

/** Marks a contact message handled (or not) so admins share one to-do list. */
export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages }),
  });
}
