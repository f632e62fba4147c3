/** The parcel is back: each line restocked as counted (POST /api/admin/returns/:id/receive). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn, ReturnReceiveInput } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';
import { returnPath } from './returns-detail';
import { afterReturnChange, afterReturnRefusal } from './returns-invalidate';

export type ReturnReceipt = { id: string; input: ReturnReceiveInput };

export function receiveReturn({ id, input }: ReturnReceipt) {
  return apiRequest<AdminReturn>(returnPath(id, 'receive'), { method: 'POST', body: input });
}

export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveReturn,
    onSuccess: (answer) => afterReturnChange(queryClient, answer),
    onError: (_error, { id }) => afterReturnRefusal(queryClient, id),
  });
}
