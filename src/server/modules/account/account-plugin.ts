import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { addressRoutes } from './address-routes';

export const accountPlugin = fp(
  async (app) => {
    await app.register(accountRoutes(app.auth));
    await app.register(addressRoutes);
  },
  { name: 'account' },
);
