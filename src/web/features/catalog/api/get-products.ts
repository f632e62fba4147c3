import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductsFilter, productsSearchParams } from '#shared/product-list';
import type { ProductList } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';

export type { ProductsFilter };

export function productsQueryOptions(filter: ProductsFilter) {
  return queryOptions({
    queryKey: ['products', filter],
    queryFn: ({ signal }) =>
      apiRequest<ProductList>(`/api/products?${productsSearchParams(filter)}`, { signal }),
  });
}

export function useProducts(filter: ProductsFilter) {
  return useQuery(productsQueryOptions(filter));
}

/** For the list page: the previous answer stays (marked as placeholder) while the next loads. */
export function useProductList(filter: ProductsFilter) {
  return useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });
}
