import { useAccount } from '../features/account/api/get-account';
import { CartPage } from '../features/cart/pages/cart-page';
import { useShopActions } from '../lib/shop-actions';

/** /cart, told by the account feature whether someone is signed in. */
export function CartRoute() {
  const account = useAccount().data?.account;
  const shopActions = useShopActions();
  return (
    <CartPage
      signedIn={account === undefined ? undefined : account !== null}
      onSignIn={() => shopActions?.signIn()}
    />
  );
}
