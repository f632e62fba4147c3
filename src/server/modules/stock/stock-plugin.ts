/**
 * The stock module: batches, the ledger and the moves that write it, and the midnight run taking
 * expiring batches off sale (decision 038).
 */
import fp from 'fastify-plugin';
import { scheduleExpiryWithdrawals } from './expiry-schedule';
import { stockCountRoutes } from './stock-count-routes';
import { stockRoutes } from './stock-routes';

export const stockPlugin = fp(
  async (app) => {
    await app.register(stockRoutes);
    await app.register(stockCountRoutes);
    scheduleExpiryWithdrawals(app);
  },
  { name: 'stock' },
);
