import type { Wishlist } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { withoutItem } from '../utils/wishlist-items';
import { useWishlistMutation } from './wishlist-mutation';

export function moveWishlistItemToCart(productId: number) {
  return apiRequest<Wishlist>(`/api/wishlist/items/${productId}/move-to-cart`, {
    method: 'POST',
  });
}

/**
 * One unit goes to the cart and the item leaves the wishlist. The cart belongs to another
 * feature, so the app says how to refresh it (`onMoved`).
 */
export function useMoveWishlistItemToCart(onMoved: () => void) {
  return useWishlistMutation<number>({
    mutationFn: moveWishlistItemToCart,
    predict: withoutItem,
    failure: 'wishlist.toast.moveFailed',
    success: 'wishlist.toast.moved',
    onSuccess: onMoved,
  });
}
