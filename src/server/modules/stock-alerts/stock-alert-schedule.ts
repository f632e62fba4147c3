/**
 * When the woken asks are sent: right after any admin write (a restock is one, whichever page made
 * it), before its answer leaves; and every 15 seconds for stock that came back otherwise (a
 * cancelled order, a failed payment, batches back on sale at midnight).
 */
import type { FastifyInstance } from 'fastify';
import { sendWokenStockAlerts } from './stock-alert-sender';

const SWEEP_MS = 15_000;

export function scheduleStockAlerts(app: FastifyInstance): void {
  const sweep = async () => {
    try {
      const queued = await sendWokenStockAlerts(app.db, app.config);
      if (queued > 0) app.log.info({ queued }, 'back-in-stock news queued');
    } catch (error) {
      app.log.warn({ err: error }, 'queueing back-in-stock news failed');
    }
  };
  app.addHook('onSend', async (request, reply) => {
    if (
      request.method !== 'GET' &&
      request.url.startsWith('/api/admin/') &&
      reply.statusCode < 400
    ) {
      await sweep();
    }
  });
  // Tools and tests that run no message worker run no timer either.
  if (app.config.messagePollMs <= 0) return;
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
