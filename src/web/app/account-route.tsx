import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { AccountPage } from '../features/account/pages/account-page';
import { AreaMessages } from '../lib/i18n';
import { POINTS_WORDS } from './points-words';

// The orders, points and wishlist tabs load when opened: /account opens on the profile, and they
// kept the signed-in account page over the 90 KB first-load budget (docs/decisions/007).
const OrdersTab = lazy(() =>
  import('../features/orders/components/orders-tab').then((m) => ({ default: m.OrdersTab })),
);
const WishlistTab = lazy(() =>
  import('../features/wishlist/components/wishlist-tab').then((m) => ({
    default: m.WishlistTab,
  })),
);
const PointsTab = lazy(() =>
  import('../features/points/components/points-tab').then((m) => ({ default: m.PointsTab })),
);

/** /account with the orders, points and wishlist features' tabs composed in. */
export function AccountRoute() {
  return (
    <AccountPage
      ordersTab={() => (
        <Suspense fallback={<PageSpinner />}>
          <OrdersTab />
        </Suspense>
      )}
      pointsTab={() => (
        <Suspense fallback={<PageSpinner />}>
          <AreaMessages load={POINTS_WORDS}>
            <PointsTab />
          </AreaMessages>
        </Suspense>
      )}
      wishlistTab={() => (
        <Suspense fallback={<PageSpinner />}>
          <WishlistTab />
        </Suspense>
      )}
    />
  );
}
