import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderPayments, RefundInput } from '#shared/schemas/payment';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Under the order's own key, so refreshing the order refreshes its payments too. */
export const adminOrderPaymentsKey = (id: string) =>
  [...queryKeys.admin.order(id), 'payments'] as const;

/** Every online payment attempt of an order, with its gateway calls and refunds. */
export function useAdminOrderPayments(id: string) {
  return useQuery({
    queryKey: adminOrderPaymentsKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderPayments>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, {
        signal,
      }),
  });
}

type Refund = RefundInput & { id: string };

/**
 * Refunds through the gateway. Afterwards the order (its payment status and history), the lists
 * and the dashboard's figures are read again; after a failure too, as a refused refund is recorded.
 */
export function useRefundOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, reason }: Refund) =>
      apiRequest<AdminOrderPayments>(`/api/admin/orders/${encodeURIComponent(id)}/refunds`, {
        method: 'POST',
        body: { amount, reason },
      }),
    onSuccess: (payments, { id }) => queryClient.setQueryData(adminOrderPaymentsKey(id), payments),
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.order(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
  });
}
