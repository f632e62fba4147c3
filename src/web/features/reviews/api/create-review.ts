import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviews } from './review-keys';

export function createReview(productId: number, input: ReviewInput) {
  return apiRequest<Review>(`/api/products/${productId}/reviews`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(productId, input),
    onSuccess: () => invalidateReviews(queryClient, productId),
  });
}
