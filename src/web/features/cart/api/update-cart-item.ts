import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { setLineQuantity } from '../utils/cart-lines';
import { useCartMutation } from './cart-mutation';

export type UpdateCartItem = { productId: number; quantity: number };

export function updateCartItem({ productId, quantity }: UpdateCartItem) {
  return apiRequest<Cart>(`/api/cart/items/${productId}`, {
    method: 'PUT',
    body: { quantity },
  });
}

/** Zero removes the line, which the shopper is told. */
export function useUpdateCartItem() {
  return useCartMutation<UpdateCartItem>({
    mutationFn: updateCartItem,
    predict: (cart, { productId, quantity }) => setLineQuantity(cart, productId, quantity),
    failure: 'cart.toast.updateFailed',
    success: ({ quantity }) => (quantity <= 0 ? 'cart.toast.removed' : undefined),
  });
}
