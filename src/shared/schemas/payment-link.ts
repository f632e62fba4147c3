// Payment links (docs/decisions/034), apart from payment.ts so the shop's first load never
// carries them.
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { DELIVERY_LOCATIONS } from '../pricing';

/**
 * A link sent by SMS opens an order awaiting payment, to pay online or confirm as cash on delivery.
 * A new link kills the previous one; none is issued once the order is paid, cancelled or confirmed
 * (409). Opening one: 404 unknown, 410 expired or used, 409 the order is cancelled.
 */
export const paymentLinkIssueSchema = z.strictObject({
  /** The SMS's language; by default the customer's account's, else the shop's default. */
  language: z.enum(['en', 'bn'], { error: msg('validation.language.invalid') }).optional(),
});
export const paymentLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** False when the order's phone is not a Bangladeshi mobile: the link is only to copy. */
  smsQueued: z.boolean(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** Any text: a token that is not one of ours (malformed included) is simply not found (404). */
export const payLinkParamsSchema = z.object({ token: z.string().max(200) });

export const payLinkPaySchema = z.strictObject({
  paymentMethod: z.enum(['bkash_online', 'sslcommerz'], {
    error: msg('validation.paymentMethod.invalid'),
  }),
});

/** What the link shows: the order as its shopper gave it, never their e-mail or other orders. */
export const payLinkOrderSchema = z.object({
  number: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      variantTitle: z.string().nullable(),
      image: z.string().nullable(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      discount: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  deliveryDiscount: z.number().int(),
  codCharge: z.number().int(),
  total: z.number().int(),
  delivery: z.object({
    name: z.string(),
    address: z.string(),
    area: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string(),
    /** The phone with all but its last 3 digits hidden. */
    phone: z.string(),
    location: z.enum(DELIVERY_LOCATIONS),
  }),
  /** The gateways the shopper can pay at now; cash on delivery is always offered. */
  online: z.array(z.enum(['bkash_online', 'sslcommerz'])),
  /** What the order costs if paid in cash on delivery (the COD charge outside Dhaka). */
  codTotal: z.number().int(),
  expiresAt: z.string(),
});
export type PayLinkOrder = z.infer<typeof payLinkOrderSchema>;

export const payLinkConfirmedSchema = z.object({ number: z.string(), total: z.number().int() });
