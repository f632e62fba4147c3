import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAccount } from '../features/account/api/get-account';
import { displayPhone } from '../features/account/utils/phone-display';
import { useCart } from '../features/cart/api/get-cart';
import { useCartQuote } from '../features/cart/api/get-cart-quote';
import { CheckoutPage } from '../features/checkout/pages/checkout-page';
import { AddressWords } from '../lib/address-words';
import { CouponWords } from '../lib/coupon-words';
import { PageTitle } from '../lib/page-title';
import { SessionUnavailable } from './guards';

const InlineSignIn = lazy(() => import('../features/account/components/inline-sign-in'));

/**
 * /checkout, with the cart and account features composed in. A signed-out shopper signs in right
 * here (issue 18) rather than on a trip to /login and back.
 */
export function CheckoutRoute() {
  const location = useLocation();
  const session = useAccount();
  const account = session.data?.account ?? undefined;
  const cart = useCart(account !== undefined);
  if (session.isError && !session.data) {
    return <SessionUnavailable onRetry={() => void session.refetch()} />;
  }
  if (session.data?.account === null) {
    return (
      <>
        <PageTitle of="/checkout" />
        <Suspense fallback={<PageSpinner />}>
          <InlineSignIn returnTo={`${location.pathname}${location.search}`} />
        </Suspense>
      </>
    );
  }
  // A phone-made account: its sign-in number is the phone when the profile has none.
  const phone = account?.phone ?? (account?.phoneNumber ? displayPhone(account.phoneNumber) : null);
  return (
    <CouponWords>
      <AddressWords>
        <CheckoutPage
          cart={cart}
          account={account && { ...account, phone }}
          useQuote={useCartQuote}
        />
      </AddressWords>
    </CouponWords>
  );
}
