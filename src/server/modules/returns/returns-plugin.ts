/**
 * The returns module (issue 21, docs/decisions/019): a shopper asks to return lines of a delivered
 * order; admins decide, bring it back, restock it and refund it. Contract:
 * src/shared/schemas/returns.ts.
 */
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
