/**
 * Returns after delivery (issue 21, docs/decisions/019): within RETURN_WINDOW_DAYS of delivery a
 * shopper asks to return lines of an order; an admin accepts or refuses, the parcel comes back by
 * courier or by hand, is restocked line by line and refunded. The spec's policy (7 days, refunds in
 * 7-10 business days, shared/spec/decisions.md #29) made into states.
 */

/**
 * Where a return stands. `requested` → `accepted` | `refused`; `accepted` → `on_way_back` (booked
 * back with a courier) | `received` (brought by hand); `on_way_back` → `received`; `received` →
 * `refunded`. `refused` and `refunded` end it.
 */
export const RETURN_STATUSES = [
  'requested',
  'accepted',
  'refused',
  'on_way_back',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['accepted', 'refused'],
  accepted: ['on_way_back', 'received'],
  on_way_back: ['received'],
  received: ['refunded'],
  refused: [],
  refunded: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_MOVES[from].includes(to);
}

/** A return still being dealt with: the order has at most one of these at a time. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'accepted',
  'on_way_back',
  'received',
];

/** The steps a shopper sees, in order (a refused return shows its refusal instead). */
export const RETURN_STEPS: readonly ReturnStatus[] = [
  'requested',
  'accepted',
  'on_way_back',
  'received',
  'refunded',
];

export const RETURN_WINDOW_DAYS = 7;
/** The spec promises refunds in 7-10 business days: the admin's page counts to the last one. */
export const REFUND_BUSINESS_DAYS = 10;
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_REASON = 500;

/**
 * How the money goes back: through the gateway that took it (bKash or SSLCommerz online), else
 * sent by the shop by bKash or bank transfer and recorded with its transaction ID.
 */
export const RETURN_REFUND_METHODS = ['gateway', 'bkash', 'bank'] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: RETURN_WINDOW_DAYS after delivery. */
export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * The day the refund is due: REFUND_BUSINESS_DAYS working days after the return was received.
 * Bangladesh's weekend is Friday and Saturday, so those are not counted.
 */
export function refundDueBy(receivedAt: Date): Date {
  const due = new Date(receivedAt.getTime());
  let left = REFUND_BUSINESS_DAYS;
  while (left > 0) {
    due.setTime(due.getTime() + DAY_MS);
    const weekday = due.getUTCDay();
    if (weekday !== 5 && weekday !== 6) left -= 1;
  }
  return due;
}
