// Order wording shared by shoppers, admins and e-mails (storefront-spec.md sections 2 and 4).

import { SHIPMENT_STATUSES, type ShipmentStatus } from './delivery';
import type { Translator } from './i18n/translator';
import type { OrderStatus, PaymentStatus } from './orders';
import type { DeliveryLocation, PaymentMethod } from './pricing';
import type { ReturnStatus } from './returns';

type T = Translator['t'];

export function paymentMethodLabel(t: T, method: PaymentMethod): string {
  return t(`orders.method.${method}`);
}

export function locationLabel(t: T, location: DeliveryLocation): string {
  return t(`orders.location.${location}`);
}

export function statusLabel(t: T, status: OrderStatus | PaymentStatus): string {
  return t(`orders.status.${status}`);
}

/** The spec's item count: the sum of quantities, not of lines. */
export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function eventLabel(
  t: T,
  event: { kind: 'status' | 'payment' | 'delivery' | 'return'; from: string | null; to: string },
): string {
  if (event.kind === 'delivery') return deliveryEventLabel(t, event.to);
  if (event.kind === 'return') {
    return t('returns.event', { status: returnStatusLabel(t, event.to as ReturnStatus) });
  }
  if (event.from === null) return t('orders.event.placed');
  const label = (status: string) => statusLabel(t, status as OrderStatus | PaymentStatus);
  return t(event.kind === 'status' ? 'orders.event.status' : 'orders.event.payment', {
    from: label(event.from),
    to: label(event.to),
  });
}

export function returnStatusLabel(t: T, status: ReturnStatus): string {
  return t(`returns.status.${status}`);
}

export function shipmentStatusLabel(t: T, status: ShipmentStatus): string {
  return t(`delivery.status.${status}`);
}

/** Besides parcel statuses, the history records a hold for a confirmation call and its release. */
function deliveryEventLabel(t: T, to: string): string {
  if ((SHIPMENT_STATUSES as readonly string[]).includes(to)) {
    return t('delivery.event', { status: shipmentStatusLabel(t, to as ShipmentStatus) });
  }
  if (to === 'held') return t('delivery.event.held');
  if (to === 'released') return t('delivery.event.released');
  return t('delivery.event.other');
}
