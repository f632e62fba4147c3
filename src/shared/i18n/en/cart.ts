/** The cart page and cart toasts. */
export const cart = {
  // Cart page
  'cart.title': 'Cart',
  'cart.heading': 'Your Cart',
  'cart.signedOut.prompt': 'Please sign in to view your cart',
  'cart.signedOut.signIn': 'Sign In',
  'cart.loadFailed.toast': 'Failed to load cart items',
  'cart.loadFailed.body': 'We could not load your cart. Please try again.',
  'cart.tryAgain': 'Try Again',
  'cart.clear': 'Clear Cart',
  'cart.empty.title': 'Your cart is empty',
  'cart.empty.body': 'Find something you love and it will wait for you here.',
  'cart.empty.action': 'Start Shopping',
  'cart.list.label': 'Items in your cart',

  // One line of the cart
  'cart.line.each': '{price} each',
  'cart.line.remove': 'Remove {name} from cart',
  'cart.line.decrease': 'Decrease quantity of {name}',
  'cart.line.increase': 'Increase quantity of {name}',
  'cart.line.quantity': 'Quantity',
  'cart.line.onlyLeft': 'Only {count} left in stock.',
  'cart.line.changeTo': 'Change to {count}',
  'cart.line.outOfStock': 'Out of stock. Remove it to check out.',
  'cart.line.unavailable': 'No longer available. Remove it to check out.',

  // Order summary beside the lines
  'cart.summary.title': 'Order Summary',
  'cart.summary.items': 'Items',
  'cart.summary.subtotal': 'Subtotal',
  'cart.summary.shippingNote': 'Shipping and taxes calculated at checkout',
  'cart.summary.insideDhaka': 'Inside Dhaka: {fee}',
  'cart.summary.outsideDhaka': 'Outside Dhaka: {fee}',
  'cart.summary.checkout': 'Proceed to Checkout',
  'cart.summary.blocked': 'Remove or change the marked items to check out.',
  'cart.summary.continue': 'Continue Shopping',

  // Toasts of cart changes (also from product pages)
  'cart.toast.added': 'Item added to cart',
  'cart.toast.addFailed': 'Failed to add item to cart',
  'cart.toast.removed': 'Item removed from cart',
  'cart.toast.removeFailed': 'Failed to remove item from cart',
  'cart.toast.updateFailed': 'Failed to update item quantity',
  'cart.toast.cleared': 'Cart cleared',
  'cart.toast.clearFailed': 'Failed to clear cart',
};
