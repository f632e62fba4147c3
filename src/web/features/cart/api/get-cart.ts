import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';

/** Private to the shopper: sign-out drops every key but the shared ones (session-cache.ts). */
export const CART_QUERY_KEY = ['cart'] as const;

export const cartQueryOptions = queryOptions({
  queryKey: CART_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<Cart>('/api/cart', { signal }),
});

/** The signed-in shopper's cart; a visitor has none, so nothing is asked. */
export function useCart(signedIn: boolean) {
  return useQuery({ ...cartQueryOptions, enabled: signedIn });
}
