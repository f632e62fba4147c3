import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
