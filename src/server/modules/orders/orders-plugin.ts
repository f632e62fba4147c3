/** The orders module: placing and reading orders, and the admin's orders. */
import fp from 'fastify-plugin';
import { adminOrderRoutes } from './admin-order-routes';
import { ordersRoutes } from './order-routes';

export const ordersPlugin = fp(
  async (app) => {
    await app.register(ordersRoutes);
    await app.register(adminOrderRoutes);
  },
  { name: 'orders' },
);
