import fp from 'fastify-plugin';
import { trackRoutes } from './track-routes';

export const trackPlugin = fp(
  async (app) => {
    await app.register(trackRoutes);
  },
  { name: 'track' },
);
