import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }) => apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

/** One of the shopper's orders (an admin may open any). */
export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
