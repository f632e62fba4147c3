import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '#shared/orders';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { afterOrderChange } from './orders-invalidate';

type PaymentChange = { id: string; paymentStatus: PaymentStatus; note?: string };

export function changePaymentStatus({ id, paymentStatus, note }: PaymentChange) {
  return apiRequest<Order>(`/api/admin/orders/${encodeURIComponent(id)}/payment`, {
    method: 'POST',
    body: note ? { paymentStatus, note } : { paymentStatus },
  });
}

/** Records the admin's check of a manual payment (shared/spec/decisions.md #10). */
export function useChangePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePaymentStatus,
    onSuccess: (order) => afterOrderChange(queryClient, order),
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.order(id) }),
  });
}
