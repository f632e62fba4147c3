import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { type LineKey, removeLine } from '../utils/cart-lines';
import { useCartMutation } from './cart-mutation';

/** The variant names the line when the product is in the cart in more than one shade or size. */
export function removeCartItem({ productId, variantId }: LineKey) {
  const query = variantId === undefined ? '' : `?variantId=${variantId}`;
  return apiRequest<Cart>(`/api/cart/items/${productId}${query}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  return useCartMutation<LineKey>({
    mutationFn: removeCartItem,
    predict: removeLine,
    failure: 'cart.toast.removeFailed',
    success: () => 'cart.toast.removed',
  });
}
