/**
 * /healthz for load balancers and people: answers within a second whatever the database does
 * (a frozen one must not hang the check that should report it), and names what is down or slow.
 */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client';

/** Under a second in all, with room for the answer itself. */
const PING_LIMIT_MS = 800;

type DatabaseState = 'ok' | 'unreachable' | 'not answering';

async function databaseState(app: FastifyInstance): Promise<[DatabaseState, unknown]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PING_LIMIT_MS);
  });
  try {
    const outcome = await Promise.race([pingDatabase(app.db).then(() => 'ok' as const), late]);
    return outcome === 'ok' ? ['ok', null] : ['not answering', null];
  } catch (error) {
    return ['unreachable', error];
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    const [database, error] = await databaseState(app);
    if (database === 'ok') return { status: 'ok', database };
    if (error) request.log.warn({ err: error }, 'health check: database unreachable');
    const downSince = app.databaseAvailability.downSince;
    return reply.status(503).send({
      status: 'unavailable',
      database,
      ...(downSince === null ? {} : { downForMs: Date.now() - downSince }),
      detail:
        database === 'unreachable'
          ? 'the database refused or dropped the connection'
          : `the database did not answer within ${PING_LIMIT_MS} ms`,
    });
  });
}
