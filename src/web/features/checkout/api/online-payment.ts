/**
 * The checkout's way to a placed order's gateway and back (issue 20): where to go when the
 * gateway cannot be reached, and the pages the shopper lands on. The calls themselves are shared
 * with the order page (lib/order-payment.ts).
 */
import type { PaymentFailureReason } from '#shared/payments';
import { apiErrorCode, hasStatus } from '../../../lib/api-errors';

export { payByCashOnDelivery, payOrder } from '../../../lib/order-payment';

/** Leaves the shop for the gateway's page (a full page load: the gateway sends the shopper back). */
export function goToGateway(url: string): void {
  window.location.assign(url);
}

/** The gateway is down or the request never arrived: the failure page says so and keeps the order. */
export function gatewayUnreachable(error: unknown): boolean {
  return (
    apiErrorCode(error) === 'GATEWAY_UNAVAILABLE' || hasStatus(error, 503) || hasStatus(error, 0)
  );
}

export function failedPagePath(orderId: string, reason: PaymentFailureReason): string {
  return `/checkout/failed?${new URLSearchParams({ order: orderId, reason })}`;
}

export const orderPagePath = (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`;
