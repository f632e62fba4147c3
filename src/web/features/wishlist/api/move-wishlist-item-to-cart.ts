import { useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withoutItem } from '../utils/wishlist-items';
import { useWishlistMutation } from './wishlist-mutation';

export function moveWishlistItemToCart(productId: number) {
  return apiRequest<Wishlist>(`/api/wishlist/items/${productId}/move-to-cart`, {
    method: 'POST',
  });
}

/** One unit goes to the cart (the header badge and /cart reload it) and the item leaves the wishlist. */
export function useMoveWishlistItemToCart() {
  const queryClient = useQueryClient();
  return useWishlistMutation<number>({
    mutationFn: moveWishlistItemToCart,
    predict: withoutItem,
    failure: 'wishlist.toast.moveFailed',
    success: 'wishlist.toast.moved',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}
