import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';

/**
 * Private to the shopper: sign-out drops every key but the shared ones (session-cache.ts).
 * The checkout invalidates it after placing an order; one order lives under ['orders', id].
 */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export const ordersQueryOptions = queryOptions({
  queryKey: ORDERS_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/api/orders', { signal }),
  select: (data) => data.orders,
});

/** The signed-in shopper's own orders, newest first. */
export function useOrders() {
  return useQuery(ordersQueryOptions);
}
