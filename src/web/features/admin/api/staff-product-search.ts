import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product, ProductList } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The shop's own search (name, brand, shade, SKU words) for staff adding lines; '' waits. */
export function useStaffProductSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.admin.staffSearch(q),
    queryFn: ({ signal }) =>
      apiRequest<ProductList>(`/api/products?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** A product's variants with their stock, for picking a shade or size. */
export function useStaffProduct(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.staffProduct(id),
    queryFn: ({ signal }) => apiRequest<Product>(`/api/products/${id}`, { signal }),
    enabled: id !== null,
  });
}
