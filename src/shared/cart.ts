import type { Cart } from './schemas/cart';

/** Nothing in it: a new shopper's cart, and what placing an order leaves (the server empties it). */
export const EMPTY_CART: Cart = { items: [], itemCount: 0, subtotal: 0 };
