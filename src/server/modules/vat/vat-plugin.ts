/** The shop's legal identity and VAT (decision 042): settings, the footer's numbers, Mushak-6.3. */
import fp from 'fastify-plugin';
import { createShopLegalCache, type ShopLegalCache } from './shop-legal-cache';
import { vatRoutes } from './vat-routes';

declare module 'fastify' {
  interface FastifyInstance {
    shopLegal: ShopLegalCache;
  }
}

export const vatPlugin = fp(
  async (app) => {
    const keepMs = Math.min(Math.max(app.config.catalogCacheSeconds, 1), 5) * 1000;
    app.decorate('shopLegal', createShopLegalCache(app.db, keepMs));
    await app.register(vatRoutes);
  },
  { name: 'vat' },
);
