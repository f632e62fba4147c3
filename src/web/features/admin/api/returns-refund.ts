/** Gives the money back, through the gateway or recorded as sent (POST /api/admin/returns/:id/refund). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn, ReturnRefundInput } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { returnPath } from './returns-detail';
import { afterReturnChange, afterReturnRefusal } from './returns-invalidate';

export type ReturnRefund = { id: string; input: ReturnRefundInput };

export function refundReturn({ id, input }: ReturnRefund) {
  return apiRequest<AdminReturn>(returnPath(id, 'refund'), { method: 'POST', body: input });
}

export function useRefundReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundReturn,
    onSuccess: (answer) => {
      afterReturnChange(queryClient, answer);
      // Refunded as store credit: the customer's credit grew.
      if (answer.refund?.method === 'credit') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers });
      }
    },
    onError: (_error, { id }) => afterReturnRefusal(queryClient, id),
  });
}
