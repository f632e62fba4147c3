import type { Cart } from '#shared/schemas/cart';
import { apiRequest } from '../../../lib/api-client';
import { addLine, type CartProduct } from '../utils/cart-lines';
import { useCartMutation } from './cart-mutation';

/** A product with options is added as one variant: `product.variant` names it. */
export type AddCartItem = { product: CartProduct; quantity: number };

export function addCartItem({ product, quantity }: AddCartItem) {
  const variantId = product.variant?.id;
  return apiRequest<Cart>('/api/cart/items', {
    method: 'POST',
    body: { productId: product.productId, ...(variantId ? { variantId } : {}), quantity },
  });
}

export function useAddCartItem() {
  return useCartMutation<AddCartItem>({
    mutationFn: addCartItem,
    predict: (cart, { product, quantity }) => addLine(cart, product, quantity),
    failure: 'cart.toast.addFailed',
    success: () => 'cart.toast.added',
  });
}
