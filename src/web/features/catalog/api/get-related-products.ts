import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { relatedProductsSchema } from '#shared/schemas/product';
import { apiRequest, prefetchedAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type RelatedProducts = z.infer<typeof relatedProductsSchema>;

export function relatedProductsQueryOptions(id: number) {
  const path = `/api/products/${id}/related`;
  return queryOptions({
    queryKey: queryKeys.relatedProducts(id),
    queryFn: ({ signal }) => apiRequest<RelatedProducts>(path, { signal }),
    initialData: () => prefetchedAnswer<RelatedProducts>(path),
  });
}

export function useRelatedProducts(id: number) {
  return useQuery(relatedProductsQueryOptions(id));
}
