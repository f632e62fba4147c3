import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { relatedProductsSchema } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';

export function relatedProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['product', id, 'related'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof relatedProductsSchema>>(`/api/products/${id}/related`, { signal }),
  });
}

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}
