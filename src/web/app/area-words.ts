/**
 * Catalogues of their own for areas most visits never open (long texts, account pages, checkout,
 * contact, order tracking): their
 * pages load them; every other page saves the bytes (docs/decisions/007).
 */
import type { Messages } from '#shared/i18n/translator';
import type { MessageLoaders } from '../lib/i18n';

export const STATIC_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/static').then((m) => m.staticPages),
  bn: () => import('#shared/i18n/bn/static').then((m) => m.staticPages),
};

export const CHECKOUT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/checkout').then((m) => m.checkout),
  bn: () => import('#shared/i18n/bn/checkout').then((m) => m.checkout),
};

export const CONTACT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/contact').then((m) => m.contact),
  bn: () => import('#shared/i18n/bn/contact').then((m) => m.contact),
};

/** An order's page and the list of orders (Account → Orders, /track). */
export const ORDER_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/order-pages').then((m) => m.orderPages),
  bn: () => import('#shared/i18n/bn/order-pages').then((m) => m.orderPages),
};

/** Words that come on top of an area's own: the account page's tabs, /track's order. */
const withWords =
  (own: () => Promise<Messages>, ...more: (() => Promise<Messages>)[]) =>
  async (): Promise<Messages> =>
    Object.assign({}, ...(await Promise.all([...more, own].map((load) => load()))));

export const ACCOUNT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/account').then((m) => m.account),
  bn: () => import('#shared/i18n/bn/account').then((m) => m.account),
};

const WISHLIST_TAB_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/wishlist-tab').then((m) => m.wishlistTab),
  bn: () => import('#shared/i18n/bn/wishlist-tab').then((m) => m.wishlistTab),
};

/** The account page: its own words, its Orders tab's and its Wishlist tab's. */
export const ACCOUNT_PAGE_WORDS: MessageLoaders = {
  en: withWords(ACCOUNT_WORDS.en, ORDER_WORDS.en, WISHLIST_TAB_WORDS.en),
  bn: withWords(ACCOUNT_WORDS.bn, ORDER_WORDS.bn, WISHLIST_TAB_WORDS.bn),
};

export const TRACK_WORDS: MessageLoaders = {
  en: withWords(() => import('#shared/i18n/en/track').then((m) => m.track), ORDER_WORDS.en),
  bn: withWords(() => import('#shared/i18n/bn/track').then((m) => m.track), ORDER_WORDS.bn),
};

/** Reviews sit below the fold and load as the shopper scrolls toward them; so do their words. */

/** The cart page's lines and summary; the header's count and the toasts keep theirs. */
export const CART_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/cart-page').then((m) => m.cartPage),
  bn: () => import('#shared/i18n/bn/cart-page').then((m) => m.cartPage),
};
