/**
 * Pay now and "Pay cash on delivery instead" on a pending online order (issue 20): the calls
 * (lib/order-payment.ts, shared with the checkout's failure page) with this page's toasts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { payByCashOnDelivery, payOrder } from '../../../lib/order-payment';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** Opens a new attempt at the order's gateway and sends the browser there. */
export function usePayOrder(id: string) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  return useMutation({
    mutationFn: () => payOrder(id),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) => {
      // The server's words: a gateway that is down says to try again or pick another method.
      toast.error(t('payments.toast.payFailed'), { description: errorText(error) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.order(id) });
    },
  });
}

/** Turns the order into cash on delivery; the server works out the COD charge and total again. */
export function usePayByCashOnDelivery(id: string) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  return useMutation({
    mutationFn: () => payByCashOnDelivery(id),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders, exact: true });
      // Cash on delivery confirms the order: its Mushak-6.3 is issued now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.vatDocuments(order.id) });
      toast.success(t('payments.toast.cod'), { description: t('payments.toast.codBody') });
    },
    onError: (error) => {
      toast.error(t('payments.toast.codFailed'), { description: errorText(error) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.order(id) });
    },
  });
}
