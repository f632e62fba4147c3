import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewUpdate } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviews } from './review-keys';

export function updateReview(reviewId: number, input: ReviewUpdate) {
  return apiRequest<Review>(`/api/reviews/${reviewId}`, { method: 'PATCH', body: input });
}

export function useUpdateReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: ReviewUpdate }) =>
      updateReview(reviewId, input),
    onSuccess: () => invalidateReviews(queryClient, productId),
  });
}
