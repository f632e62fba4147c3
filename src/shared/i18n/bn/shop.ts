/** The Bangla storefront catalogue; en/shop.ts says what it holds. */
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
