/** The catalogue module: the catalogue cache, the shopper's lists, search and product pages, and the admin's products. */
import fp from 'fastify-plugin';
import { adminProductRoutes } from './admin-product-routes';
import { catalogCachePlugin } from './cache-plugin';
import { catalogRoutes } from './catalog-routes';

export const catalogPlugin = fp(
  async (app) => {
    await app.register(catalogCachePlugin);
    await app.register(catalogRoutes);
    await app.register(adminProductRoutes);
  },
  { name: 'catalog' },
);
