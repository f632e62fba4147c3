// storefront-spec.md sections 3, 4, 5 and 9; shared/spec/decisions.md #7, #8, #10 and #21.
import { z } from 'zod';
import { DELIVERY_ATTENTION } from '../delivery';
import { msg } from '../i18n/translator';
import { ORDER_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { needsTransactionId } from '../payments';
import { DELIVERY_LOCATIONS, PAYMENT_METHODS } from '../pricing';
import { bdMobileSchema } from './account';
import {
  areaSchema,
  districtAgreesWithLocation,
  districtSchema,
  LOCATION_DISAGREES,
} from './address';
import { emailSchema, requiredText } from './common';
import { creditToUseSchema } from './credit';
import { shipmentViewSchema } from './delivery';
import { pointsToUseSchema } from './points';
import { couponCodeSchema } from './promotion';
import { returnViewSchema } from './returns';

const FILL_IN = msg('validation.checkout.fillIn');

/** The checkout's shipping step checks the same. */
export const shippingAddressSchema = z.object({
  email: emailSchema,
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
});

// '' (or left out) is no e-mail, allowed only for phone-made accounts (POST /api/orders decides);
// their order news goes by SMS. Stored as '' because orders.email is required.
export const orderEmailSchema = z
  .string({ error: msg('validation.email.invalid') })
  .trim()
  .max(254, msg('validation.email.tooLong', { max: 254 }))
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: msg('validation.email.invalid'),
  })
  .optional()
  .transform((value) => value ?? '');

/** Never prices: the server computes them; fields such as total or status are dropped unread. */
export const checkoutSchema = shippingAddressSchema
  .extend({
    email: orderEmailSchema,
    idempotencyKey: z.uuid({ error: msg('validation.idempotencyKey.invalid') }),
    zipCode: z
      .string()
      .trim()
      .max(10, msg('validation.zipCode.tooLong', { max: 10 }))
      .optional()
      .transform((value) => value || null),
    phone: z.string({ error: FILL_IN }).trim().min(1, FILL_IN).pipe(bdMobileSchema),
    /** Optional for older clients; when given, the location must be the one it implies. */
    district: districtSchema.optional().transform((value) => value ?? null),
    area: areaSchema,
    location: z.enum(DELIVERY_LOCATIONS, { error: msg('validation.location.invalid') }),
    /** Keep this address on the account for next time (skipped once it has ADDRESSES_MAX). */
    saveAddress: z.boolean().optional().default(false),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: msg('validation.paymentMethod.invalid') }),
    transactionId: z
      .string()
      .trim()
      .max(50, msg('validation.transactionId.tooLong', { max: 50 }))
      .optional()
      .transform((value) => value || null),
    paymentProof: z
      .string()
      // A strict UUID shape: anything looser fails in the uuid column as a 500.
      .regex(/^\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
        error: msg('validation.paymentProof.invalid'),
      })
      .optional()
      .transform((value) => value ?? null),
    /** The coupon the shopper applied: the order is refused if it no longer applies. */
    couponCode: couponCodeSchema.optional().transform((value) => value ?? null),
    /** Points to spend (decision 048): priced and taken by the server, refused if not held. */
    points: pointsToUseSchema.optional().transform((value) => value ?? 0),
    /** Store credit to pay with, poisha (decision 049): refused if not held or over the total. */
    credit: creditToUseSchema.optional().transform((value) => value ?? 0),
  })
  // A manual payment names its transaction; cash on delivery and gateway payments have none yet.
  .refine((input) => !needsTransactionId(input.paymentMethod) || input.transactionId !== null, {
    error: msg('validation.transactionId.required'),
    path: ['transactionId'],
  })
  .refine(districtAgreesWithLocation, { error: LOCATION_DISAGREES, path: ['location'] });
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

export const orderItemSchema = z.object({
  /** The order item's own id: a return names its lines by it. */
  id: z.number().int(),
  productId: z.number().int(),
  /** The variant bought and its title then (null without options). */
  variantId: z.number().int().optional(),
  variantTitle: z.string().nullable().optional(),
  sku: z.string().optional(),
  name: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** This line's share of the coupon and the points, for all its quantity. */
  discount: z.number().int(),
  /** The points' part of `discount` (decision 048). */
  pointsDiscount: z.number().int(),
});

export const orderEventSchema = z.object({
  /** delivery: parcel news and holds for a call; return: a return's steps, `to` its status. */
  kind: z.enum(['status', 'payment', 'delivery', 'return']),
  from: z.string().nullable(),
  to: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  /** Who made the change: shown to admins only (a shopper's own view leaves it out). */
  by: z.string().nullable().optional(),
});

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  transactionId: z.string().nullable(),
  paymentProof: z.string().nullable(),
  location: z.enum(DELIVERY_LOCATIONS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string().nullable(),
  phone: z.string(),
  /** The district's id (#shared/districts) and the area; null on orders from before them. */
  district: z.string().nullable(),
  area: z.string().nullable(),
  /** Poisha. */
  subtotal: z.number().int(),
  /** Off the subtotal by the coupon; `deliveryDiscount` is the delivery it (or an offer) waived. */
  discount: z.number().int(),
  /** Points spent on the order and the poisha they took off, part of `discount` (decision 048). */
  pointsUsed: z.number().int(),
  pointsDiscount: z.number().int(),
  /** Store credit paid toward it (decision 049); `total` is what is left to pay in money. */
  creditPaid: z.number().int(),
  shipping: z.number().int(),
  deliveryDiscount: z.number().int(),
  codCharge: z.number().int(),
  total: z.number().int(),
  couponCode: z.string().nullable(),
  items: z.array(orderItemSchema),
  history: z.array(orderEventSchema),
  shipment: shipmentViewSchema.nullable().optional(),
  /** Oldest first. */
  returns: z.array(returnViewSchema).optional(),
  /** Until when the shopper may ask for a return; null when they cannot (now or any more). */
  returnableUntil: z.string().nullable().optional(),
  /** Admins only: why the order waits after its parcel came back, and a hold for a call. */
  deliveryAttention: z.enum(DELIVERY_ATTENTION).nullable().optional(),
  heldForCall: z.boolean().optional(),
  /** Admins' order list only: the phone's delivery record is under RISKY_SUCCESS_RATE. */
  risky: z.boolean().optional(),
  source: z.enum(ORDER_SOURCES).optional(),
  /** Admins only: the staff member who took it (null for a checkout) and why any manual discount. */
  takenBy: z.string().nullable().optional(),
  manualDiscountReason: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Any text: an id that is not an order's (malformed included) is simply not found (404). */
export const orderIdParamsSchema = z.object({ id: z.string().max(100) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isOrderId(id: string): boolean {
  return UUID.test(id);
}

export const paymentProofSchema = z.object({ paymentProof: z.string() });
