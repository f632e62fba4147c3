/** The cart page and cart toasts. */
export const cart = {
  // Cart page
  'cart.title': 'Cart',

  // Toasts of cart changes (also from product pages)
  'cart.toast.added': 'Item added to cart',
  'cart.toast.addFailed': 'Failed to add item to cart',
  'cart.toast.removed': 'Item removed from cart',
  'cart.toast.removeFailed': 'Failed to remove item from cart',
  'cart.toast.updateFailed': 'Failed to update item quantity',
  'cart.toast.cleared': 'Cart cleared',
  'cart.toast.clearFailed': 'Failed to clear cart',
};
