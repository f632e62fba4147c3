/**
 * Gives every product card and page the cart and wishlist actions (lib/shop-actions.ts), built
 * here because only the app may combine the account, cart and wishlist features.
 */
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '#shared/schemas/product';
import { accountQueryOptions, useAccount } from '../features/account/api/get-account';
import { loginPathFor } from '../features/account/utils/safe-redirect';
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

export function ShopActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const account = useAccount();
  const signedIn = Boolean(account.data?.account);
  const accountPending = account.isPending;
  const location = useLocation();
  const navigate = useNavigate();
  const addToCart = useAddCartItem();
  const wishlist = useWishlist(signedIn);
  const addToWishlist = useAddWishlistItem();
  const removeFromWishlist = useRemoveWishlistItem();
  const busyIds = useMutationState({
    filters: { mutationKey: queryKeys.wishlist, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });

  const here = `${location.pathname}${location.search}`;
  const { mutate: add } = addToCart;
  const { mutate: addWish } = addToWishlist;
  const { mutate: removeWish } = removeFromWishlist;

  const actions = useMemo<ShopActions>(() => {
    // The shopper signs in and comes straight back to the product they wanted.
    const askToSignIn = (message: string) =>
      toast.error(message, {
        action: { label: t('common.signIn'), onClick: () => navigate(loginPathFor(here)) },
      });
    // A tap can come before the page has heard back about the session (the cards show first):
    // then the action waits for that answer instead of telling a signed-in shopper to sign in.
    const whenSignedIn = (message: string, act: () => void) => {
      if (signedIn) return act();
      if (!accountPending) return askToSignIn(message);
      void queryClient.ensureQueryData(accountQueryOptions).then(
        (answer) => (answer.account ? act() : askToSignIn(message)),
        () => askToSignIn(message),
      );
    };
    const listed = new Set(wishlist.data?.items.map((item) => item.productId));
    const busy = new Set(
      busyIds.map((variables) =>
        typeof variables === 'number' ? variables : (variables as { productId: number }).productId,
      ),
    );
    return {
      addToCart: (product: Product, quantity = 1) =>
        whenSignedIn(t('common.actions.signInForCart'), () =>
          add({ product: toCartProduct(product), quantity }),
        ),
      toggleWishlist: (product: Product) =>
        whenSignedIn(t('common.actions.signInForWishlist'), () => {
          if (listed.has(product.id)) removeWish(product.id);
          else addWish(toWishlistItem(product));
        }),
      isInWishlist: (productId) => listed.has(productId),
      isWishlistBusy: (productId) => busy.has(productId),
    };
  }, [
    t,
    signedIn,
    accountPending,
    queryClient,
    here,
    navigate,
    wishlist.data,
    busyIds,
    add,
    addWish,
    removeWish,
  ]);

  return <ShopActionsContext value={actions}>{children}</ShopActionsContext>;
}
