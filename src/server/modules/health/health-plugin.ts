import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes';

export const healthPlugin = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health' },
);
