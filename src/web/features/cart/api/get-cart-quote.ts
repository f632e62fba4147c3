import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '#shared/schemas/cart';
import type { CartQuote, CartQuoteRequest } from '#shared/schemas/promotion';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The cart priced by the server for a place, a payment and a code (POST /api/cart/quote). */
export function quoteCart(request: CartQuoteRequest, signal?: AbortSignal) {
  return apiRequest<CartQuote>('/api/cart/quote', {
    method: 'POST',
    body: request,
    ...(signal ? { signal } : {}),
  });
}

/** The lines and quantities: any cart change makes a new key, so the quote follows the cart. */
function cartShape(cart: Cart): string {
  return cart.items.map((l) => `${l.productId}.${l.variant?.id ?? 0}x${l.quantity}`).join(',');
}

/**
 * Under the cart's key: private to the shopper (dropped at sign-out) and refreshed with the cart.
 * The previous answer stays on screen while the next one comes, so the totals do not blink.
 */
export function cartQuoteQueryOptions(cart: Cart, request: CartQuoteRequest) {
  return queryOptions({
    queryKey: [...queryKeys.cart, 'quote', cartShape(cart), request] as const,
    queryFn: ({ signal }) => quoteCart(request, signal),
    placeholderData: keepPreviousData,
    enabled: cart.items.length > 0,
    retry: 1,
  });
}

export function useCartQuote(cart: Cart, request: CartQuoteRequest) {
  return useQuery(cartQuoteQueryOptions(cart, request));
}
