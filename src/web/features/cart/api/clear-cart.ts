import { EMPTY_CART } from '#shared/cart';
import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { useCartMutation } from './cart-mutation';

export function clearCart() {
  return apiRequest<Cart>('/api/cart', { method: 'DELETE' });
}

export function useClearCart() {
  return useCartMutation<void>({
    mutationFn: clearCart,
    predict: () => EMPTY_CART,
    failure: 'cart.toast.clearFailed',
    success: () => 'cart.toast.cleared',
  });
}
