import { useLocation } from 'react-router';
import { HeartToggle } from '../components/ui/heart-toggle';
import { useAccount } from '../features/account/api/get-account';
import { loginPathFor } from '../features/account/utils/safe-redirect';
import { ProductPage } from '../features/catalog/pages/product-page';
import { ProductReviews } from '../features/reviews/components/product-reviews';
import { useShopActions } from '../lib/shop-actions';

/** The product page with the cart, the wishlist heart and reviews, which know who is looking. */
export function ProductRoute() {
  const signedIn = Boolean(useAccount().data?.account);
  const actions = useShopActions();
  const location = useLocation();
  const loginHref = loginPathFor(`${location.pathname}${location.search}`);
  return (
    <ProductPage
      {...(actions ? { onAddToCart: actions.addToCart } : {})}
      wishlistButton={(product) =>
        actions && (
          <HeartToggle
            look="outline"
            pressed={actions.isInWishlist(product.id)}
            disabled={actions.isWishlistBusy(product.id)}
            onToggle={() => actions.toggleWishlist(product)}
          />
        )
      }
      reviews={(product) => (
        <ProductReviews product={product} signedIn={signedIn} loginHref={loginHref} />
      )}
    />
  );
}
