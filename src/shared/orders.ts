// Statuses and the moves an admin may make (shared/spec/decisions.md #9 and #10).
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const PAYMENT_STATUS_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_STATUS_MOVES[from].includes(to);
}

/** A shopper may cancel their own order until it ships. */
export function shopperCanCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** What a shopper sees and quotes (storefront-spec.md "9. Business constants and limits"). */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

export const ORDER_SOURCES = [
  'web',
  'messenger',
  'whatsapp',
  'instagram',
  'phone',
  'in_person',
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export type StaffOrderSource = Exclude<OrderSource, 'web'>;
export const STAFF_ORDER_SOURCES = ORDER_SOURCES.filter(
  (source): source is StaffOrderSource => source !== 'web',
);
