// The storefront's buttons as plain forms (docs/decisions/022), shared by pages and routes.
// Small on purpose: the pages' first load carries it.
export const PAGE_FORMS = {
  cart: '/api/page-forms/cart',
  wishlist: '/api/page-forms/wishlist',
  language: '/api/page-forms/language',
} as const;

export const BACK_FIELD = 'back';

export const PAGE_NOTICES = [
  'added-to-cart',
  'wishlist-added',
  'wishlist-removed',
  'not-added',
] as const;
export type PageNotice = (typeof PAGE_NOTICES)[number];
export const NOTICE_PARAM = 'notice';
