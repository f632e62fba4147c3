import { z } from 'zod';
import { emailSchema, requiredText } from './common';

export const contactMessageInputSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({ id: z.number().int() });
