import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentLink } from '#shared/schemas/payment-link';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Sends the customer a new payment link by SMS; the order is read again for its history line. */
export function useSendPaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<PaymentLink>(`/api/admin/orders/${encodeURIComponent(id)}/payment-link`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.order(id) }),
  });
}
