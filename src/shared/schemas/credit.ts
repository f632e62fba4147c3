/**
 * Store credit (decision 049): a return refunded as credit where the shopper chose it and the owner
 * allows it, or an admin's addition or removal with a reason; it lasts the owner's months and pays
 * part or all of a later order. Amounts are poisha.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { WALLET_MOVES } from './wallet';

/** What a shopper asks to pay with credit: poisha, none by default. */
export const creditToUseSchema = z
  .number({ error: msg('credit.validation.use') })
  .int({ error: msg('credit.validation.use') })
  .min(0, { error: msg('credit.validation.use') })
  .max(100_000_000, { error: msg('credit.validation.use') });

/** The owner's rule (Admin → Promotions → Store credit). */
export const creditSettingsSchema = z.strictObject({
  /** A shopper may take a return's refund as store credit. */
  refunds: z.boolean({ error: msg('credit.validation.refunds') }),
  expireMonths: z
    .number({ error: msg('credit.validation.expireMonths') })
    .int({ error: msg('credit.validation.expireMonths') })
    .min(1, { error: msg('credit.validation.expireMonths') })
    .max(60, { error: msg('credit.validation.expireMonths') }),
});
export type CreditSettings = z.infer<typeof creditSettingsSchema>;

const creditHistorySchema = z.array(
  z.object({
    id: z.number().int(),
    /** Poisha in (+) or out (−). */
    change: z.number().int(),
    reason: z.enum(WALLET_MOVES),
    orderId: z.string().nullable(),
    /** An admin's reason for an adjustment. */
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** GET /api/account/credit, and an admin's view of a customer's. */
export const creditAccountSchema = z.object({
  /** Refunds may be taken as credit now. */
  refunds: z.boolean(),
  balance: z.number().int(),
  expiring: z.array(z.object({ amount: z.number().int(), expiresAt: z.string() })),
  history: creditHistorySchema,
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

/** POST /api/admin/customers/:id/credit: credit added (+) or removed (−), with why. */
export const creditAdjustmentSchema = z.strictObject({
  change: z
    .number({ error: msg('credit.validation.change') })
    .int({ error: msg('credit.validation.change') })
    .min(-100_000_000, { error: msg('credit.validation.change') })
    .max(100_000_000, { error: msg('credit.validation.change') })
    .refine((value) => value !== 0, { error: msg('credit.validation.change') }),
  reason: z
    .string({ error: msg('credit.validation.reason') })
    .trim()
    .min(3, { error: msg('credit.validation.reason') })
    .max(200, { error: msg('credit.validation.reason') }),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

/** The quote's word on credit for this cart: null when she holds none. */
export const creditQuoteSchema = z
  .object({
    balance: z.number().int(),
    /** Poisha used; `total` is what is left to pay after it. */
    used: z.number().int(),
  })
  .nullable();
export type CreditQuote = z.infer<typeof creditQuoteSchema>;
