import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '#shared/catalog';
import { type ProductSort, productListSchema } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';

export type ProductsFilter = {
  category?: ProductCategory | undefined;
  categories?: ProductCategory[];
  brands?: string[];
  /** Poisha. */
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  sort?: ProductSort;
  featured?: boolean;
  sale?: boolean;
  page?: number;
  limit?: number;
};

export function productsSearchParams(filter: ProductsFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.categories?.length) params.set('categories', filter.categories.join(','));
  if (filter.brands?.length) params.set('brands', filter.brands.join(','));
  if (filter.minPrice !== undefined) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice !== undefined) params.set('maxPrice', String(filter.maxPrice));
  if (filter.q) params.set('q', filter.q);
  if (filter.sort) params.set('sort', filter.sort);
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
      apiRequest(`/api/products?${productsSearchParams(filter)}`, productListSchema, { signal }),
  });
}

export function useProducts(filter: ProductsFilter) {
  return useQuery(productsQueryOptions(filter));
}

/** For the list page: the previous answer stays (marked as placeholder) while the next loads. */
export function useProductList(filter: ProductsFilter) {
  return useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });
}
