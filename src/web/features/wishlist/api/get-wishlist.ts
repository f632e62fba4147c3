import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';

/** Private to the shopper: sign-out drops every key but the shared ones (session-cache.ts). */
export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

export const wishlistQueryOptions = queryOptions({
  queryKey: WISHLIST_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<Wishlist>('/api/wishlist', { signal }),
});

/** The signed-in shopper's wishlist; a visitor has none, so nothing is asked. */
export function useWishlist(signedIn: boolean) {
  return useQuery({ ...wishlistQueryOptions, enabled: signedIn });
}
