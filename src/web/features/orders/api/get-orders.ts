import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderSchema } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';

/**
 * Private to the shopper: sign-out drops every key but the shared ones (session-cache.ts).
 * The checkout invalidates it after placing an order; one order lives under ['orders', id].
 */
export const ORDERS_QUERY_KEY = ['orders'] as const;

const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

export const ordersQueryOptions = queryOptions({
  queryKey: ORDERS_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest('/api/orders', ordersResponseSchema, { signal }),
  select: (data) => data.orders,
});

/** The signed-in shopper's own orders, newest first. */
export function useOrders() {
  return useQuery(ordersQueryOptions);
}
