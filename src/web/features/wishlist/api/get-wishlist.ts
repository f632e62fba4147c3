import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const wishlistQueryOptions = queryOptions({
  // Private to the shopper: sign-out drops it (SHARED_QUERY_ROOTS in lib/query-keys.ts).
  queryKey: queryKeys.wishlist,
  queryFn: ({ signal }) => apiRequest<Wishlist>('/api/wishlist', { signal }),
});

/** The signed-in shopper's wishlist; a visitor has none, so nothing is asked. */
export function useWishlist(signedIn: boolean) {
  return useQuery({ ...wishlistQueryOptions, enabled: signedIn });
}
