/** The wishlist. */
export const wishlist = {};
