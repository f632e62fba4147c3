import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.order(id),
    // The shopper's endpoint: it lets an admin open any order.
    queryFn: ({ signal }) => apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    // 'Not found' will not change by asking again.
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

/** One order with its items and history (detail and invoice pages). */
export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
