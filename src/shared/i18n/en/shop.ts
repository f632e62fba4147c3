/**
 * Every word the storefront shows at first paint: the catalogue the browser loads for this language.
 * The reviews' words load with the reviews (web/app/area-words.ts).
 */
import { bannerMessages } from './banners';
import { cart } from './cart';
import { catalog } from './catalog';
import { common } from './common';
import { orders } from './orders';
import { saleMessages } from './sales';
import { validation } from './validation';
import { wishlist } from './wishlist';

export const shopMessages = {
  ...common,
  ...catalog,
  ...cart,
  ...wishlist,
  ...orders,
  ...validation,
  ...saleMessages,
  ...bannerMessages,
};
