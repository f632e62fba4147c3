import type { Wishlist, WishlistItem } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { withItem } from '../utils/wishlist-items';
import { useWishlistMutation } from './wishlist-mutation';

export function addWishlistItem(item: WishlistItem) {
  return apiRequest<Wishlist>('/api/wishlist/items', {
    method: 'POST',
    body: { productId: item.productId },
  });
}

export function useAddWishlistItem() {
  return useWishlistMutation<WishlistItem>({
    mutationFn: addWishlistItem,
    predict: withItem,
    failure: 'wishlist.toast.addFailed',
    success: 'wishlist.toast.added',
  });
}
