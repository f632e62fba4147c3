import { z } from 'zod';
import { msg } from '../i18n/translator';
import { emailSchema, requiredText } from './common';

export const contactMessageInputSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({ id: z.number().int() });

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const contactMessageListQuerySchema = z.object({
  page: z.coerce
    .number({ error: msg('validation.page.invalid') })
    .int({ error: msg('validation.page.invalid') })
    .min(1, { error: msg('validation.page.invalid') })
    .default(1),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const contactMessagePageSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
