import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedReviewSchema } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviews } from './review-keys';

export function deleteReview(reviewId: number) {
  return apiRequest(`/api/reviews/${reviewId}`, deletedReviewSchema, { method: 'DELETE' });
}

export function useDeleteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateReviews(queryClient, productId),
  });
}
