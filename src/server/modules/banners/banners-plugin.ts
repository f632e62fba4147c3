import fp from 'fastify-plugin';
import { bannerRoutes } from './banner-routes';

export const bannersPlugin = fp(
  async (app) => {
    await app.register(bannerRoutes);
  },
  { name: 'banners' },
);
