import fp from 'fastify-plugin';
import { cartRoutes } from './cart-routes';

export const cartPlugin = fp(
  async (app) => {
    await app.register(cartRoutes);
  },
  { name: 'cart' },
);
