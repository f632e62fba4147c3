/** The staff module: who works in the shop and the roles they hold (decision 033). */
import fp from 'fastify-plugin';
import { staffRoutes } from './staff-routes';

export const staffPlugin = fp(
  async (app) => {
    await app.register(staffRoutes);
  },
  { name: 'staff' },
);
