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
 * Which line: a product in one shade or size. Without `variantId` it is the product's only line
 * (a product without options, or a line from before variants).
 */
export type LineKey = { productId: number; variantId?: number | undefined };

export function isLine(line: CartLine, key: LineKey): boolean {
  return (
    line.productId === key.productId &&
    (key.variantId === undefined || line.variant?.id === key.variantId)
  );
}

/** The key a line is told apart by: the same product in two shades is two lines. */
export function keyOf(line: Pick<CartLine, 'productId' | 'variant'>): LineKey {
  return { productId: line.productId, variantId: line.variant?.id };
}

/**
 * Adding a variant already in the cart raises its quantity (shared/spec/storefront-spec.md
 * "4. States and transitions"); another shade of the same product is a line of its own.
 */
export function addLine(cart: Cart, product: CartProduct, quantity: number): Cart {
  const key = keyOf(product);
  const existing = cart.items.find((line) => isLine(line, key));
  if (existing) return setLineQuantity(cart, key, existing.quantity + quantity);
  return recount([...cart.items, { ...product, quantity, problem: null }]);
}

/** Zero or less removes the line (shared/spec/storefront-spec.md "4. States and transitions"). */
export function setLineQuantity(cart: Cart, key: LineKey, quantity: number): Cart {
  if (quantity <= 0) return removeLine(cart, key);
  return recount(cart.items.map((line) => (isLine(line, key) ? { ...line, quantity } : line)));
}

export function removeLine(cart: Cart, key: LineKey): Cart {
  return recount(cart.items.filter((line) => !isLine(line, key)));
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
