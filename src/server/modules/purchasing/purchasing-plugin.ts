/** Suppliers, purchase orders and goods received (decision 039). */
import fp from 'fastify-plugin';
import { purchasingRoutes } from './purchasing-routes';

export const purchasingPlugin = fp(
  async (app) => {
    await app.register(purchasingRoutes);
  },
  { name: 'purchasing', dependencies: ['stock'] },
);
