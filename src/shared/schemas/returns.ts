/**
 * Returns after delivery (docs/decisions/019); states and moves are in #shared/returns. Money is
 * integer poisha. A shopper sees only their own orders' returns (another's is 404); return photos
 * are private to their uploader and admins. Receiving restocks each line in the same transaction;
 * a `gateway` refund only for orders paid online (503 GATEWAY_UNAVAILABLE writes nothing). Every
 * move: 409 RETURN_MOVE_NOT_ALLOWED from the wrong state (two admins at once: one wins), a history
 * line (kind 'return'), and the shopper told by e-mail/SMS as they chose.
 */
import { z } from 'zod';
import { SHIPMENT_COURIERS } from '../delivery';
import { msg } from '../i18n/translator';
import {
  MAX_RETURN_PHOTOS,
  MAX_RETURN_REASON,
  RETURN_REFUND_AS,
  RETURN_REFUND_METHODS,
  RETURN_STATUSES,
} from '../returns';

export const returnLineViewSchema = z.object({
  id: z.number().int(),
  /** The order item's id. */
  itemId: z.number().int(),
  name: z.string(),
  variantTitle: z.string().nullable(),
  image: z.string().nullable(),
  /** Poisha each, as bought, and this line's share of the order's coupon for its quantity. */
  unitPrice: z.number().int(),
  discount: z.number().int(),
  quantity: z.number().int(),
  /** How many went back on the shelf once received (0 before; less than quantity when damaged). */
  restocked: z.number().int(),
});

/** A return as its shopper sees it (admins see more: adminReturnSchema). */
export const returnViewSchema = z.object({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  photos: z.array(z.string()),
  lines: z.array(returnLineViewSchema),
  decisionNote: z.string().nullable(),
  pickup: z
    .object({
      courier: z.enum(SHIPMENT_COURIERS),
      courierLabel: z.string().nullable(),
      trackingCode: z.string().nullable(),
      trackingUrl: z.string().nullable(),
    })
    .nullable(),
  refund: z
    .object({
      amount: z.number().int(),
      method: z.enum(RETURN_REFUND_METHODS),
      /** The gateway's refund id, or the shop's bKash/bank transaction ID. */
      reference: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** How the shopper asked to be refunded. */
  refundAs: z.enum(RETURN_REFUND_AS),
  /** The lines' worth less their coupon share: what a full refund of this return gives back. */
  worth: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** REFUND_BUSINESS_DAYS after it was received, until refunded. */
  refundDueBy: z.string().nullable(),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

export const adminReturnSchema = returnViewSchema.extend({
  order: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    paymentMethod: z.string(),
    paymentStatus: z.string(),
    total: z.number().int(),
    deliveredAt: z.string().nullable(),
    /**
     * The shopper's account and its holder's names (the order's may be someone else's); null once
     * deleted (store credit then has nowhere to go).
     */
    customer: z
      .object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
      .nullable(),
  }),
  /** The gateway that took the order's money, when it was paid online: refunds go through it. */
  paidOnline: z.enum(['bkash', 'sslcommerz']).nullable(),
  /** Poisha the order still has to give back (its total less earlier refunds). */
  refundableLeft: z.number().int(),
  /** Whether the order's delivered parcel is Steadfast's and Steadfast is set up (book it back). */
  steadfastPickup: z.boolean(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  customerName: z.string(),
  phone: z.string(),
  status: z.enum(RETURN_STATUSES),
  itemCount: z.number().int(),
  worth: z.number().int(),
  requestedAt: z.string(),
  refundDueBy: z.string().nullable(),
});
export type AdminReturnSummary = z.infer<typeof adminReturnSummarySchema>;

export const adminReturnPageSchema = z.object({
  returns: z.array(adminReturnSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

const quantity = z
  .number({ error: msg('validation.returns.quantity') })
  .int({ error: msg('validation.returns.quantity') })
  .min(1, { error: msg('validation.returns.quantity') })
  .max(1000, { error: msg('validation.returns.quantity') });

export const returnRequestInputSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        itemId: z
          .number({ error: msg('validation.returns.lines') })
          .int()
          .positive(),
        quantity,
      }),
      { error: msg('validation.returns.lines') },
    )
    .min(1, { error: msg('validation.returns.lines') })
    .max(100, { error: msg('validation.returns.lines') })
    .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, {
      error: msg('validation.returns.lines'),
    }),
  reason: z
    .string({ error: msg('validation.returns.reason') })
    .trim()
    .min(1, { error: msg('validation.returns.reason') })
    .max(MAX_RETURN_REASON, {
      error: msg('validation.returns.reasonTooLong', { max: MAX_RETURN_REASON }),
    }),
  /** '/files/<uuid>' as the photo upload answered, or the bare uuid. */
  photos: z
    .array(z.string().max(200), { error: msg('validation.returns.photos') })
    .max(MAX_RETURN_PHOTOS, {
      error: msg('validation.returns.photos', { max: MAX_RETURN_PHOTOS }),
    })
    .default([]),
  /** Money back, or store credit where the shop allows it (decision 049). */
  refundAs: z
    .enum(RETURN_REFUND_AS, { error: msg('validation.returns.refundAs') })
    .default('money'),
});
export type ReturnRequestInput = z.input<typeof returnRequestInputSchema>;

const adminNote = (required: boolean) => {
  const text = z
    .string({ error: msg('validation.returns.note') })
    .trim()
    .max(500, { error: msg('validation.note.tooLong', { max: 500 }) });
  return required
    ? text.min(1, { error: msg('validation.returns.note') })
    : text.optional().transform((value) => value || null);
};

export const returnDecisionInputSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('accept'), note: adminNote(false) }),
    /** A refusal says why: the shopper reads it. */
    z.strictObject({ decision: z.literal('refuse'), note: adminNote(true) }),
  ],
  { error: msg('validation.returns.decision') },
);
export type ReturnDecisionInput = z.input<typeof returnDecisionInputSchema>;

const pickupText = (max: number) =>
  z
    .string({ error: msg('validation.returns.pickup') })
    .trim()
    .min(1, { error: msg('validation.returns.pickup') })
    .max(max, { error: msg('validation.note.tooLong', { max }) });

export const returnPickupInputSchema = z.discriminatedUnion(
  'courier',
  [
    z.strictObject({ courier: z.literal('steadfast'), note: adminNote(false) }),
    z.strictObject({
      courier: z.literal('manual'),
      courierLabel: pickupText(60),
      trackingCode: pickupText(60),
      note: adminNote(false),
    }),
  ],
  { error: msg('validation.returns.pickup') },
);
export type ReturnPickupInput = z.input<typeof returnPickupInputSchema>;

export const returnReceiveInputSchema = z.strictObject({
  /** Every line of the return, each with how many go back on the shelf (0 to its quantity). */
  lines: z
    .array(
      z.strictObject({
        lineId: z.number().int().positive(),
        restock: z
          .number({ error: msg('validation.returns.restock') })
          .int({ error: msg('validation.returns.restock') })
          .min(0, { error: msg('validation.returns.restock') })
          .max(1000, { error: msg('validation.returns.restock') }),
      }),
    )
    .min(1, { error: msg('validation.returns.restock') })
    .max(100),
  note: adminNote(false),
});
export type ReturnReceiveInput = z.input<typeof returnReceiveInputSchema>;

const refundAmount = z
  .number({ error: msg('validation.returns.amount') })
  .int({ error: msg('validation.returns.amount') })
  .positive({ error: msg('validation.returns.amount') })
  .max(1_000_000_000, { error: msg('validation.returns.amount') });

const transactionId = z
  .string({ error: msg('validation.returns.transactionId') })
  .trim()
  .min(4, { error: msg('validation.returns.transactionId') })
  .max(40, { error: msg('validation.returns.transactionId') })
  .regex(/^[A-Za-z0-9-]+$/, { error: msg('validation.returns.transactionId') });

export const returnRefundInputSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('gateway'), amount: refundAmount, note: adminNote(false) }),
    z.strictObject({
      method: z.literal('bkash'),
      amount: refundAmount,
      transactionId,
      note: adminNote(false),
    }),
    z.strictObject({
      method: z.literal('bank'),
      amount: refundAmount,
      transactionId,
      note: adminNote(false),
    }),
    z.strictObject({ method: z.literal('credit'), amount: refundAmount, note: adminNote(false) }),
  ],
  { error: msg('validation.returns.refundMethod') },
);
export type ReturnRefundInput = z.input<typeof returnRefundInputSchema>;

export const adminReturnQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: msg('validation.returns.status') }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const returnIdParamsSchema = z.object({ id: z.string().max(100) });
