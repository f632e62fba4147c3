/** How an order's parts read in the admin panel (spec sections 2 and 4; decisions 9 and 10). */
import {
  ORDER_STATUS_MOVES,
  type OrderStatus,
  PAYMENT_STATUS_MOVES,
  type PaymentStatus,
} from '#shared/orders';
import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';
import type { Order } from '#shared/schemas/order';

type OrderEvent = Order['history'][number];

/** The id a shopper quotes: '#' and its first 8 characters. */
export function shortId(id: string): string {
  return `#${id.slice(0, 8)}`;
}

/** The sum of quantities, as the shopper's order list counts items. */
export function itemCount(items: readonly Pick<Order['items'][number], 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** 'pending' → 'Pending'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  bank: 'Bank Transfer',
  cod: 'Cash on Delivery',
};

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

export function locationLabel(location: DeliveryLocation): string {
  return location === 'dhaka' ? 'Inside Dhaka' : 'Outside Dhaka';
}

export function customerName(order: Pick<Order, 'firstName' | 'lastName'>): string {
  return `${order.firstName} ${order.lastName}`.trim();
}

/** The moves the status select offers: only the allowed ones (decision 9); none once final. */
export function orderStatusOptions(current: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_MOVES[current];
}

/** Likewise for payment (decision 10). */
export function paymentStatusOptions(current: PaymentStatus): readonly PaymentStatus[] {
  return PAYMENT_STATUS_MOVES[current];
}

/** 'Order placed', 'Status: Pending → Processing' or 'Payment: Pending → Completed'. */
export function eventLabel(event: Pick<OrderEvent, 'kind' | 'from' | 'to'>): string {
  if (event.from === null) return 'Order placed';
  const subject = event.kind === 'status' ? 'Status' : 'Payment';
  return `${subject}: ${statusLabel(event.from)} → ${statusLabel(event.to)}`;
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

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** '22 Nov 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '22 Nov 2026, 14:05'. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
