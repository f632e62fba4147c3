/** Shoppers' data rights: downloading what the shop keeps about them. */
import fp from 'fastify-plugin';
import { privacyRoutes } from './privacy-routes';

export const privacyPlugin = fp(
  async (app) => {
    await app.register(privacyRoutes);
  },
  { name: 'privacy' },
);
