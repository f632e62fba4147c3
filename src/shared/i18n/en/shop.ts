/** Every word the storefront shows: the catalogue the browser loads for this language. */
import { bannerMessages } from './banners';
import { cart } from './cart';
import { catalog } from './catalog';
import { common } from './common';
import { orders } from './orders';
import { reviews } from './reviews';
import { saleMessages } from './sales';
import { validation } from './validation';
import { wishlist } from './wishlist';

export const shopMessages = {
  ...common,
  ...catalog,
  ...cart,
  ...wishlist,
  ...reviews,
  ...orders,
  ...validation,
  ...saleMessages,
  ...bannerMessages,
};
