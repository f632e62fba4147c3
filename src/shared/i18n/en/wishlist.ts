/** The wishlist. */
export const wishlist = {
  // The account's Wishlist tab
  'wishlist.tab.loading': 'Loading wishlist',
  'wishlist.tab.loadError': 'We could not load your wishlist. Please try again.',
  'wishlist.tab.emptyTitle': 'Your wishlist is empty',
  'wishlist.tab.emptyBody': 'Save the products you love and find them here later.',
  'wishlist.tab.heading': 'My Wishlist',
  // A wishlist card
  'wishlist.card.product': 'Product',
  'wishlist.card.moveToCart': 'Move to Cart',
  'wishlist.card.viewProduct': 'View Product',
  'wishlist.card.remove': 'Remove',
  'wishlist.card.removeLabel': 'Remove {name} from wishlist',
  // Toasts
  'wishlist.toast.added': 'Added to wishlist',
  'wishlist.toast.addFailed': 'Failed to add to wishlist',
  'wishlist.toast.removed': 'Removed from wishlist',
  'wishlist.toast.removeFailed': 'Failed to remove from wishlist',
  'wishlist.toast.moved': 'Item added to cart',
  'wishlist.toast.moveFailed': 'Failed to add item to cart',
};
