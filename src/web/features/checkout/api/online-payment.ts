/**
 * Paying a placed order at its gateway (issue 20; contracts in #shared/schemas/payment): POST
 * /api/orders/:id/pay answers the gateway page to send the browser to; POST
 * /api/orders/:id/payment-method turns a pending online order into cash on delivery.
 * The orders feature has its own copy of these few lines (features do not import each other).
 */
import type { PaymentFailureReason } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorCode, hasStatus } from '../../../lib/api-errors';

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export function payOrder(id: string) {
  return apiRequest<{ redirectUrl: string }>(`${orderPath(id)}/pay`, { method: 'POST' });
}

export function payByCashOnDelivery(id: string) {
  return apiRequest<Order>(`${orderPath(id)}/payment-method`, {
    method: 'POST',
    body: { paymentMethod: 'cod' },
  });
}

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
