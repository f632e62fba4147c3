import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAccount } from '../features/account/api/get-account';
import { displayPhone } from '../features/account/utils/phone-display';
import { useCart } from '../features/cart/api/get-cart';
import { useCartQuote } from '../features/cart/api/get-cart-quote';
import { CheckoutPage } from '../features/checkout/pages/checkout-page';
import { AddressWords } from '../lib/address-words';
import { CouponWords } from '../lib/coupon-words';
import { AreaMessages } from '../lib/i18n';
import { PageTitle } from '../lib/page-title';
import { track } from '../lib/track';
import { SessionUnavailable } from './guards';
import { POINTS_WORDS } from './points-words';

const InlineSignIn = lazy(() => import('../features/account/components/inline-sign-in'));
// Only a shopper with points, on the review, sees it: its code and words come then.
const PointsBox = lazy(() =>
  import('../features/points/components/points-box').then((m) => ({ default: m.PointsBox })),
);
// Likewise the store credit box, for a shopper holding some.
const CreditBox = lazy(() =>
  import('../features/points/components/credit-box').then((m) => ({ default: m.CreditBox })),
);

/**
 * /checkout, with the cart and account features composed in. A signed-out shopper signs in right
 * here (issue 18) rather than on a trip to /login and back.
 */
export function CheckoutRoute() {
  const location = useLocation();
  const session = useAccount();
  const account = session.data?.account ?? undefined;
  const cart = useCart(account !== undefined);
  const cartReady = (cart.data?.items.length ?? 0) > 0;
  // Once, when the shopper arrives with something to check out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart as it was on arrival
  useEffect(() => {
    if (!cartReady || !cart.data) return;
    track('InitiateCheckout', {
      value: cart.data.subtotal / 100,
      currency: 'BDT',
      content_ids: cart.data.items.map((line) => line.variant?.sku ?? String(line.productId)),
      content_type: 'product',
      num_items: cart.data.itemCount,
    });
  }, [cartReady]);
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
          pointsBox={(props) => (
            <Suspense fallback={null}>
              <AreaMessages load={POINTS_WORDS}>
                <PointsBox {...props} />
              </AreaMessages>
            </Suspense>
          )}
          creditBox={(props) => (
            <Suspense fallback={null}>
              <AreaMessages load={POINTS_WORDS}>
                <CreditBox {...props} />
              </AreaMessages>
            </Suspense>
          )}
        />
      </AddressWords>
    </CouponWords>
  );
}
