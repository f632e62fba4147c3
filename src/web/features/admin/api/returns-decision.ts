/** Accepts or refuses a requested return (POST /api/admin/returns/:id/decision). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn, ReturnDecisionInput } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';
import { returnPath } from './returns-detail';
import { afterReturnChange, afterReturnRefusal } from './returns-invalidate';

export type ReturnDecision = { id: string; input: ReturnDecisionInput };

export function decideReturn({ id, input }: ReturnDecision) {
  return apiRequest<AdminReturn>(returnPath(id, 'decision'), { method: 'POST', body: input });
}

export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReturn,
    onSuccess: (answer) => afterReturnChange(queryClient, answer),
    onError: (_error, { id }) => afterReturnRefusal(queryClient, id),
  });
}
