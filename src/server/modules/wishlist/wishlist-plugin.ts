import fp from 'fastify-plugin';
import { wishlistRoutes } from './wishlist-routes';

export const wishlistPlugin = fp(
  async (app) => {
    await app.register(wishlistRoutes);
  },
  { name: 'wishlist' },
);
