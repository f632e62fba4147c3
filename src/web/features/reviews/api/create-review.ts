import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewInput, reviewSchema } from '#shared/schemas/review';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviews } from './review-keys';

export function createReview(productId: number, input: ReviewInput) {
  return apiRequest(`/api/products/${productId}/reviews`, reviewSchema, {
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
