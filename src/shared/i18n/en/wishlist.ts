/** The wishlist. */
export const wishlist = {
  // Toasts
  'wishlist.toast.added': 'Added to wishlist',
  'wishlist.toast.addFailed': 'Failed to add to wishlist',
  'wishlist.toast.removed': 'Removed from wishlist',
  'wishlist.toast.removeFailed': 'Failed to remove from wishlist',
  'wishlist.toast.moved': 'Item added to cart',
  'wishlist.toast.moveFailed': 'Failed to add item to cart',
};
