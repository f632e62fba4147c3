/**
 * Gateway callbacks and SSLCommerz's IPN. Nothing a callback says is believed: its id only finds
 * the attempt, and the gateway is asked before anything is settled (settle.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentFailureReason, PaymentGatewayName } from '#shared/payments';
import { bkashCallbackQuerySchema, sslcommerzReturnSchema } from '#shared/schemas/payment';
import type { Database } from '../../db/client';
import { paymentCalls } from '../../db/schema';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { notifyInTransaction } from '../orders';
import { askAndSettle, attemptByGatewayId, attemptByReference } from './attempts';
import type { AttemptRow, SettleResult } from './settle';

const tags = ['payments'];
/** Gateway forms are small; SSLCommerz's carries a few dozen fields. */
const FORM_LIMIT_BYTES = 32 * 1024;

function failedUrl(orderId: string | null, reason: PaymentFailureReason) {
  const query = new URLSearchParams({ ...(orderId ? { order: orderId } : {}), reason });
  return `/checkout/failed?${query}`;
}

/** Where the shopper goes: the result, or what the callback claimed when nothing is known yet. */
function landing(result: SettleResult | null, attempt: AttemptRow, claimed: PaymentFailureReason) {
  if (result?.outcome === 'paid') {
    return `/checkout/success?${new URLSearchParams({ order: result.orderId, trxID: result.trxId })}`;
  }
  if (result?.outcome === 'failed') return failedUrl(attempt.orderId, result.reason);
  return failedUrl(attempt.orderId, claimed);
}

function settledLanding(attempt: AttemptRow): string | null {
  if (attempt.status === 'started') return null;
  if (attempt.status === 'completed') {
    const paid = { outcome: 'paid', orderId: attempt.orderId, trxId: attempt.trxId ?? '' } as const;
    return landing({ ...paid, order: null }, attempt, 'failed');
  }
  return failedUrl(attempt.orderId, attempt.status === 'cancelled' ? 'cancelled' : 'failed');
}

async function recordCallback(
  db: Database,
  gateway: PaymentGatewayName,
  attempt: AttemptRow,
  operation: 'callback' | 'ipn',
  message: string,
) {
  await db.insert(paymentCalls).values({
    paymentId: attempt.id,
    gateway,
    operation,
    ok: true,
    httpStatus: null,
    message: message.slice(0, 200),
    durationMs: 0,
  });
}

export async function paymentCallbackRoutes(app: FastifyInstance) {
  // SSLCommerz posts form fields; only this plugin's scope reads them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function redirect(reply: FastifyReply, url: string) {
    return reply.redirect(url, 303);
  }

  routes.get(
    '/api/payments/bkash/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'bKash sends the shopper back here; the payment is executed and checked at bKash',
        querystring: bkashCallbackQuerySchema,
        response: { 303: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { paymentID, status } = request.query;
      const attempt = await attemptByGatewayId(app, 'bkash', paymentID);
      if (!attempt) return redirect(reply, failedUrl(null, 'failed'));
      await recordCallback(app.db, 'bkash', attempt, 'callback', `status=${status}`);
      // Only a started attempt is executed: executing takes the shopper's money, and an attempt
      // given up (the order switched or timed out) must not take it.
      const settled = settledLanding(attempt);
      if (settled) return redirect(reply, settled);
      const claimed: PaymentFailureReason =
        status === 'cancel' ? 'cancelled' : status === 'failure' ? 'failed' : 'unavailable';
      const result = await askAndSettle(
        app,
        attempt,
        status === 'success' ? 'confirm' : 'query',
        'callback',
        { onPaid: notifyInTransaction(app.config, 'placed', languageOf(request)) },
      );
      return redirect(reply, landing(result, attempt, claimed));
    },
  );

  const returns = [
    { path: 'success', claimed: 'unavailable' },
    { path: 'fail', claimed: 'failed' },
    { path: 'cancel', claimed: 'cancelled' },
  ] as const;
  for (const { path, claimed } of returns) {
    routes.post(
      `/api/payments/sslcommerz/${path}`,
      {
        // The gateway's page posts the shopper's browser back here from its own site.
        config: { access: 'public', crossSitePost: true },
        schema: {
          tags,
          summary: `SSLCommerz sends the shopper back here (${path}); the payment is validated at SSLCommerz`,
          consumes: ['application/x-www-form-urlencoded'],
          body: sslcommerzReturnSchema,
          response: { 303: z.null(), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { tran_id: tranId, val_id: valId, status } = request.body;
        const attempt = await attemptByReference(app, 'sslcommerz', tranId);
        if (!attempt) return redirect(reply, failedUrl(null, 'failed'));
        await recordCallback(
          app.db,
          'sslcommerz',
          attempt,
          'callback',
          `${path} status=${status ?? ''}`,
        );
        // SSLCommerz took the money before sending the shopper back, so even an attempt given up
        // is validated: a payment that came late is recorded (settle.ts), never lost.
        const result = await askAndSettle(app, attempt, valId ? 'confirm' : 'query', 'callback', {
          proof: valId ? { valId } : {},
          onPaid: notifyInTransaction(app.config, 'placed', languageOf(request)),
        });
        return redirect(reply, landing(result, attempt, claimed));
      },
    );
  }

  routes.post(
    '/api/payments/sslcommerz/ipn',
    {
      config: { access: 'public', crossSitePost: true },
      schema: {
        tags,
        summary:
          "SSLCommerz's server tells us about a payment (IPN); it is validated at SSLCommerz",
        consumes: ['application/x-www-form-urlencoded'],
        body: sslcommerzReturnSchema,
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { tran_id: tranId, val_id: valId, status } = request.body;
      const attempt = await attemptByReference(app, 'sslcommerz', tranId);
      if (attempt) {
        await recordCallback(app.db, 'sslcommerz', attempt, 'ipn', `status=${status ?? ''}`);
        await askAndSettle(app, attempt, valId ? 'confirm' : 'query', 'ipn', {
          proof: valId ? { valId } : {},
          onPaid: notifyInTransaction(app.config, 'placed', languageOf(request)),
        });
      }
      return { received: true };
    },
  );
}
