/**
 * Delivery (docs/decisions/018). Money is integer poisha; weights are kg in forms and grams in the
 * database. Booking answers 409 NOT_BOOKABLE (not processing, or a parcel still on its way) or
 * HELD_FOR_CALL, 422 COURIER_REFUSED (the courier's words), 503 COURIER_UNAVAILABLE (nothing
 * written; try again). Delivery attention: `restock` cancels the order and restocks, `resolve`
 * clears the flag (re-shipping is booking again). Courier answers about a phone are cached a day.
 * Webhooks are public, verified by the courier's secret (STEADFAST_WEBHOOK_TOKEN as a Bearer;
 * Pathao's X-PATHAO-Signature, with a 202 and its integration header for the handshake); a
 * replayed event changes nothing, and an unknown consignment is 404 UNKNOWN_PARCEL.
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

export const shipmentEventViewSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  message: z.string().nullable(),
  at: z.string(),
});

/** What a shopper (and /track) sees of a parcel: no amounts, no staff, no courier calls. */
export const shipmentViewSchema = z.object({
  courier: z.enum(SHIPMENT_COURIERS),
  /** The courier's name for a manual parcel; null for Steadfast and Pathao. */
  courierLabel: z.string().nullable(),
  trackingCode: z.string().nullable(),
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
  shop: z.object(counts),
  /** `error` when the courier could not be asked. */
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
