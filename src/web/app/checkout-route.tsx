import { useQueryClient } from '@tanstack/react-query';
import { useAccount } from '../features/account/api/get-account';
import { CART_QUERY_KEY, useCart } from '../features/cart/api/get-cart';
import { EMPTY_CART } from '../features/cart/utils/cart-lines';
import { CheckoutPage } from '../features/checkout/pages/checkout-page';
import { ORDERS_QUERY_KEY } from '../features/orders/api/get-orders';

/** /checkout (behind the sign-in guard), with the cart, account and orders features composed in. */
export function CheckoutRoute() {
  const queryClient = useQueryClient();
  const account = useAccount().data?.account ?? undefined;
  const cart = useCart(account !== undefined);
  return (
    <CheckoutPage
      cart={cart}
      account={account}
      // The server refused because the cart changed: show what it holds now.
      onCartChanged={() => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })}
      onOrderPlaced={() => {
        // The server emptied the cart in the same transaction as the order.
        queryClient.setQueryData(CART_QUERY_KEY, EMPTY_CART);
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      }}
    />
  );
}
