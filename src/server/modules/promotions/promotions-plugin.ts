/** Promotions (decision 016): the sale clock, the cart's coupon quote, the admin's settings. */
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
