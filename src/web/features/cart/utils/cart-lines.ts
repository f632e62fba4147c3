/**
 * The cart as the browser predicts it while the server is asked: the same sums the server makes
 * (item count over every line, subtotal over lines that can be bought), so nothing jumps when
 * the real answer arrives.
 */

import { chargedPrice } from '#shared/pricing';
import type { Cart, CartLine } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';

export type CartProduct = Omit<CartLine, 'quantity' | 'problem'>;

export function recount(items: CartLine[]): Cart {
  const lines = items.map((line) =>
    // Lowering a line to what is in stock fixes it.
    line.problem === 'not_enough_stock' && line.quantity <= line.stockQuantity
      ? { ...line, problem: null }
      : line,
  );
  return {
    items: lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines
      .filter((line) => line.problem === null)
      .reduce((sum, line) => sum + line.price * line.quantity, 0),
  };
}

/**
 * Adding a product already in the cart raises its quantity (shared/spec/storefront-spec.md
 * "4. States and transitions").
 */
export function addLine(cart: Cart, product: CartProduct, quantity: number): Cart {
  const existing = cart.items.find((line) => line.productId === product.productId);
  if (existing) return setLineQuantity(cart, product.productId, existing.quantity + quantity);
  return recount([...cart.items, { ...product, quantity, problem: null }]);
}

/** Zero or less removes the line (shared/spec/storefront-spec.md "4. States and transitions"). */
export function setLineQuantity(cart: Cart, productId: number, quantity: number): Cart {
  if (quantity <= 0) return removeLine(cart, productId);
  return recount(
    cart.items.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
  );
}

export function removeLine(cart: Cart, productId: number): Cart {
  return recount(cart.items.filter((line) => line.productId !== productId));
}

/** A catalogue product as a cart line shows it: at the price charged now. */
export function toCartProduct(product: Product): CartProduct {
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand,
    price: chargedPrice(product),
    images: product.images,
    stockQuantity: product.stockQuantity,
  };
}
