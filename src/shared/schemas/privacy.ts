/**
 * Shoppers' data rights (docs/guide/privacy.md): GET /api/account/data, the JSON of everything
 * kept about the asker; GET /api/account/consents → consentHistorySchema, newest first.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';

export const CONSENT_KINDS = ['order_email', 'order_sms', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const consentEventSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  /** Where it was said: 'account_settings'. */
  source: z.string(),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const consentHistorySchema = z.object({ consents: z.array(consentEventSchema) });
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

/**
 * A stop link's token: the local mobile number and a signature the server checks, so a link
 * stops only the number it was made for (docs/guide/privacy.md "Stopping marketing").
 */
export const stopTokenSchema = z
  .string({ error: msg('validation.stop.token') })
  .regex(/^01\d{9}-[A-Za-z0-9_-]{16}$/, { error: msg('validation.stop.token') });

export const stopMarketingInputSchema = z.strictObject({ token: stopTokenSchema });
export const stopMarketingAnswerSchema = z.object({
  /** The number, mostly hidden ('017••••5678'). */
  phone: z.string(),
});
