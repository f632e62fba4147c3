import fp from 'fastify-plugin';
import { adminProductRoutes } from './admin-product-routes';
import { catalogCachePlugin } from './cache-plugin';
import { catalogRoutes } from './catalog-routes';
import { searchLogPlugin } from './search-log';
import { searchRoutes } from './search-routes';

export const catalogPlugin = fp(
  async (app) => {
    await app.register(catalogCachePlugin);
    await app.register(searchLogPlugin);
    await app.register(catalogRoutes);
    await app.register(adminProductRoutes);
    await app.register(searchRoutes);
  },
  { name: 'catalog' },
);
