/** The shop module: the shop's public facts (name, contacts, payment accounts) for every page. */
import fp from 'fastify-plugin';
import { shopRoutes } from './shop-routes';

export const shopPlugin = fp(
  async (app) => {
    await app.register(shopRoutes);
  },
  { name: 'shop' },
);
