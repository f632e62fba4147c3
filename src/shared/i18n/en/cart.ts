/** The cart page and cart toasts. */
export const cart = {};
