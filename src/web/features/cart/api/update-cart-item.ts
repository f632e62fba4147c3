import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { type LineKey, setLineQuantity } from '../utils/cart-lines';
import { useCartMutation } from './cart-mutation';

export type UpdateCartItem = LineKey & { quantity: number };

/** The variant names the line when the product is in the cart in more than one shade or size. */
export function updateCartItem({ productId, variantId, quantity }: UpdateCartItem) {
  return apiRequest<Cart>(`/api/cart/items/${productId}`, {
    method: 'PUT',
    body: variantId === undefined ? { quantity } : { variantId, quantity },
  });
}

/** Zero removes the line, which the shopper is told. */
export function useUpdateCartItem() {
  return useCartMutation<UpdateCartItem>({
    mutationFn: updateCartItem,
    predict: (cart, { quantity, ...key }) => setLineQuantity(cart, key, quantity),
    failure: 'cart.toast.updateFailed',
    success: ({ quantity }) => (quantity <= 0 ? 'cart.toast.removed' : undefined),
  });
}
