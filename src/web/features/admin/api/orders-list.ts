import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderPageSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { type OrderFilters, orderFiltersQuery } from '../utils/orders-filters';
import { adminOrdersListKey } from './orders-keys';

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminOrdersListKey(filters),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/admin/orders?${orderFiltersQuery(filters).toString()}`,
        adminOrderPageSchema,
        {
          signal,
        },
      ),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/** Every order, newest first, 20 a page (GET /api/admin/orders). */
export function useAdminOrders(filters: OrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters));
}
