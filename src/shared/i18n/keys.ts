/** Every message key, taken from the English catalogues; the Bangla ones must have the same keys. */

import type { account } from './en/account';
import type { addressMessages } from './en/addresses';
import type { adminMessages } from './en/admin';
import type { cartPage } from './en/cart-page';
import type { chatMessages } from './en/chat';
import type { checkout } from './en/checkout';
import type { complaintMessages } from './en/complaints';
import type { consentMessages } from './en/consent';
import type { contact } from './en/contact';
import type { couponMessages } from './en/coupons';
import type { deliveryMessages } from './en/delivery';
import type { orderPages } from './en/order-pages';
import type { pointsMessages } from './en/points';
import type { returnMessages } from './en/returns';
import type { reviews } from './en/reviews';
import type { serverMessages } from './en/server';
import type { shopMessages } from './en/shop';
import type { staticPages } from './en/static';
import type { stockAlertMessages } from './en/stock-alerts';
import type { track } from './en/track';
import type { vatInvoiceMessages } from './en/vat-invoice';
import type { wishlistTab } from './en/wishlist-tab';

export type ShopMessageKey = keyof typeof shopMessages;
export type MessageKey =
  | ShopMessageKey
  | keyof typeof staticPages
  | keyof typeof account
  | keyof typeof checkout
  | keyof typeof addressMessages
  | keyof typeof couponMessages
  | keyof typeof consentMessages
  | keyof typeof chatMessages
  | keyof typeof deliveryMessages
  | keyof typeof returnMessages
  | keyof typeof complaintMessages
  | keyof typeof vatInvoiceMessages
  | keyof typeof reviews
  | keyof typeof stockAlertMessages
  | keyof typeof orderPages
  | keyof typeof pointsMessages
  | keyof typeof wishlistTab
  | keyof typeof cartPage
  | keyof typeof contact
  | keyof typeof track
  | keyof typeof adminMessages
  | keyof typeof serverMessages;

/** 'cart.items' when the catalogue has 'cart.items.one' and 'cart.items.other'. */
type PluralBase<K> = K extends `${infer Base}.other` ? Base : never;
export type TranslationKey = MessageKey | PluralBase<MessageKey>;
