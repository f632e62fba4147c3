/** Approves or hides a question or an answer (PUT /api/admin/{questions|answers}/:id/status). */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { questionKeys } from './questions-list';

export type Moderation = {
  kind: 'question' | 'answer';
  id: number;
  status: 'approved' | 'rejected';
  /** Whose product page shows it: refreshed too. */
  productId: number;
};

/** The queues (and their counts) and the product page's questions read it again. */
export function afterQuestionChange(queryClient: QueryClient, productId: number) {
  void queryClient.invalidateQueries({ queryKey: questionKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.questions(productId) });
}

export function useModerateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status }: Moderation) =>
      apiRequest<{ ok: true }>(`/api/admin/${kind}s/${id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSettled: (_answer, _error, { productId }) => afterQuestionChange(queryClient, productId),
  });
}
