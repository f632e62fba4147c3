/**
 * How an order's parts read, the same to shoppers, admins and e-mails (spec sections 2 and 4).
 * English for now; the language issue moves these words into the message catalogues.
 */
import type { DeliveryLocation, PaymentMethod } from './pricing';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  bank: 'Bank Transfer',
  cod: 'Cash on Delivery',
};

export const LOCATION_LABELS: Record<DeliveryLocation, string> = {
  dhaka: 'Inside Dhaka',
  outside: 'Outside Dhaka',
};

/** 'pending' → 'Pending'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The spec's item count: the sum of quantities, not of lines. */
export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** 'Order placed', 'Status: Pending → Processing' or 'Payment: Pending → Completed'. */
export function eventLabel(event: {
  kind: 'status' | 'payment';
  from: string | null;
  to: string;
}): string {
  if (event.from === null) return 'Order placed';
  const subject = event.kind === 'status' ? 'Status' : 'Payment';
  return `${subject}: ${statusLabel(event.from)} → ${statusLabel(event.to)}`;
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
