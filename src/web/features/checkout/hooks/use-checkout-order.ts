import { useRef } from 'react';
import { msg } from '#shared/i18n/translator';
import { isOnlineMethod } from '#shared/payments';
import type { CheckoutInput, Order } from '#shared/schemas/order';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useShopInfo } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { isCartRefusal, usePlaceOrder } from '../api/place-order';
import { orderPlacedNote } from '../components/order-placed-note';
import { IdempotencyKeys } from '../utils/idempotency';
import type { OrderRefused } from './use-checkout';
import { useSendToGateway } from './use-send-to-gateway';

/**
 * Place Order: the request under one idempotency key per body, the toasts, and for an online
 * method the gateway. A refusal goes back to the form (`onRefused`) saying what it is about.
 */
export function useCheckoutOrder({
  onPlaced,
  onRefused,
}: {
  onPlaced: (order: Order) => void;
  onRefused: (refused: OrderRefused) => void;
}) {
  const { t, message } = useI18n();
  const shop = useShopInfo();
  const placeOrder = usePlaceOrder();
  const sendToGateway = useSendToGateway();
  const keys = useRef(new IdempotencyKeys());

  const placed = (order: Order) => {
    keys.current.forget();
    if (isOnlineMethod(order.paymentMethod)) {
      onPlaced(order);
      void sendToGateway(order.id);
      return;
    }
    toast.success(t('checkout.toast.placed'), {
      description: orderPlacedNote(t, shop),
      duration: 10_000,
    });
    onPlaced(order);
  };

  const refused = (error: Error) => {
    // Kept as it came (a key or the server's words): shown through message() where it lands.
    const refusal = apiErrorMessage(error, msg('checkout.error.generic'));
    toast.error(t('checkout.toast.placeFailed'), { description: message(refusal) });
    const code = apiErrorCode(error);
    if (code === 'IDEMPOTENCY_KEY_REUSED') keys.current.forget();
    // usePlaceOrder reloads the cart; the form's alert says why the order was refused.
    let about: OrderRefused['about'] = 'other';
    if (isCartRefusal(error)) about = 'cart';
    else if (code === 'TRANSACTION_ID_USED') about = 'transactionId';
    onRefused({ type: 'orderRefused', refusal, about });
  };

  return {
    place: (body: Omit<CheckoutInput, 'idempotencyKey'>) =>
      placeOrder.mutate(
        { idempotencyKey: keys.current.keyFor(body), ...body },
        { onSuccess: placed, onError: refused },
      ),
    processing: placeOrder.isPending,
  };
}
