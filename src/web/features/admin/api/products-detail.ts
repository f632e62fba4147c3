import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.product(id),
    queryFn: ({ signal }) => apiRequest<AdminProduct>(`/api/admin/products/${id}`, { signal }),
    // The form is filled once from this; a background refetch must not look like fresh data.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One product with its cost price, for the edit form (GET /api/admin/products/:id). */
export function useAdminProduct(id: number) {
  return useQuery(adminProductQueryOptions(id));
}
