import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { HeartToggle } from '../components/ui/heart-toggle';
import { PageSpinner } from '../components/ui/spinner';
import { useAccount } from '../features/account/api/get-account';
import { loginPathFor } from '../features/account/utils/safe-redirect';
import { ProductPage } from '../features/catalog/pages/product-page';
import { AreaMessages, type MessageLoaders } from '../lib/i18n';
import { useShopActions } from '../lib/shop-actions';
import { useNearViewport } from '../lib/use-near-viewport';

// The words of this page's lazy parts: here, not in area-words.ts, which every first load carries.
const STOCK_ALERT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/stock-alerts').then((m) => m.stockAlertMessages),
  bn: () => import('#shared/i18n/bn/stock-alerts').then((m) => m.stockAlertMessages),
};

const REVIEW_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/reviews').then((m) => m.reviews),
  bn: () => import('#shared/i18n/bn/reviews').then((m) => m.reviews),
};

// Reviews sit below the fold: their code comes when the shopper scrolls toward them.
const ProductReviews = lazy(() =>
  import('../features/reviews/components/product-reviews').then((m) => ({
    default: m.ProductReviews,
  })),
);
const ProductQuestions = lazy(() =>
  import('../features/reviews/components/product-questions').then((m) => ({
    default: m.ProductQuestions,
  })),
);

// Only a sold-out shade's page needs it: its code and words come then.
const NotifyMe = lazy(() =>
  import('../features/stock-alerts/components/notify-me').then((m) => ({ default: m.NotifyMe })),
);

function ReviewsWhenNear({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} id="reviews" className="min-h-40">
      {near && (
        <Suspense fallback={<PageSpinner />}>
          <AreaMessages load={REVIEW_WORDS}>{children}</AreaMessages>
        </Suspense>
      )}
    </div>
  );
}

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
            productId={product.id}
            look="outline"
            pressed={actions.isInWishlist(product.id)}
            disabled={actions.isWishlistBusy(product.id)}
            onToggle={() => actions.toggleWishlist(product)}
          />
        )
      }
      backInStock={(product, variant) => (
        <Suspense fallback={null}>
          <AreaMessages load={STOCK_ALERT_WORDS}>
            <NotifyMe
              productId={product.id}
              variantId={variant?.id}
              signedIn={signedIn}
              loginHref={loginHref}
            />
          </AreaMessages>
        </Suspense>
      )}
      reviews={(product) => (
        <ReviewsWhenNear>
          <ProductReviews product={product} signedIn={signedIn} loginHref={loginHref} />
          <ProductQuestions productId={product.id} signedIn={signedIn} loginHref={loginHref} />
        </ReviewsWhenNear>
      )}
    />
  );
}
