/** Staff answer as the shop (POST /api/questions/:id/answers): shown at once, the question approved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { afterQuestionChange } from './questions-moderate';

type ShopAnswer = { questionId: number; productId: number; text: string };

export function useAnswerAsShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, text }: ShopAnswer) =>
      apiRequest<{ id: number; status: 'pending' | 'approved' }>(
        `/api/questions/${questionId}/answers`,
        { method: 'POST', body: { text } },
      ),
    onSuccess: (_answer, { productId }) => afterQuestionChange(queryClient, productId),
  });
}
