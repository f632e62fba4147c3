import { useNavigate } from 'react-router';
import { msg } from '#shared/i18n/translator';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import {
  failedPagePath,
  gatewayUnreachable,
  goToGateway,
  orderPagePath,
  payOrder,
} from '../api/online-payment';

/**
 * An online order is placed first (stock taken, cart emptied), then paid at its gateway. If the
 * gateway cannot be reached the order stays pending: the failure page offers another try or cash
 * on delivery. Runs on after the form unmounts (the page shows a spinner meanwhile).
 */
export function useSendToGateway(): (orderId: string) => Promise<void> {
  const { t, message } = useI18n();
  const navigate = useNavigate();
  return async (orderId) => {
    try {
      const { redirectUrl } = await payOrder(orderId);
      goToGateway(redirectUrl);
    } catch (error) {
      if (gatewayUnreachable(error)) {
        void navigate(failedPagePath(orderId, 'unavailable'));
        return;
      }
      const refusal = apiErrorMessage(error, msg('checkout.error.generic'));
      toast.error(t('payments.toast.payFailed'), { description: message(refusal) });
      void navigate(orderPagePath(orderId));
    }
  };
}
