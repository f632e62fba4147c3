/** Points and store credit (issue 44, decisions 048 and 049): the shopper's side and the owner's. */
import fp from 'fastify-plugin';
import { walletRoutes } from './wallet-routes';

export const walletPlugin = fp(
  async (app) => {
    await app.register(walletRoutes);
  },
  { name: 'wallet' },
);
