/**
 * Tracking an order without an account, by its short order number and phone. The answer leaves out
 * the address, e-mail, transaction id and staff names: whoever holds the pair may be a relative.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { bdPhoneNumberSchema, localBdMobile } from '../phone';
import { DELIVERY_LOCATIONS, PAYMENT_METHODS } from '../pricing';
import { complaintSchema } from './complaint-view';
import { shipmentViewSchema } from './delivery';

const INVALID_ORDER_NUMBER = msg('track.orderNumber.invalid');
const BANGLA_ZERO = '০'.charCodeAt(0);

/** '#A1B2C3D4' or Bangla digits ('৩f…') become the 8 lower-case hex characters ids are stored as. */
export const orderNumberSchema = z
  .string({ error: INVALID_ORDER_NUMBER })
  .max(40, INVALID_ORDER_NUMBER)
  .transform((value) =>
    value
      .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO))
      .replace(/[\s#]/g, '')
      .toLowerCase(),
  )
  .pipe(z.string().regex(/^[0-9a-f]{8}$/, INVALID_ORDER_NUMBER));

export const trackOrderInputSchema = z.object({
  orderNumber: orderNumberSchema,
  /** Any Bangladeshi form; orders keep the local 01XXXXXXXXX form, so it is compared in that. */
  phone: bdPhoneNumberSchema.transform(localBdMobile),
});
export type TrackOrderInput = z.input<typeof trackOrderInputSchema>;
export type TrackOrderQuery = z.output<typeof trackOrderInputSchema>;

export const trackedItemSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  variantTitle: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  discount: z.number().int(),
  pointsDiscount: z.number().int(),
});

export const trackedEventSchema = z.object({
  kind: z.enum(['status', 'payment', 'delivery', 'return']),
  from: z.string().nullable(),
  to: z.string(),
  /** A status change's note (a courier and tracking number); payment notes stay with the staff. */
  note: z.string().nullable(),
  at: z.string(),
});

export const trackedOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  location: z.enum(DELIVERY_LOCATIONS),
  city: z.string(),
  /** Poisha. */
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The points' part of `discount`, and store credit paid (`total` is what is left to pay). */
  pointsUsed: z.number().int(),
  pointsDiscount: z.number().int(),
  creditPaid: z.number().int(),
  shipping: z.number().int(),
  deliveryDiscount: z.number().int(),
  codCharge: z.number().int(),
  total: z.number().int(),
  couponCode: z.string().nullable(),
  items: z.array(trackedItemSchema),
  history: z.array(trackedEventSchema),
  shipment: shipmentViewSchema.nullable().optional(),
  /** Complaints about it, with the shop's replies (oldest first). */
  complaints: z.array(complaintSchema),
  createdAt: z.string(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
