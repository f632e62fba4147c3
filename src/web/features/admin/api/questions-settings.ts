/** Whether verified buyers may answer product questions (PUT /api/admin/questions/settings). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionPage } from '#shared/schemas/questions';
import { apiRequest } from '../../../lib/api-client';
import { questionKeys } from './questions-list';

export function useBuyersMayAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyersMayAnswer: boolean) =>
      apiRequest<{ buyersMayAnswer: boolean }>('/api/admin/questions/settings', {
        method: 'PUT',
        body: { buyersMayAnswer },
      }),
    // Every loaded queue carries the switch: all of them read the saved value.
    onSuccess: ({ buyersMayAnswer }) =>
      queryClient.setQueriesData<AdminQuestionPage>({ queryKey: questionKeys.all }, (page) =>
        page ? { ...page, buyersMayAnswer } : page,
      ),
  });
}
