// Returns after delivery (docs/decisions/019): the spec's policy (7 days, refunds in 7-10
// business days, shared/spec/decisions.md #29) made into states.

/** `on_way_back`: booked back with a courier; one brought by hand goes straight to `received`. */
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

/** An order has at most one open return at a time. */
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
 * 'gateway': through the gateway that took it; 'bkash' and 'bank': the shop sends it, with a
 * transaction ID; 'credit': as store credit, when the shopper chose it (decision 049).
 */
export const RETURN_REFUND_METHODS = ['gateway', 'bkash', 'bank', 'credit'] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/** How the shopper asks to be refunded. */
export const RETURN_REFUND_AS = ['money', 'credit'] as const;
export type ReturnRefundAs = (typeof RETURN_REFUND_AS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Bangladesh's weekend, Friday and Saturday, is not counted. */
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
