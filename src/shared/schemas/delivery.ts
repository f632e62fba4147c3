/**
 * Delivery (issue 21, docs/decisions/018): the routes' contracts. Money is integer poisha; weights
 * are kg in forms and grams in the database.
 *
 * Shopper: GET /api/orders/:id and POST /api/track answer the order with `shipment`
 * (shipmentViewSchema, the parcel on its way or the latest one, null before booking).
 *
 * Admin (all under access 'admin'):
 * - GET /api/admin/orders/:id/delivery → adminDeliverySchema: the couriers configured, the booking
 *   form's defaults from the order, every parcel with its events and courier calls.
 * - GET /api/admin/orders/:id/delivery-record → deliveryRecordSchema: the phone's record at each
 *   configured courier (cached a day per phone) and in the shop's own orders; `risky` under
 *   RISKY_SUCCESS_RATE.
 * - POST /api/admin/orders/:id/shipment body bookingInputSchema → 200 orderSchema (shipped, with
 *   its shipment). 409 NOT_BOOKABLE (not processing, or shipped with a parcel still on its way),
 *   409 HELD_FOR_CALL, 404 COURIER_NOT_CONFIGURED, 422 COURIER_REFUSED (message: the courier's
 *   words), 503 COURIER_UNAVAILABLE (nothing written; try again). The bulk action in the orders
 *   list calls this route once per selected order.
 * - POST /api/admin/orders/:id/shipment/cancel → orderSchema: cancels the parcel on its way at the
 *   courier (where its API can) and flags the order `cancelled` for the admin. 409 NOT_CANCELLABLE.
 * - POST /api/admin/orders/:id/hold body holdInputSchema → orderSchema: holds or releases the order
 *   for a confirmation call; a held order cannot be booked.
 * - POST /api/admin/orders/:id/delivery-attention body attentionInputSchema → orderSchema: after a
 *   returned, cancelled or partly delivered parcel: `restock` cancels the order and puts its stock
 *   back (the usual cancel path); `resolve` clears the flag with a note (re-shipping is booking
 *   again). 409 NO_ATTENTION when the order is not flagged.
 * - GET /api/admin/couriers/pathao/cities, /zones?cityId=, /areas?zoneId= → locationListSchema
 *   (Pathao's lists, cached). 404 COURIER_NOT_CONFIGURED without Pathao.
 * - GET /api/admin/courier-payouts?courier&from&to → payoutReportSchema; .csv the same as CSV.
 * - POST /api/admin/courier-payouts body payoutInputSchema → payoutReportSchema: records cash a
 *   courier paid out, covering the named delivered parcels (409 PARCEL_NOT_PAYABLE when one is not
 *   delivered, not this courier's, or already paid out).
 *
 * Couriers (public, verified by their secret; a replayed event changes nothing):
 * - POST /api/webhooks/steadfast (Authorization: Bearer STEADFAST_WEBHOOK_TOKEN) → 200
 *   {status: 'success', message}.
 * - POST /api/webhooks/pathao (X-PATHAO-Signature: PATHAO_WEBHOOK_SECRET) → 202 with the
 *   integration header for the handshake, 200 {received: true} for events.
 *   Both: 401 forged, 400 unreadable, 404 UNKNOWN_PARCEL for a consignment the shop never booked.
 */
import { z } from 'zod';
import {
  COURIER_OPERATIONS,
  COURIERS,
  DELIVERY_ATTENTION,
  MAX_PARCEL_WEIGHT_KG,
  MIN_PARCEL_WEIGHT_KG,
  SHIPMENT_COURIERS,
  SHIPMENT_STATUSES,
} from '../delivery';
import { msg } from '../i18n/translator';

// Views --------------------------------------------------------------------------------------

export const shipmentEventViewSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  /** The courier's tracking message, when it sent one. */
  message: z.string().nullable(),
  at: z.string(),
});

/** What a shopper (and /track) sees of a parcel: no amounts, no staff, no courier calls. */
export const shipmentViewSchema = z.object({
  courier: z.enum(SHIPMENT_COURIERS),
  /** The courier's name for a manual parcel; null for Steadfast and Pathao. */
  courierLabel: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** The courier's public tracking page. */
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  events: z.array(shipmentEventViewSchema),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

export const courierCallSchema = z.object({
  operation: z.enum(COURIER_OPERATIONS),
  ok: z.boolean(),
  httpStatus: z.number().int().nullable(),
  message: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
});

export const adminShipmentSchema = shipmentViewSchema.extend({
  id: z.string(),
  consignmentId: z.string().nullable(),
  courierStatus: z.string().nullable(),
  codAmount: z.number().int(),
  collectedAmount: z.number().int().nullable(),
  charge: z.number().int().nullable(),
  weightGrams: z.number().int(),
  note: z.string().nullable(),
  bookedAt: z.string(),
  deliveredAt: z.string().nullable(),
  paidOut: z.boolean(),
  /** Whether the courier's API can cancel it (false for manual parcels too: nothing to call). */
  cancellable: z.boolean(),
  events: z.array(shipmentEventViewSchema.extend({ courierStatus: z.string().nullable() })),
  calls: z.array(courierCallSchema),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

export const adminDeliverySchema = z.object({
  /** The couriers configured; 'manual' is always possible. */
  couriers: z.array(z.enum(COURIERS)),
  /** The booking form's defaults, from the order. */
  booking: z.object({
    recipientName: z.string(),
    phone: z.string(),
    /** The whole address as the courier's label has it (street, area, city, district, postcode). */
    address: z.string(),
    city: z.string(),
    /** The order's district and area, to preselect Pathao's city and zone by name. */
    district: z.string().nullable(),
    area: z.string().nullable(),
    /** Poisha still to collect: the total for cash on delivery, 0 when paid. */
    codAmount: z.number().int(),
    weightKg: z.number(),
    itemCount: z.number().int(),
  }),
  deliveryAttention: z.enum(DELIVERY_ATTENTION).nullable(),
  heldForCall: z.boolean(),
  /** Newest first. */
  shipments: z.array(adminShipmentSchema),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

const counts = {
  delivered: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
  /** Percent delivered of all finished; null with none finished. */
  successRate: z.number().int().nullable(),
};

export const deliveryRecordSchema = z.object({
  phone: z.string(),
  /** The shop's own orders to this phone. */
  shop: z.object(counts),
  /** Each configured courier's record of the phone; `error` when it could not be asked. */
  couriers: z.array(
    z.object({
      courier: z.enum(COURIERS),
      record: z.object(counts).nullable(),
      fetchedAt: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  /** Under the shop's RISKY_SUCCESS_RATE by any record. */
  risky: z.boolean(),
  riskySuccessRate: z.number().int(),
});
export type DeliveryRecord = z.infer<typeof deliveryRecordSchema>;

export const locationListSchema = z.object({
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

// Inputs -------------------------------------------------------------------------------------

const note = z
  .string()
  .trim()
  .max(500, { error: msg('validation.note.tooLong', { max: 500 }) })
  .optional()
  .transform((value) => value || null);

const WEIGHT = msg('validation.delivery.weight', {
  min: MIN_PARCEL_WEIGHT_KG,
  max: MAX_PARCEL_WEIGHT_KG,
});
const weightKg = z
  .number({ error: WEIGHT })
  .min(MIN_PARCEL_WEIGHT_KG, { error: WEIGHT })
  .max(MAX_PARCEL_WEIGHT_KG, { error: WEIGHT });

const locationId = (field: 'city' | 'zone' | 'area') =>
  z
    .number({ error: msg(`validation.delivery.${field}`) })
    .int({ error: msg(`validation.delivery.${field}`) })
    .positive({ error: msg(`validation.delivery.${field}`) });

const courierText = (field: 'courierLabel' | 'trackingCode', max: number) =>
  z
    .string({ error: msg(`validation.delivery.${field}`) })
    .trim()
    .min(1, { error: msg(`validation.delivery.${field}`) })
    .max(max, { error: msg('validation.delivery.tooLong', { max }) });

/** Recipient, phone, address and the amount to collect always come from the order, never the form. */
export const bookingInputSchema = z.discriminatedUnion(
  'courier',
  [
    z.strictObject({ courier: z.literal('steadfast'), weightKg, note }),
    z.strictObject({
      courier: z.literal('pathao'),
      weightKg,
      note,
      cityId: locationId('city'),
      zoneId: locationId('zone'),
      areaId: locationId('area').optional(),
    }),
    z.strictObject({
      courier: z.literal('manual'),
      courierLabel: courierText('courierLabel', 60),
      trackingCode: courierText('trackingCode', 60),
      weightKg: weightKg.optional(),
      note,
    }),
  ],
  { error: msg('validation.delivery.courier') },
);
export type BookingInput = z.input<typeof bookingInputSchema>;

export const holdInputSchema = z.strictObject({ held: z.boolean(), note });

export const attentionInputSchema = z.strictObject({
  action: z.enum(['restock', 'resolve'], { error: msg('validation.delivery.attentionAction') }),
  note,
});

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
export const cityIdQuerySchema = z.object({ cityId: positiveId });
export const zoneIdQuerySchema = z.object({ zoneId: positiveId });

// Payouts ------------------------------------------------------------------------------------

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('validation.delivery.date') })
  .optional();

export const payoutQuerySchema = z.object({
  courier: z.enum(SHIPMENT_COURIERS, { error: msg('validation.delivery.courier') }).optional(),
  /** Dhaka days, inclusive, by delivery date. */
  from: day,
  to: day,
});

export const payoutInputSchema = z.strictObject({
  courier: z.enum(SHIPMENT_COURIERS, { error: msg('validation.delivery.courier') }),
  reference: courierText('trackingCode', 100),
  /** Poisha received. */
  amount: z.number().int().min(0).max(1_000_000_000),
  paidAt: z.iso.datetime({ offset: true, error: msg('validation.delivery.date') }),
  shipmentIds: z.array(z.uuid()).min(1).max(2000),
  note,
});

/** One row per courier and Dhaka delivery day. */
export const payoutRowSchema = z.object({
  courier: z.enum(SHIPMENT_COURIERS),
  day: z.string(),
  parcels: z.number().int(),
  /** Poisha the courier collected, its fees, what it paid out and what it still owes. */
  collected: z.number().int(),
  charges: z.number().int(),
  paidOut: z.number().int(),
  owed: z.number().int(),
});

export const payoutReportSchema = z.object({
  rows: z.array(payoutRowSchema),
  /** Delivered parcels not yet paid out, for the record-a-payout form. */
  unpaid: z.array(
    z.object({
      shipmentId: z.string(),
      orderId: z.string(),
      courier: z.enum(SHIPMENT_COURIERS),
      consignmentId: z.string().nullable(),
      deliveredAt: z.string(),
      codAmount: z.number().int(),
      collectedAmount: z.number().int(),
      charge: z.number().int().nullable(),
      /** Collected differs from what the order still owed when booked. */
      mismatch: z.boolean(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      courier: z.enum(SHIPMENT_COURIERS),
      amount: z.number().int(),
      reference: z.string(),
      paidAt: z.string(),
      parcels: z.number().int(),
    }),
  ),
});
export type PayoutReport = z.infer<typeof payoutReportSchema>;
