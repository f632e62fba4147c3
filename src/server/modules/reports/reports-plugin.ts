/** Admin → Reports (docs/decisions/041): the owner's numbers, read from the orders as they are. */
import fp from 'fastify-plugin';
import { reportsRoutes } from './reports-routes';
import { segmentRoutes } from './segment-routes';

export const reportsPlugin = fp(
  async (app) => {
    await app.register(reportsRoutes);
    await app.register(segmentRoutes);
  },
  { name: 'reports' },
);
