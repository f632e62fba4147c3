import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewPage } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Votes helpful or unhelpful; replaces the shopper's earlier vote. */
export function voteReview(reviewId: number, helpful: boolean) {
  return apiRequest<Review>(`/api/reviews/${reviewId}/vote`, {
    method: 'PUT',
    body: { helpful },
  });
}

/** Takes the shopper's vote back. */
export function clearReviewVote(reviewId: number) {
  return apiRequest<Review>(`/api/reviews/${reviewId}/vote`, { method: 'DELETE' });
}

/**
 * Puts the voted review in place in every loaded list of the product. Refetching instead would
 * reorder a 'Most Helpful' list under the shopper's pointer.
 */
export function useVoteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, vote }: { reviewId: number; vote: 'helpful' | 'unhelpful' | null }) =>
      vote === null ? clearReviewVote(reviewId) : voteReview(reviewId, vote === 'helpful'),
    onSuccess: (updated: Review) => {
      queryClient.setQueriesData<InfiniteData<ReviewPage>>(
        { queryKey: queryKeys.reviewLists(productId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              reviews: page.reviews.map((review) => (review.id === updated.id ? updated : review)),
            })),
          },
      );
    },
  });
}
