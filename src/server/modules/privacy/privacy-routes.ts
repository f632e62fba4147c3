import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import {
  consentHistorySchema,
  stopMarketingAnswerSchema,
  stopMarketingInputSchema,
} from '#shared/schemas/privacy';
import { errorResponses, HttpError } from '../../http-error';
import { translatorOf } from '../../i18n';
import { requireViewer } from '../../plugins/access';
import { insertAuditEntry, requestScope } from '../audit';
import { consentHistory } from './consent-history';
import { accountData } from './data-export';
import { phoneOfStopToken, stopMarketing } from './stop-links';

/** The export's lock space: one export per account at a time, on every server. */
const EXPORT_LOCK_SPACE = 43_001;

export async function privacyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/marketing/stop',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "Stop marketing messages to the number a message's stop link was made for; order news still comes",
        body: stopMarketingInputSchema,
        response: { 200: stopMarketingAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const phone = phoneOfStopToken(app.config.authSecret, request.body.token);
      if (!phone) throw new HttpError(400, msg('validation.stop.token'), 'STOP_LINK_INVALID');
      await stopMarketing(app.db, phone, request.ip);
      return { phone: `${phone.slice(0, 3)}••••${phone.slice(-4)}` };
    },
  );

  routes.get(
    '/api/account/consents',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Every yes or no you gave to messages, with when and where, newest first',
        response: { 200: consentHistorySchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ consents: await consentHistory(app.db, requireViewer(request).userId) }),
  );

  /** Exports under way on this server; the database lock covers the others. */
  const exporting = new Set<string>();

  routes.get(
    '/api/account/data',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'Download everything the shop keeps about you as JSON (409 EXPORT_RUNNING while one is being made)',
        response: { 200: z.string(), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const running = () =>
        new HttpError(409, msg('errors.privacy.exportRunning'), 'EXPORT_RUNNING');
      if (exporting.has(viewer.userId)) throw running();
      exporting.add(viewer.userId);
      try {
        const now = new Date();
        const data = await app.db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ locked: boolean }>(
            sql`SELECT pg_try_advisory_xact_lock(${EXPORT_LOCK_SPACE}, hashtext(${viewer.userId})) AS locked`,
          );
          if (!rows[0]?.locked) throw running();
          const found = await accountData(tx, viewer.userId, translatorOf(request), now);
          if (!found) throw new HttpError(401, msg('errors.signInRequired'));
          // Personal data leaving the shop: when and from where is kept, as for staff's exports.
          await insertAuditEntry(tx, requestScope(request, viewer, 'account'), {
            action: 'account.dataExport',
            entity: 'account',
            entityId: viewer.userId,
          });
          return found;
        });
        return reply
          .headers({
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': `attachment; filename="sajghor-my-data-${now.toISOString().slice(0, 10)}.json"`,
            'cache-control': 'no-store',
          })
          .send(JSON.stringify(data, null, 2));
      } finally {
        exporting.delete(viewer.userId);
      }
    },
  );
}
