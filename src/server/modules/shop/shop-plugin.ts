import fp from 'fastify-plugin';
import { shopRoutes } from './shop-routes';

export const shopPlugin = fp(
  async (app) => {
    await app.register(shopRoutes);
  },
  { name: 'shop' },
);
