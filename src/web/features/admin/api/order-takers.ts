import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { orderTakersSchema } from '#shared/schemas/staff-order';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const orderTakersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.orderTakers,
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof orderTakersSchema>>('/api/admin/staff-orders/takers', { signal }),
    staleTime: 60_000,
  });

/** The staff who took orders, for the orders list's "Taken by" filter. */
export function useOrderTakers() {
  return useQuery(orderTakersQueryOptions());
}
