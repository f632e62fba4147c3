import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { orderQueryKey } from './get-order';
import { ORDERS_QUERY_KEY } from './get-orders';

export function cancelOrder(id: string) {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
  });
}

/** The shopper cancels their own order before it ships; the server restocks its items. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { t, message } = useI18n();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY, exact: true });
      toast.success(t('orders.cancel.done'));
    },
    onError: (error, id) => {
      toast.error(t('orders.cancel.failed'), { description: message(error.message) });
      // Refused because it moved on meanwhile (409): show what it is now.
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });
    },
  });
}
