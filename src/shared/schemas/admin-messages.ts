/**
 * Admin → Notifications: failed SMS and e-mail, sent again with a fresh time to give up. A
 * verification or reset mail whose link has died is refused (409 LINK_EXPIRED).
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '../messages';

export const ADMIN_OUTGOING_PAGE_SIZE = 20;

export const adminOutgoingListQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: msg('validation.outgoingStatus.invalid') }).optional(),
  page: z.coerce
    .number({ error: msg('validation.page.invalid') })
    .int({ error: msg('validation.page.invalid') })
    .min(1, { error: msg('validation.page.invalid') })
    .max(100_000, { error: msg('validation.page.tooLarge', { max: 100_000 }) })
    .default(1),
});

/** The body is left out: a sign-in code or a reset link is no admin's business. */
export const adminOutgoingMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** Partly hidden: '+880171•••••33', 'sh•••@example.com'. */
  recipient: z.string(),
  topic: z.string(),
  subject: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutgoingMessage = z.infer<typeof adminOutgoingMessageSchema>;

export const adminOutgoingPageSchema = z.object({
  messages: z.array(adminOutgoingMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminOutgoingIdParamsSchema = z.object({
  id: z.uuid({ error: msg('validation.outgoingMessage.notFound') }),
});
