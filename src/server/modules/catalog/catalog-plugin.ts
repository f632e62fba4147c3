/** The catalogue module: its answer cache, shoppers' lists, search and pages, admins' products. */
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
