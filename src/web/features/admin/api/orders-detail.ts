import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.order(id),
    // The shopper's endpoint: it lets an admin open any order.
    queryFn: ({ signal }) => apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

/** One order with its items and history (detail and invoice pages). */
export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
