/** The audit module: the scope every admin write runs in, and Admin → Activity's routes. */
import fp from 'fastify-plugin';
import { auditHook } from './audit-hook';
import { auditRoutes } from './audit-routes';

export const auditPlugin = fp(
  async (app) => {
    await app.register(auditHook);
    await app.register(auditRoutes);
  },
  { name: 'audit' },
);
