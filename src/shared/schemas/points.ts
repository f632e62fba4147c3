/**
 * Loyalty points (docs/decisions/048): earned when an order is delivered, spent at checkout as a
 * discount the server prices, given back when the order is cancelled, taken back in proportion
 * when it is returned, and gone at their expiry. The browser shows what the server says.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { WALLET_MOVES } from './wallet';

/** What a shopper asks to spend: a whole number of points, none by default. */
export const pointsToUseSchema = z
  .number({ error: msg('points.validation.use') })
  .int({ error: msg('points.validation.use') })
  .min(0, { error: msg('points.validation.use') })
  .max(10_000_000, { error: msg('points.validation.use') });

const settingNumber = (message: ReturnType<typeof msg>, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** The owner's rule (Admin → Promotions → Points). */
export const pointsSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: msg('points.validation.enabled') }),
  /** Taka of net spend (after discounts, before delivery) for one point. */
  earnTaka: settingNumber(msg('points.validation.earnTaka'), 1, 100_000),
  /** What one point takes off at checkout, in whole taka. */
  worthTaka: settingNumber(msg('points.validation.worthTaka'), 1, 1_000),
  /** Months a point lasts after it is earned. */
  expireMonths: settingNumber(msg('points.validation.expireMonths'), 1, 60),
  /** The most of an order's goods (after a coupon) that points may pay, in percent. */
  maxPercent: settingNumber(msg('points.validation.maxPercent'), 1, 100),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

/** GET /api/account/points: the balance, what expires when, and every move, newest first. */
export const pointsAccountSchema = z.object({
  enabled: z.boolean(),
  balance: z.number().int(),
  /** Poisha one point takes off. */
  worth: z.number().int(),
  earnTaka: z.number().int(),
  maxPercent: z.number().int(),
  expiring: z.array(z.object({ points: z.number().int(), expiresAt: z.string() })),
  history: z.array(
    z.object({
      id: z.number().int(),
      change: z.number().int(),
      reason: z.enum(WALLET_MOVES),
      orderId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type PointsAccount = z.infer<typeof pointsAccountSchema>;

/** The quote's word on points for this cart: null when the shop gives none. */
export const pointsQuoteSchema = z
  .object({
    balance: z.number().int(),
    /** Poisha one point takes off. */
    worth: z.number().int(),
    /** The most points this cart may take (the owner's share and the balance). */
    max: z.number().int(),
    used: z.number().int(),
    /** Poisha the used points take off; part of the quote's `discount`. */
    discount: z.number().int(),
  })
  .nullable();
export type PointsQuote = z.infer<typeof pointsQuoteSchema>;
