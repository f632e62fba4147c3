import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Wishlist } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorCode } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { withoutItem } from '../utils/wishlist-items';
import { useWishlistMutation } from './wishlist-mutation';

export function moveWishlistItemToCart(productId: number) {
  return apiRequest<Wishlist>(`/api/wishlist/items/${productId}/move-to-cart`, {
    method: 'POST',
  });
}

/**
 * One unit goes to the cart (the header badge and /cart reload it) and the item leaves the
 * wishlist. The wishlist keeps products, not shades: one with options (the server answers
 * CHOOSE_VARIANT) sends the shopper to its page to choose, with the server's 'Choose a Shade first'.
 */
export function useMoveWishlistItemToCart() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useWishlistMutation<number>({
    mutationFn: moveWishlistItemToCart,
    predict: withoutItem,
    failure: 'wishlist.toast.moveFailed',
    success: 'wishlist.toast.moved',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
    handled: (error, productId) => {
      if (apiErrorCode(error) !== 'CHOOSE_VARIANT') return false;
      toast.info(error.message);
      navigate(`/product/${productId}`);
      return true;
    },
  });
}
