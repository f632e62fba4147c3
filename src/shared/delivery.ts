// Delivery (docs/decisions/018): the courier's own words are kept on each event; the shop speaks
// these few states.

export const COURIERS = ['steadfast', 'pathao'] as const;
export type CourierName = (typeof COURIERS)[number];

/** 'manual': an admin types the courier and tracking number. */
export const SHIPMENT_COURIERS = [...COURIERS, 'manual'] as const;
export type ShipmentCourier = (typeof SHIPMENT_COURIERS)[number];

// `on_hold` covers the courier's hold, review and failed-attempt states and may still move on;
// `returned`/`cancelled` flag the order for the admin; `partial_delivered` brings part of the cash.
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

/** on_hold and the unhappy ends are shown apart. */
export const TIMELINE_STEPS = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly ShipmentStatus[];

// So a late or replayed event never moves a parcel back (a poll's "in transit" after the webhook's
// "delivered"). Final states outrank all others.
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

export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (from === to || isFinalShipmentStatus(from)) return false;
  // A held parcel may go back on the road; otherwise only forward.
  if (from === 'on_hold') return true;
  return SHIPMENT_STATUS_RANK[to] >= SHIPMENT_STATUS_RANK[from];
}

/** Stock is never returned silently: the admin restocks or re-ships. */
export const DELIVERY_ATTENTION = ['returned', 'cancelled', 'partial'] as const;
export type DeliveryAttention = (typeof DELIVERY_ATTENTION)[number];

export const SHIPMENT_EVENT_SOURCES = ['booking', 'webhook', 'poll', 'admin'] as const;
export type ShipmentEventSource = (typeof SHIPMENT_EVENT_SOURCES)[number];

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

export type DeliveryCounts = { delivered: number; returned: number; cancelled: number };

export function successRate(counts: DeliveryCounts): number | null {
  const finished = counts.delivered + counts.returned + counts.cancelled;
  return finished === 0 ? null : Math.round((counts.delivered / finished) * 100);
}
