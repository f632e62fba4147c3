import fp from 'fastify-plugin';
import { adminOrderRoutes } from './admin-order-routes';
import { ordersRoutes } from './order-routes';
import { staffOrderRoutes } from './staff-order-routes';

export const ordersPlugin = fp(
  async (app) => {
    await app.register(ordersRoutes);
    await app.register(adminOrderRoutes);
    await app.register(staffOrderRoutes);
  },
  { name: 'orders' },
);
