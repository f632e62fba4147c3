import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productsPath } from '#shared/page-queries';
import type { ProductsFilter } from '#shared/product-list';
import type { ProductList } from '#shared/schemas/product';
import { apiRequest, prefetchedAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { ProductsFilter };

export function productsQueryOptions(filter: ProductsFilter) {
  // The path the server prefetches a page's lists under (#shared/page-queries).
  const path = productsPath(filter);
  return queryOptions({
    queryKey: queryKeys.products(filter),
    queryFn: ({ signal }) => apiRequest<ProductList>(path, { signal }),
    initialData: () => prefetchedAnswer<ProductList>(path),
  });
}

export function useProducts(filter: ProductsFilter) {
  return useQuery(productsQueryOptions(filter));
}

/** For the list page: the previous answer stays (marked as placeholder) while the next loads. */
export function useProductList(filter: ProductsFilter) {
  return useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });
}
