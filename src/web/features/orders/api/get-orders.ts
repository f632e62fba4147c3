import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ordersQueryOptions = queryOptions({
  // Private to the shopper; the checkout's place-order invalidates it.
  queryKey: queryKeys.orders,
  queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/api/orders', { signal }),
  select: (data) => data.orders,
});

/** The signed-in shopper's own orders, newest first. */
export function useOrders() {
  return useQuery(ordersQueryOptions);
}
