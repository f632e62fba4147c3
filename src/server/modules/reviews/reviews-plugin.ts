import fp from 'fastify-plugin';
import { reviewsRoutes } from './review-routes';

export const reviewsPlugin = fp(
  async (app) => {
    await app.register(reviewsRoutes);
  },
  { name: 'reviews' },
);
