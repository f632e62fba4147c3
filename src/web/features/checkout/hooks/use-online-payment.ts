import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import {
  failedPagePath,
  gatewayUnreachable,
  goToGateway,
  orderPagePath,
  payByCashOnDelivery,
  payOrder,
} from '../api/online-payment';

/**
 * Try Again and "Pay cash on delivery instead" for a placed, unpaid online order. The callbacks
 * sit on the mutations (not on mutate()) so they still run if the page changes meanwhile.
 */
export function useOnlinePayment(orderId: string) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshOrder = () => queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) });

  const pay = useMutation({
    mutationFn: () => payOrder(orderId),
    onSuccess: ({ redirectUrl }) => goToGateway(redirectUrl),
    onError: (error) => {
      toast.error(t('payments.toast.payFailed'), { description: errorText(error) });
      // The page then says the gateway could not be reached (it may already: replace, not push).
      if (gatewayUnreachable(error)) {
        void navigate(failedPagePath(orderId, 'unavailable'), { replace: true });
      }
      void refreshOrder();
    },
  });

  const cod = useMutation({
    mutationFn: () => payByCashOnDelivery(orderId),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders, exact: true });
      toast.success(t('payments.toast.cod'), { description: t('payments.toast.codBody') });
      void navigate(orderPagePath(order.id));
    },
    onError: (error) => {
      toast.error(t('payments.toast.codFailed'), { description: errorText(error) });
      void refreshOrder();
    },
  });

  return {
    pay: () => pay.mutate(),
    payByCod: () => cod.mutate(),
    // Once the gateway's address is in, the browser is leaving: the buttons stay off.
    paying: pay.isPending || pay.isSuccess,
    switching: cod.isPending,
  };
}
