import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { AccountPage } from '../features/account/pages/account-page';
import { CART_QUERY_KEY } from '../features/cart/api/get-cart';

// The orders and wishlist tabs load when opened: /account opens on the profile, and they kept
// the signed-in account page over the 90 KB first-load budget (docs/decisions/007).
const OrdersTab = lazy(() =>
  import('../features/orders/components/orders-tab').then((m) => ({ default: m.OrdersTab })),
);
const WishlistTab = lazy(() =>
  import('../features/wishlist/components/wishlist-tab').then((m) => ({
    default: m.WishlistTab,
  })),
);

/** /account with the orders and wishlist features' tabs composed in. */
export function AccountRoute() {
  const queryClient = useQueryClient();
  // Moving to the cart changed the cart on the server: the header badge and /cart reload it.
  const onMovedToCart = () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  return (
    <AccountPage
      ordersTab={() => (
        <Suspense fallback={<PageSpinner />}>
          <OrdersTab />
        </Suspense>
      )}
      wishlistTab={() => (
        <Suspense fallback={<PageSpinner />}>
          <WishlistTab onMovedToCart={onMovedToCart} />
        </Suspense>
      )}
    />
  );
}
