import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '#shared/catalog';
import { productListSchema } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';

export type ProductsFilter = {
  category?: ProductCategory | undefined;
  featured?: boolean;
  sale?: boolean;
  page?: number;
  limit?: number;
};

function toSearchParams(filter: ProductsFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.featured) params.set('featured', 'true');
  if (filter.sale) params.set('sale', 'true');
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  if (filter.limit) params.set('limit', String(filter.limit));
  return params.toString();
}

export function productsQueryOptions(filter: ProductsFilter) {
  return queryOptions({
    queryKey: ['products', filter],
    queryFn: ({ signal }) =>
      apiRequest(`/api/products?${toSearchParams(filter)}`, productListSchema, { signal }),
  });
}

export function useProducts(filter: ProductsFilter) {
  return useQuery(productsQueryOptions(filter));
}
