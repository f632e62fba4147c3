import { useAccount } from '../features/account/api/get-account';
import { loginPathFor } from '../features/account/utils/safe-redirect';
import { CartPage } from '../features/cart/pages/cart-page';

/** /cart, told by the account feature whether someone is signed in. */
export function CartRoute() {
  const account = useAccount().data?.account;
  return (
    <CartPage
      signedIn={account === undefined ? undefined : account !== null}
      loginHref={loginPathFor('/cart')}
    />
  );
}
