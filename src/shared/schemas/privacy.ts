/**
 * Shoppers' data rights (docs/guide/privacy.md): GET /api/account/data, the JSON of everything
 * kept about the asker; GET /api/account/consents → consentHistorySchema, newest first.
 */
import { z } from 'zod';

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
