/**
 * The promotions module: the sale clock that applies scheduled sales, the cart's price quote with
 * a coupon, and the admin's coupons, sales and free-delivery settings.
 */
import fp from 'fastify-plugin';
import { adminPromotionRoutes } from './admin-promotion-routes';
import { quoteRoutes } from './quote-routes';
import { type SaleClockPluginOptions, saleClockPlugin } from './sale-clock-plugin';

export const promotionsPlugin = fp<SaleClockPluginOptions>(
  async (app, options) => {
    await app.register(saleClockPlugin, options);
    await app.register(quoteRoutes);
    await app.register(adminPromotionRoutes);
  },
  { name: 'promotions' },
);
