/** Stock (decision 038): batches, the ledger, and taking expiring batches off sale at midnight. */
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
