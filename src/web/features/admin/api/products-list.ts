import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminProductPageSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type AdminProductsFilter, productsFilterParams } from '../utils/products-filter';

export const adminProductsQueryOptions = (filter: AdminProductsFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.productList(filter),
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof adminProductPageSchema>>(
        `/api/admin/products?${productsFilterParams(filter).toString()}`,
        { signal },
      ),
    // The current page stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** Every product in every status, newest first, 20 a page (GET /api/admin/products). */
export function useAdminProducts(filter: AdminProductsFilter) {
  return useQuery(adminProductsQueryOptions(filter));
}
