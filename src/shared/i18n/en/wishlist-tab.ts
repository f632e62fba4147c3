/** The account's Wishlist tab: it loads with the account page. */
export const wishlistTab = {
  'wishlist.tab.loading': 'Loading wishlist',
  'wishlist.tab.loadError': 'We could not load your wishlist. Please try again.',
  'wishlist.tab.emptyTitle': 'Your wishlist is empty',
  'wishlist.tab.emptyBody': 'Save the products you love and find them here later.',
  'wishlist.tab.heading': 'My Wishlist',
  'wishlist.card.product': 'Product',
  'wishlist.card.moveToCart': 'Move to Cart',
  'wishlist.card.viewProduct': 'View Product',
  'wishlist.card.remove': 'Remove',
  'wishlist.card.removeLabel': 'Remove {name} from wishlist',
};
