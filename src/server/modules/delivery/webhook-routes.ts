/**
 * The couriers' status webhooks: nothing is believed before the adapter checks the secret, and
 * events are keyed, so a replay changes nothing. No `crossSitePost`: a courier's server sends no
 * Origin, which the same-origin check lets through, while a browser from another site is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CourierName } from '#shared/delivery';
import type { Database } from '../../db/client';
import { errorResponses, HttpError } from '../../http-error';
import {
  type Courier,
  CourierWebhookError,
  type WebhookOutcome,
} from '../../integrations/couriers/courier';
import { applyParcelUpdate, type ParcelUpdateResult, UnknownParcelError } from './apply-update';
import { courierCallLog } from './courier-log';
import { tellShopperOfParcel } from './parcel-news';

const tags = ['delivery'];
const webhookBody = z.looseObject({
  consignment_id: z.union([z.number(), z.string().max(100)]).optional(),
});
/** One parcel's news is a few hundred bytes; anything near this is not a courier's webhook. */
const WEBHOOK_LIMIT_BYTES = 16 * 1024;

type Handled =
  | { kind: 'recorded'; result: ParcelUpdateResult }
  | { kind: 'handshake'; outcome: Extract<WebhookOutcome, { kind: 'handshake' }> }
  | { kind: 'ignored'; reason: string };

function summary(handled: Handled): string {
  if (handled.kind === 'handshake') return 'handshake';
  if (handled.kind === 'ignored') return `ignored: ${handled.reason}`;
  const { result } = handled;
  if (result.outcome === 'known') return `replayed (${result.to}): nothing changed`;
  if (result.outcome === 'stale') return `late (parcel already ${result.from}): not moved`;
  return `${result.from} → ${result.to}`;
}

type Answer = { handled: Handled } | { refusal: HttpError };

async function answerWebhook(
  { db, config }: Pick<FastifyInstance, 'db' | 'config'>,
  courier: CourierName,
  adapter: Courier,
  request: FastifyRequest,
): Promise<Answer> {
  let outcome: WebhookOutcome;
  try {
    outcome = adapter.readWebhook({ headers: request.headers, body: request.body });
  } catch (error) {
    if (!(error instanceof CourierWebhookError)) throw error;
    return { refusal: new HttpError(error.statusCode, error.message) };
  }
  if (outcome.kind === 'handshake') return { handled: { kind: 'handshake', outcome } };
  if (outcome.kind === 'ignored') return { handled: { kind: 'ignored', reason: outcome.reason } };
  try {
    const result = await applyParcelUpdate(db, {
      courier,
      update: outcome.update,
      source: 'webhook',
      onApplied: tellShopperOfParcel(config),
    });
    return { handled: { kind: 'recorded', result } };
  } catch (error) {
    if (!(error instanceof UnknownParcelError)) throw error;
    const message = `No ${courier} parcel ${outcome.update.consignmentId} was booked by this shop`;
    return { refusal: new HttpError(404, message, 'UNKNOWN_PARCEL') };
  }
}

async function recordWebhook(db: Database, courier: CourierName, answer: Answer, ms: number) {
  const call = { operation: 'webhook' as const, durationMs: ms };
  if ('refusal' in answer) {
    const log = courierCallLog(courier, { orderId: null, shipmentId: null });
    const { statusCode, message } = answer.refusal;
    log.onCall({ ...call, ok: false, httpStatus: statusCode, message: `refused: ${message}` });
    return log.save(db);
  }
  const { handled } = answer;
  const log = courierCallLog(
    courier,
    handled.kind === 'recorded'
      ? { orderId: handled.result.order.id, shipmentId: handled.result.shipmentId }
      : { orderId: null, shipmentId: null },
  );
  const httpStatus = handled.kind === 'handshake' ? handled.outcome.status : 200;
  log.onCall({ ...call, ok: true, httpStatus, message: summary(handled).slice(0, 200) });
  return log.save(db);
}

export async function courierWebhookRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function handle(courier: CourierName, request: FastifyRequest): Promise<Handled> {
    const adapter = app.couriers[courier];
    if (!adapter) {
      throw new HttpError(404, `${courier} is not configured`, 'COURIER_NOT_CONFIGURED');
    }
    const started = Date.now();
    const answer = await answerWebhook(app, courier, adapter, request);
    // Without the secret it may come from anyone: logged, never stored in courier_calls.
    if ('refusal' in answer && answer.refusal.statusCode === 401) {
      request.log.warn({ courier }, `${courier} webhook refused: ${answer.refusal.message}`);
    } else {
      await recordWebhook(app.db, courier, answer, Date.now() - started);
    }
    if ('refusal' in answer) throw answer.refusal;
    return answer.handled;
  }

  const failures = errorResponses(400, 401, 404, 413, 415);

  routes.post(
    '/api/webhooks/steadfast',
    {
      bodyLimit: WEBHOOK_LIMIT_BYTES,
      config: { access: 'public' },
      schema: {
        tags,
        body: webhookBody,
        summary: "Steadfast's status webhook (Authorization: Bearer STEADFAST_WEBHOOK_TOKEN)",
        response: {
          200: z.object({ status: z.literal('success'), message: z.string() }),
          ...failures,
        },
      },
    },
    async (request) => {
      const handled = await handle('steadfast', request);
      return { status: 'success' as const, message: summary(handled) };
    },
  );

  routes.post(
    '/api/webhooks/pathao',
    {
      bodyLimit: WEBHOOK_LIMIT_BYTES,
      config: { access: 'public' },
      schema: {
        tags,
        body: webhookBody,
        summary:
          "Pathao's status webhook (X-PATHAO-Signature: PATHAO_WEBHOOK_SECRET); 202 with the integration header for its handshake",
        response: {
          200: z.object({ received: z.boolean() }),
          202: z.unknown(),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const handled = await handle('pathao', request);
      if (handled.kind === 'handshake') {
        const { status, headers, body } = handled.outcome;
        // Pathao asks for 202; the adapter names the status so its contract lives in one place.
        return reply
          .status(status as 202)
          .headers(headers)
          .send(body ?? null);
      }
      return { received: true };
    },
  );
}
