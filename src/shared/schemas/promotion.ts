// The shopper's side of promotions (docs/decisions/016): the browser shows the server's quote and
// never computes a discount itself; the order transaction computes it again.
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { DELIVERY_LOCATIONS, PAYMENT_METHODS } from '../pricing';
import { normaliseCouponCode } from '../promotions';
import { creditQuoteSchema, creditToUseSchema } from './credit';
import { pointsQuoteSchema, pointsToUseSchema } from './points';

/** Letters, digits, '-' and '_', up to 30: what an admin may choose and a shopper may type. */
export const couponCodeSchema = z
  .string({ error: msg('validation.couponCode.invalid') })
  .transform(normaliseCouponCode)
  .pipe(z.string().regex(/^[A-Z0-9_-]{1,30}$/, { error: msg('validation.couponCode.invalid') }));

/** Why a code takes nothing off this cart; `shortBy` goes with `minimum` ('Add ৳350 more'). */
export const COUPON_REFUSALS = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'per_customer',
  'first_order',
  'minimum',
  'scope',
  'sale_items',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** POST /api/cart/quote: the cart priced for a delivery place and payment, with a code or none. */
export const cartQuoteRequestSchema = z.strictObject({
  code: couponCodeSchema.optional(),
  /** Points to spend on this cart (decision 048); none when left out. */
  points: pointsToUseSchema.optional(),
  /** Store credit to pay with, poisha (decision 049); none when left out. */
  credit: creditToUseSchema.optional(),
  location: z.enum(DELIVERY_LOCATIONS, { error: msg('validation.location.invalid') }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: msg('validation.paymentMethod.invalid') }),
});
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;

/** Poisha throughout. `discount` on a line is its share of the coupon and points, all its quantity. */
export const cartQuoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      discount: z.number().int(),
      /** The points' part of `discount` (decision 048). */
      pointsDiscount: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The delivery charged, after `deliveryDiscount` (a free-delivery code or offer) is waived. */
  shipping: z.number().int(),
  deliveryDiscount: z.number().int(),
  codCharge: z.number().int(),
  total: z.number().int(),
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      refusal: z.enum(COUPON_REFUSALS).nullable(),
      shortBy: z.number().int().nullable(),
    })
    .nullable(),
  /** The shop's free-delivery offer for this place: its threshold and what is still missing. */
  freeDelivery: z.object({ over: z.number().int(), remaining: z.number().int() }).nullable(),
  points: pointsQuoteSchema,
  credit: creditQuoteSchema,
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
