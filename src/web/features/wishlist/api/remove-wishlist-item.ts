import type { Wishlist } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { withoutItem } from '../utils/wishlist-items';
import { useWishlistMutation } from './wishlist-mutation';

export function removeWishlistItem(productId: number) {
  return apiRequest<Wishlist>(`/api/wishlist/items/${productId}`, { method: 'DELETE' });
}

export function useRemoveWishlistItem() {
  return useWishlistMutation<number>({
    mutationFn: removeWishlistItem,
    predict: withoutItem,
    failure: 'wishlist.toast.removeFailed',
    success: 'wishlist.toast.removed',
  });
}
