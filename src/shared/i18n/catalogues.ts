/**
 * All catalogues, for the server and tests. The browser loads its language's `shop` one with every
 * page, the lazy areas' (static, account, checkout, addresses, coupons, consent, chat, contact, track, delivery, returns, complaints, VAT invoice, reviews, back in stock, order pages, points, wishlist tab, cart page, admin) with their pages.
 */

import { account as accountBn } from './bn/account';
import { addressMessages as addressesBn } from './bn/addresses';
import { adminMessages as adminBn } from './bn/admin';
import { cartPage as cartPageBn } from './bn/cart-page';
import { chatMessages as chatBn } from './bn/chat';
import { checkout as checkoutBn } from './bn/checkout';
import { complaintMessages as complaintsBn } from './bn/complaints';
import { consentMessages as consentBn } from './bn/consent';
import { contact as contactBn } from './bn/contact';
import { couponMessages as couponsBn } from './bn/coupons';
import { deliveryMessages as deliveryBn } from './bn/delivery';
import { orderPages as orderPagesBn } from './bn/order-pages';
import { pointsMessages as pointsBn } from './bn/points';
import { returnMessages as returnsBn } from './bn/returns';
import { reviews as reviewsBn } from './bn/reviews';
import { serverMessages as serverBn } from './bn/server';
import { shopMessages as shopBn } from './bn/shop';
import { staticPages as staticBn } from './bn/static';
import { stockAlertMessages as stockAlertsBn } from './bn/stock-alerts';
import { track as trackBn } from './bn/track';
import { vatInvoiceMessages as vatInvoiceBn } from './bn/vat-invoice';
import { wishlistTab as wishlistTabBn } from './bn/wishlist-tab';
import { account as accountEn } from './en/account';
import { addressMessages as addressesEn } from './en/addresses';
import { adminMessages as adminEn } from './en/admin';
import { cartPage as cartPageEn } from './en/cart-page';
import { chatMessages as chatEn } from './en/chat';
import { checkout as checkoutEn } from './en/checkout';
import { complaintMessages as complaintsEn } from './en/complaints';
import { consentMessages as consentEn } from './en/consent';
import { contact as contactEn } from './en/contact';
import { couponMessages as couponsEn } from './en/coupons';
import { deliveryMessages as deliveryEn } from './en/delivery';
import { orderPages as orderPagesEn } from './en/order-pages';
import { pointsMessages as pointsEn } from './en/points';
import { returnMessages as returnsEn } from './en/returns';
import { reviews as reviewsEn } from './en/reviews';
import { serverMessages as serverEn } from './en/server';
import { shopMessages as shopEn } from './en/shop';
import { staticPages as staticEn } from './en/static';
import { stockAlertMessages as stockAlertsEn } from './en/stock-alerts';
import { track as trackEn } from './en/track';
import { vatInvoiceMessages as vatInvoiceEn } from './en/vat-invoice';
import { wishlistTab as wishlistTabEn } from './en/wishlist-tab';
import type { Language } from './languages';
import type { Messages } from './translator';

export const CATALOGUES = {
  shop: { en: shopEn, bn: shopBn },
  static: { en: staticEn, bn: staticBn },
  account: { en: accountEn, bn: accountBn },
  checkout: { en: checkoutEn, bn: checkoutBn },
  addresses: { en: addressesEn, bn: addressesBn },
  coupons: { en: couponsEn, bn: couponsBn },
  consent: { en: consentEn, bn: consentBn },
  chat: { en: chatEn, bn: chatBn },
  contact: { en: contactEn, bn: contactBn },
  track: { en: trackEn, bn: trackBn },
  delivery: { en: deliveryEn, bn: deliveryBn },
  returns: { en: returnsEn, bn: returnsBn },
  complaints: { en: complaintsEn, bn: complaintsBn },
  vatInvoice: { en: vatInvoiceEn, bn: vatInvoiceBn },
  reviews: { en: reviewsEn, bn: reviewsBn },
  stockAlerts: { en: stockAlertsEn, bn: stockAlertsBn },
  orderPages: { en: orderPagesEn, bn: orderPagesBn },
  points: { en: pointsEn, bn: pointsBn },
  wishlistTab: { en: wishlistTabEn, bn: wishlistTabBn },
  cartPage: { en: cartPageEn, bn: cartPageBn },
  admin: { en: adminEn, bn: adminBn },
  server: { en: serverEn, bn: serverBn },
} satisfies Record<string, Record<Language, Messages>>;

export const ALL_MESSAGES: Record<Language, Messages> = {
  en: {
    ...shopEn,
    ...staticEn,
    ...accountEn,
    ...checkoutEn,
    ...addressesEn,
    ...couponsEn,
    ...consentEn,
    ...chatEn,
    ...contactEn,
    ...trackEn,
    ...deliveryEn,
    ...returnsEn,
    ...complaintsEn,
    ...vatInvoiceEn,
    ...reviewsEn,
    ...stockAlertsEn,
    ...orderPagesEn,
    ...pointsEn,
    ...wishlistTabEn,
    ...cartPageEn,
    ...adminEn,
    ...serverEn,
  },
  bn: {
    ...shopBn,
    ...staticBn,
    ...accountBn,
    ...checkoutBn,
    ...addressesBn,
    ...couponsBn,
    ...consentBn,
    ...chatBn,
    ...contactBn,
    ...trackBn,
    ...deliveryBn,
    ...returnsBn,
    ...complaintsBn,
    ...vatInvoiceBn,
    ...reviewsBn,
    ...stockAlertsBn,
    ...orderPagesBn,
    ...pointsBn,
    ...wishlistTabBn,
    ...cartPageBn,
    ...adminBn,
    ...serverBn,
  },
};
