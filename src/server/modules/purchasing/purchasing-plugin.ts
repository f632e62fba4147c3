/** Suppliers, purchase orders and goods received (issue 41, decision 039). */
import fp from 'fastify-plugin';
import { purchasingRoutes } from './purchasing-routes';

export const purchasingPlugin = fp(
  async (app) => {
    await app.register(purchasingRoutes);
  },
  { name: 'purchasing', dependencies: ['stock'] },
);
