/**
 * Paying a placed online order (issue 20; contracts in #shared/schemas/payment), shared by the
 * checkout's failure page and the order page: POST /api/orders/:id/pay answers the gateway page to
 * send the browser to; POST /api/orders/:id/payment-method turns the order into cash on delivery.
 */
import type { Order } from '#shared/schemas/order';
import { apiRequest } from './api-client';

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
