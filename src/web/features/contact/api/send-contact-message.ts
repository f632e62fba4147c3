import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactMessageInput, contactMessageReceiptSchema } from '#shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) =>
      apiRequest<z.infer<typeof contactMessageReceiptSchema>>('/api/contact', {
        method: 'POST',
        body: input,
      }),
  });
}
