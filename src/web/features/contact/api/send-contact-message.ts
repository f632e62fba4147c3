import { useMutation } from '@tanstack/react-query';
import { type ContactMessageInput, contactMessageReceiptSchema } from '#shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) =>
      apiRequest('/api/contact', contactMessageReceiptSchema, { method: 'POST', body: input }),
  });
}
