/**
 * What only the admin's order pages need beyond #shared/order-display (shared/spec/decisions.md #9
 * and #10).
 */
import {
  ORDER_STATUS_MOVES,
  type OrderStatus,
  PAYMENT_STATUS_MOVES,
  type PaymentStatus,
} from '#shared/orders';
import type { Order } from '#shared/schemas/order';

// Shared with the VAT documents, which the buyer's pages print too.
export { shortId } from '../../../components/vat-invoice/document-numbers';

type OrderEvent = Order['history'][number];

export function customerName(order: Pick<Order, 'firstName' | 'lastName'>): string {
  return `${order.firstName} ${order.lastName}`.trim();
}

/**
 * The moves the status select offers: only the allowed ones (shared/spec/decisions.md #9); none
 * once final.
 */
export function orderStatusOptions(current: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_MOVES[current];
}

/** Likewise for payment (shared/spec/decisions.md #10). */
export function paymentStatusOptions(current: PaymentStatus): readonly PaymentStatus[] {
  return PAYMENT_STATUS_MOVES[current];
}

/**
 * Newest first: the admin wants the latest change. Events in the same instant (placing an order
 * records 'placed' and 'processing' together) keep the server's order, reversed.
 */
export function historyNewestFirst(history: readonly OrderEvent[]): OrderEvent[] {
  return history
    .map((event, index) => ({ event, index }))
    .sort((a, b) => Date.parse(b.event.at) - Date.parse(a.event.at) || b.index - a.index)
    .map(({ event }) => event);
}
