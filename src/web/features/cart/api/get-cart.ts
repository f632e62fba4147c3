import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const cartQueryOptions = queryOptions({
  // Private to the shopper: sign-out drops it (SHARED_QUERY_ROOTS in lib/query-keys.ts).
  queryKey: queryKeys.cart,
  queryFn: ({ signal }) => apiRequest<Cart>('/api/cart', { signal }),
});

/** The signed-in shopper's cart; a visitor has none, so nothing is asked. */
export function useCart(signedIn: boolean) {
  return useQuery({ ...cartQueryOptions, enabled: signedIn });
}
