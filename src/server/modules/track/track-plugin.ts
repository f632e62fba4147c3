/** The track module: /track, an order followed by its number and phone. */
import fp from 'fastify-plugin';
import { trackRoutes } from './track-routes';

export const trackPlugin = fp(
  async (app) => {
    await app.register(trackRoutes);
  },
  { name: 'track' },
);
