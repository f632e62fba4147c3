import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/product';
import { apiRequest, prefetchedAnswer } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => apiRequest<Product>(`/api/products/${id}`, { signal }),
    initialData: () => prefetchedAnswer<Product>(`/api/products/${id}`),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
