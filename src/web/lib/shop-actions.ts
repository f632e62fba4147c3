/**
 * What a product card or page can do with a product: put it in the cart, keep it on the
 * wishlist. The app provides these from the cart and wishlist features (src/web/app/), so the
 * catalogue can offer them without importing either feature.
 */
import { createContext, useContext } from 'react';
import type { Product, ProductVariant } from '#shared/schemas/product';

export type ShopActions = {
  /** A product with options is added as the variant given (the product page's choice). */
  addToCart: (product: Product, quantity?: number, variant?: ProductVariant) => void;
  toggleWishlist: (product: Product) => void;
  isInWishlist: (productId: number) => boolean;
  /** True while this product's wishlist change is on its way to the server. */
  isWishlistBusy: (productId: number) => boolean;
  /** Opens the sign-in sheet over the page; `after` runs once the shopper is signed in. */
  signIn: (after?: () => void) => void;
};

export const ShopActionsContext = createContext<ShopActions | null>(null);

/** The shop's actions, or null outside the app (a card then links to its product page). */
export function useShopActions(): ShopActions | null {
  return useContext(ShopActionsContext);
}
