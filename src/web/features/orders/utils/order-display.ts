/** How an order's parts read to the shopper (spec sections 2 and 4; decision 21). */
import type { OrderStatus, PaymentStatus } from '#shared/orders';
import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';
import type { Order } from '#shared/schemas/order';

type OrderEvent = Order['history'][number];

/** The spec's item count: the sum of quantities, e.g. '3 items' or '1 item'. */
export function itemCount(items: readonly Pick<Order['items'][number], 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function itemCountLabel(items: readonly Pick<Order['items'][number], 'quantity'>[]): string {
  const count = itemCount(items);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** 'pending' → 'Pending'. */
export function statusLabel(status: OrderStatus | PaymentStatus | string): string {
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

/** 'Order placed', 'Status: Pending → Processing' or 'Payment: Pending → Completed'. */
export function eventLabel(event: Pick<OrderEvent, 'kind' | 'from' | 'to'>): string {
  if (event.from === null) return 'Order placed';
  const subject = event.kind === 'status' ? 'Status' : 'Payment';
  return `${subject}: ${statusLabel(event.from)} → ${statusLabel(event.to)}`;
}

/** Oldest first, whatever order the server sent them in. */
export function historyOldestFirst(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** '22 Nov 2026'. */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '22 Nov 2026, 14:05'. */
export function formatOrderDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
