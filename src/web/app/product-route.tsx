import { useLocation } from 'react-router';
import { useAccount } from '../features/account/api/get-account';
import { loginPathFor } from '../features/account/utils/safe-redirect';
import { ProductPage } from '../features/catalog/pages/catalog-pages';
import { ProductReviews } from '../features/reviews/components/product-reviews';

/** The product page with its reviews, which need to know who is looking. */
export function ProductRoute() {
  const signedIn = Boolean(useAccount().data?.account);
  const location = useLocation();
  const loginHref = loginPathFor(`${location.pathname}${location.search}`);
  return (
    <ProductPage
      reviews={(product) => (
        <ProductReviews product={product} signedIn={signedIn} loginHref={loginHref} />
      )}
    />
  );
}
