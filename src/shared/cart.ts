import type { Cart } from './schemas/cart';

export const EMPTY_CART: Cart = { items: [], itemCount: 0, subtotal: 0 };
