/** Every word the storefront shows: the catalogue the browser loads for this language. */
import { account } from './account';
import { cart } from './cart';
import { catalog } from './catalog';
import { checkout } from './checkout';
import { common } from './common';
import { contact } from './contact';
import { orders } from './orders';
import { reviews } from './reviews';
import { staticPages } from './static';
import { validation } from './validation';
import { wishlist } from './wishlist';

export const shopMessages = {
  ...common,
  ...catalog,
  ...cart,
  ...wishlist,
  ...reviews,
  ...account,
  ...checkout,
  ...orders,
  ...contact,
  ...staticPages,
  ...validation,
};
