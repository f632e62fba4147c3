/**
 * How an order's parts read, the same to shoppers, admins and e-mails
 * (shared/spec/storefront-spec.md "2. Screens and routes" and "4. States and transitions"), in the
 * reader's language: each function takes the translator's `t`.
 */
import type { Translator } from './i18n/translator';
import type { OrderStatus, PaymentStatus } from './orders';
import type { DeliveryLocation, PaymentMethod } from './pricing';

type T = Translator['t'];

/** 'bKash', 'Bank Transfer', 'Cash on Delivery'. */
export function paymentMethodLabel(t: T, method: PaymentMethod): string {
  return t(`orders.method.${method}`);
}

/** 'Inside Dhaka' or 'Outside Dhaka'. */
export function locationLabel(t: T, location: DeliveryLocation): string {
  return t(`orders.location.${location}`);
}

/** An order or payment status: 'pending' → 'Pending'. */
export function statusLabel(t: T, status: OrderStatus | PaymentStatus): string {
  return t(`orders.status.${status}`);
}

/** The spec's item count: the sum of quantities, not of lines. */
export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** 'Order placed', 'Status: Pending → Processing' or 'Payment: Pending → Completed'. */
export function eventLabel(
  t: T,
  event: { kind: 'status' | 'payment'; from: string | null; to: string },
): string {
  if (event.from === null) return t('orders.event.placed');
  const label = (status: string) => statusLabel(t, status as OrderStatus | PaymentStatus);
  return t(event.kind === 'status' ? 'orders.event.status' : 'orders.event.payment', {
    from: label(event.from),
    to: label(event.to),
  });
}
