import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { reviewsKey } from './review-keys';

export function reviewSummaryQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [...reviewsKey(productId), 'summary'],
    queryFn: ({ signal }) =>
      apiRequest<ReviewSummary>(`/api/products/${productId}/reviews/summary`, { signal }),
  });
}

export function useReviewSummary(productId: number) {
  return useQuery(reviewSummaryQueryOptions(productId));
}
