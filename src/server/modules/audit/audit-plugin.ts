import fp from 'fastify-plugin';
import { scheduleAuditArchive } from './archive';
import { auditHook } from './audit-hook';
import { auditRoutes } from './audit-routes';

export const auditPlugin = fp(
  async (app) => {
    await app.register(auditHook);
    await app.register(auditRoutes);
    scheduleAuditArchive(app);
  },
  { name: 'audit' },
);
