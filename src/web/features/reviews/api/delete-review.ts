import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedReviewSchema } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviews } from './review-keys';

export function deleteReview(reviewId: number) {
  return apiRequest<z.infer<typeof deletedReviewSchema>>(`/api/reviews/${reviewId}`, {
    method: 'DELETE',
  });
}

export function useDeleteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateReviews(queryClient, productId),
  });
}
