import { useQueryClient } from '@tanstack/react-query';
import { AccountPage } from '../features/account/pages/account-page';
import { CART_QUERY_KEY } from '../features/cart/api/get-cart';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { WishlistTab } from '../features/wishlist/components/wishlist-tab';

/** /account with the orders and wishlist features' tabs composed in. */
export function AccountRoute() {
  const queryClient = useQueryClient();
  // Moving to the cart changed the cart on the server: the header badge and /cart reload it.
  const onMovedToCart = () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  return (
    <AccountPage
      ordersTab={() => <OrdersTab />}
      wishlistTab={() => <WishlistTab onMovedToCart={onMovedToCart} />}
    />
  );
}
