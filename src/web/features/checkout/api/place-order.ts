import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput, Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';

/** Places the order in one call; the server prices it, takes the stock and empties the cart. */
export function placeOrder(body: CheckoutInput) {
  return apiRequest<Order>('/api/orders', { method: 'POST', body });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
