import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export function cancelOrder(id: string) {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  });
}

/** The shopper cancels their own order before it ships; the server restocks its items. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders, exact: true });
      // A cancelled invoice gets its credit note.
      void queryClient.invalidateQueries({ queryKey: queryKeys.vatDocuments(order.id) });
      toast.success(t('orders.cancel.done'));
    },
    onError: (error, id) => {
      toast.error(t('orders.cancel.failed'), { description: errorText(error) });
      // Refused because it moved on meanwhile (409): show what it is now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.order(id) });
    },
  });
}
