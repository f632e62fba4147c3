/**
 * The storefront's buttons as plain forms (docs/decisions/022): where each posts and what it
 * sends, shared by the pages that render them and the routes that answer them. Small on purpose:
 * the pages' first load carries it.
 */
export const PAGE_FORMS = {
  cart: '/api/page-forms/cart',
  wishlist: '/api/page-forms/wishlist',
  language: '/api/page-forms/language',
} as const;

/** The page a form came from, where its answer sends the shopper back. */
export const BACK_FIELD = 'back';

/** What a form's answer tells the page it sends the shopper back to (`?notice=`). */
export const PAGE_NOTICES = [
  'added-to-cart',
  'wishlist-added',
  'wishlist-removed',
  'not-added',
] as const;
export type PageNotice = (typeof PAGE_NOTICES)[number];
export const NOTICE_PARAM = 'notice';
