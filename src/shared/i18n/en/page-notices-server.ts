/** What a page says after one of its plain forms was answered (docs/decisions/022). */
export const pageNoticeMessages = {
  'errors.page.back': 'The page to return to must be a page of this shop',
  'pageNotice.added-to-cart': 'Added to your cart.',
  'pageNotice.wishlist-added': 'Saved to your wishlist.',
  'pageNotice.wishlist-removed': 'Removed from your wishlist.',
  'pageNotice.not-added': 'This item could not be added to your cart.',
  'pageNotice.viewCart': 'View cart',
  'pageNotice.viewWishlist': 'View wishlist',
  // The page every address answers while the database cannot (status 503)
  'unavailable.title': "We'll be right back",
  'unavailable.text':
    'The shop cannot answer for a moment. Please try again in a few seconds: your cart and your orders are safe.',
  'unavailable.retry': 'Try again',
};
