import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminProductPageSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { type AdminProductsFilter, productsFilterParams } from '../utils/products-filter';
import { adminProductsListKey } from './products-keys';

export const adminProductsQueryOptions = (filter: AdminProductsFilter) =>
  queryOptions({
    queryKey: adminProductsListKey(filter),
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
