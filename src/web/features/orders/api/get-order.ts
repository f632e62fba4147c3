import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }) => apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    // 'Not found' will not change by asking again.
    retry: (failures, error) => !isOrderNotFound(error) && failures < 3,
  });

/** One of the shopper's orders (an admin may open any). */
export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

/** Someone else's order, an unknown id and a malformed one all look the same. */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
