import fp from 'fastify-plugin';
import type { ShopInfo } from '#shared/shop';
import { pagesRoutes } from './page-routes';
import { webPlugin } from './web-plugin';

export const pagesPlugin = fp<{ shop: Omit<ShopInfo, 'legal'> }>(
  async (app, { shop }) => {
    await app.register(pagesRoutes);
    await app.register(webPlugin, { shop });
  },
  { name: 'pages' },
);
