import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '#shared/schemas/review';
import { apiRequest, prefetchedAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function reviewSummaryQueryOptions(productId: number) {
  const path = `/api/products/${productId}/reviews/summary`;
  return queryOptions({
    queryKey: queryKeys.reviewSummary(productId),
    queryFn: ({ signal }) => apiRequest<ReviewSummary>(path, { signal }),
    initialData: () => prefetchedAnswer<ReviewSummary>(path),
  });
}

export function useReviewSummary(productId: number) {
  return useQuery(reviewSummaryQueryOptions(productId));
}
