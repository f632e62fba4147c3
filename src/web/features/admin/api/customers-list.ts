import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminCustomerPageSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CustomerFilters = { q?: string; page: number };

export const adminCustomersQueryOptions = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.customerList(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filters.q) query.set('q', filters.q);
      if (filters.page > 1) query.set('page', String(filters.page));
      return apiRequest<z.infer<typeof adminCustomerPageSchema>>(
        `/api/admin/customers?${query.toString()}`,
        {
          signal,
        },
      );
    },
    placeholderData: keepPreviousData,
  });

/**
 * Registered shoppers and admins with their order count and spend (shared/spec/decisions.md #13).
 */
export function useAdminCustomers(filters: CustomerFilters) {
  return useQuery(adminCustomersQueryOptions(filters));
}
