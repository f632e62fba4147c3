/**
 * Gives every product card and page the cart and wishlist actions (lib/shop-actions.ts), built
 * here because only the app may combine the account, cart and wishlist features.
 */
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Product, ProductVariant } from '#shared/schemas/product';
import { asVariant, variantOptions } from '#shared/variant-product';
import { LazyDialog } from '../components/ui/lazy-dialog';
import { accountQueryOptions, useAccount } from '../features/account/api/get-account';
import { useAddCartItem } from '../features/cart/api/add-cart-item';
import { toCartProduct } from '../features/cart/utils/cart-lines';
import { useAddWishlistItem } from '../features/wishlist/api/add-wishlist-item';
import { useWishlist } from '../features/wishlist/api/get-wishlist';
import { useRemoveWishlistItem } from '../features/wishlist/api/remove-wishlist-item';
import { toWishlistItem } from '../features/wishlist/utils/wishlist-items';
import { useI18n } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { type ShopActions, ShopActionsContext } from '../lib/shop-actions';
import { toast } from '../lib/toast';

/** The line the cart shows until the server answers: the variant's price, pictures and name. */
function cartProductOf(product: Product, variant: ProductVariant | undefined) {
  const line = toCartProduct(asVariant(product, variant));
  if (!variant) return line;
  const options = variantOptions(product, variant);
  const title = options.map(({ name, value }) => `${name}: ${value}`).join(', ') || null;
  return { ...line, variant: { id: variant.id, title, sku: variant.sku, options } };
}

// The sheet, its form and their words load the first time a shopper is asked to sign in.
const SignInSheet = lazy(() => import('../features/account/components/sign-in-sheet'));

export function ShopActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const account = useAccount();
  const signedIn = Boolean(account.data?.account);
  const accountPending = account.isPending;
  const location = useLocation();
  const addToCart = useAddCartItem();
  const wishlist = useWishlist(signedIn);
  const addToWishlist = useAddWishlistItem();
  const removeFromWishlist = useRemoveWishlistItem();
  const busyIds = useMutationState({
    filters: { mutationKey: queryKeys.wishlist, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });

  const here = `${location.pathname}${location.search}`;
  const [sheetOpen, setSheetOpen] = useState(false);
  // A new form each time someone signs in, so a later sign-in does not start at the old code.
  const [sheetKey, setSheetKey] = useState(0);
  const afterSignIn = useRef<(() => void) | undefined>(undefined);
  const openSignIn = useCallback((after?: () => void) => {
    afterSignIn.current = after;
    setSheetOpen(true);
  }, []);
  const onSignedIn = () => {
    const after = afterSignIn.current;
    afterSignIn.current = undefined;
    setSheetOpen(false);
    setSheetKey((key) => key + 1);
    after?.();
  };
  const { mutate: add } = addToCart;
  const { mutate: addWish } = addToWishlist;
  const { mutate: removeWish } = removeFromWishlist;

  const actions = useMemo<ShopActions>(() => {
    // The shopper signs in on the spot and what they tapped is done then, on the same page.
    const askToSignIn = (message: string, retry: () => void) =>
      toast.error(message, {
        action: { label: t('common.signIn'), onClick: () => openSignIn(retry) },
      });
    // A tap can come before the page has heard back about the session (the cards show first):
    // then the action waits for that answer instead of telling a signed-in shopper to sign in.
    // `retry` is what the tap meant for someone signed in just now (a wishlist tap adds).
    const whenSignedIn = (message: string, act: () => void, retry = act) => {
      if (signedIn) return act();
      if (!accountPending) return askToSignIn(message, retry);
      void queryClient.ensureQueryData(accountQueryOptions).then(
        (answer) => (answer.account ? act() : askToSignIn(message, retry)),
        () => askToSignIn(message, retry),
      );
    };
    const listed = new Set(wishlist.data?.items.map((item) => item.productId));
    const busy = new Set(
      busyIds.map((variables) =>
        typeof variables === 'number' ? variables : (variables as { productId: number }).productId,
      ),
    );
    return {
      addToCart: (product: Product, quantity = 1, variant?: ProductVariant) =>
        whenSignedIn(t('common.actions.signInForCart'), () =>
          add({ product: cartProductOf(product, variant), quantity }),
        ),
      toggleWishlist: (product: Product) =>
        whenSignedIn(
          t('common.actions.signInForWishlist'),
          () => {
            if (listed.has(product.id)) removeWish(product.id);
            else addWish(toWishlistItem(product));
          },
          () => addWish(toWishlistItem(product)),
        ),
      isInWishlist: (productId) => listed.has(productId),
      isWishlistBusy: (productId) => busy.has(productId),
      signIn: openSignIn,
    };
  }, [
    t,
    signedIn,
    accountPending,
    queryClient,
    openSignIn,
    wishlist.data,
    busyIds,
    add,
    addWish,
    removeWish,
  ]);

  return (
    <ShopActionsContext value={actions}>
      {children}
      <LazyDialog open={sheetOpen}>
        <SignInSheet
          key={sheetKey}
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          onSignedIn={onSignedIn}
          returnTo={here}
        />
      </LazyDialog>
    </ShopActionsContext>
  );
}
