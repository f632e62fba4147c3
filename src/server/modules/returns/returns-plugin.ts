/** The returns module (docs/decisions/019). Contract: src/shared/schemas/returns.ts. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminReturnMoneyRoutes } from './admin-return-money-routes';
import { adminReturnRoutes } from './admin-return-routes';
import { shopperReturnRoutes } from './shopper-return-routes';

export const returnsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(shopperReturnRoutes);
    await app.register(adminReturnRoutes);
    await app.register(adminReturnMoneyRoutes);
  },
  { name: 'returns', dependencies: ['couriers'] },
);
