import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderPageSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type OrderFilters, orderFiltersQuery } from '../utils/orders-filters';

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.orderList(filters),
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof adminOrderPageSchema>>(
        `/api/admin/orders?${orderFiltersQuery(filters).toString()}`,
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
