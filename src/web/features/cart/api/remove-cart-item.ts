import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { removeLine } from '../utils/cart-lines';
import { useCartMutation } from './cart-mutation';

export function removeCartItem(productId: number) {
  return apiRequest<Cart>(`/api/cart/items/${productId}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  return useCartMutation<number>({
    mutationFn: removeCartItem,
    predict: removeLine,
    failure: 'cart.toast.removeFailed',
    success: () => 'cart.toast.removed',
  });
}
