/**
 * Delivery (issue 21, docs/decisions/018): parcels booked with a courier (Steadfast, Pathao) or
 * recorded by hand ("manual"), followed to the door by the courier's webhooks and a status poll.
 * The courier's own words are kept on each event; the shop speaks these few states.
 */

/** Couriers the shop books through their merchant APIs. */
export const COURIERS = ['steadfast', 'pathao'] as const;
export type CourierName = (typeof COURIERS)[number];

/** Every way a parcel leaves: a courier's API, or an admin typing the courier and tracking number. */
export const SHIPMENT_COURIERS = [...COURIERS, 'manual'] as const;
export type ShipmentCourier = (typeof SHIPMENT_COURIERS)[number];

/**
 * Where a parcel stands. `on_hold` covers the courier's hold, review and failed-attempt states
 * (it may still move on); `returned` and `cancelled` end it without a delivery and flag the order
 * for the admin (restock or re-ship); `partial_delivered` ends it with part of the cash.
 */
export const SHIPMENT_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'on_hold',
  'delivered',
  'partial_delivered',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'delivered',
  'partial_delivered',
  'returned',
  'cancelled',
];

export function isFinalShipmentStatus(status: ShipmentStatus): boolean {
  return FINAL_SHIPMENT_STATUSES.includes(status);
}

/** The shopper's timeline: these steps in order (on_hold and the unhappy ends are shown apart). */
export const TIMELINE_STEPS = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly ShipmentStatus[];

/**
 * How far along a status is, so a late or replayed event never moves a parcel back (a poll that
 * read "in transit" arriving after the webhook said "delivered"). Final states outrank all others.
 */
export const SHIPMENT_STATUS_RANK: Record<ShipmentStatus, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  on_hold: 2,
  out_for_delivery: 3,
  delivered: 9,
  partial_delivered: 9,
  returned: 9,
  cancelled: 9,
};

/** Whether an event saying `to` may move a parcel now at `from`. */
export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (from === to || isFinalShipmentStatus(from)) return false;
  // A held parcel may go back on the road; otherwise only forward.
  if (from === 'on_hold') return true;
  return SHIPMENT_STATUS_RANK[to] >= SHIPMENT_STATUS_RANK[from];
}

/**
 * Why an order waits for an admin after its parcel came back: the courier returned it or cancelled
 * it (restock or re-ship: stock is never returned silently), or delivered only part of it.
 */
export const DELIVERY_ATTENTION = ['returned', 'cancelled', 'partial'] as const;
export type DeliveryAttention = (typeof DELIVERY_ATTENTION)[number];

/** Where an event about a parcel came from. */
export const SHIPMENT_EVENT_SOURCES = ['booking', 'webhook', 'poll', 'admin'] as const;
export type ShipmentEventSource = (typeof SHIPMENT_EVENT_SOURCES)[number];

/** The courier calls recorded for the admin's order page, like payment_calls. */
export const COURIER_OPERATIONS = [
  'token',
  'book',
  'status',
  'cancel',
  'fraud_check',
  'locations',
  'webhook',
  'return_request',
] as const;
export type CourierOperation = (typeof COURIER_OPERATIONS)[number];

/** The public page where anyone can follow a parcel by its tracking code. */
export function trackingUrl(courier: ShipmentCourier, trackingCode: string | null): string | null {
  if (!trackingCode) return null;
  const code = encodeURIComponent(trackingCode);
  if (courier === 'steadfast') return `https://steadfast.com.bd/t/${code}`;
  if (courier === 'pathao') return `https://merchant.pathao.com/tracking?consignment_id=${code}`;
  return null;
}

/** A parcel weighs at least this much for every courier's price table (kg). */
export const MIN_PARCEL_WEIGHT_KG = 0.5;
export const MAX_PARCEL_WEIGHT_KG = 30;

/**
 * A phone's delivery record: parcels delivered, returned and cancelled, from a courier or from the
 * shop's own orders. Its success rate is delivered over all finished; null with none finished.
 */
export type DeliveryCounts = { delivered: number; returned: number; cancelled: number };

export function successRate(counts: DeliveryCounts): number | null {
  const finished = counts.delivered + counts.returned + counts.cancelled;
  return finished === 0 ? null : Math.round((counts.delivered / finished) * 100);
}
