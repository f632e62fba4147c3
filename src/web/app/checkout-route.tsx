import { useAccount } from '../features/account/api/get-account';
import { useCart } from '../features/cart/api/get-cart';
import { CheckoutPage } from '../features/checkout/pages/checkout-page';

/** /checkout (behind the sign-in guard), with the cart and account features composed in. */
export function CheckoutRoute() {
  const account = useAccount().data?.account ?? undefined;
  const cart = useCart(account !== undefined);
  return <CheckoutPage cart={cart} account={account} />;
}
