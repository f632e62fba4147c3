import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMPTY_CART } from '#shared/cart';
import type { CheckoutInput, Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorCode } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';

/** Refusals that mean the cart changed under the shopper: fixed on /cart, not here. */
const CART_CODES = new Set(['CART_EMPTY', 'NOT_ENOUGH_STOCK', 'UNAVAILABLE']);

export function isCartRefusal(error: unknown): boolean {
  const code = apiErrorCode(error);
  return code !== undefined && CART_CODES.has(code);
}

/** Places the order in one call; the server prices it, takes the stock and empties the cart. */
export function placeOrder(body: CheckoutInput) {
  return apiRequest<Order>('/api/orders', { method: 'POST', body });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      // The server emptied the cart in the same transaction as the order.
      queryClient.setQueryData(queryKeys.cart, EMPTY_CART);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      // Any points it used are spent.
      void queryClient.invalidateQueries({ queryKey: queryKeys.points });
      // And any store credit.
      void queryClient.invalidateQueries({ queryKey: queryKeys.credit });
    },
    onError: (error) => {
      // The cart changed on the server: show what it holds now.
      if (isCartRefusal(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      // A code can stop applying between the quote and the order (used up, ended): ask again, so
      // the review shows why and the totals without it; everything typed stays.
      else void queryClient.invalidateQueries({ queryKey: [...queryKeys.cart, 'quote'] });
    },
  });
}
