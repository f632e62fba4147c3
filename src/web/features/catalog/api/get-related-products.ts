import { queryOptions, useQuery } from '@tanstack/react-query';
import { relatedProductsSchema } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';

export function relatedProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['product', id, 'related'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/products/${id}/related`, relatedProductsSchema, { signal }),
  });
}

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}
