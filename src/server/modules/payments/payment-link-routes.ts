/** The shopper's side of a payment link: public, the token is the key, counted as /api/track is. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '#shared/i18n/translator';
import { describeWait } from '#shared/schemas/account';
import { paymentRedirectSchema } from '#shared/schemas/payment';
import {
  payLinkConfirmedSchema,
  payLinkOrderSchema,
  payLinkParamsSchema,
  payLinkPaySchema,
} from '#shared/schemas/payment-link';
import { errorResponses, HttpError } from '../../http-error';
import { languageOf, translatorOf } from '../../i18n';
import { type AccountLimit, countAttempt } from '../auth';
import { notifyInTransaction } from '../orders';
import { confirmCodThroughLink, payThroughLink, readPaymentLink } from './payment-links';

const tags = ['payments'];
/** A shopper opens their link a few times; guessing tokens needs millions. */
export const PAY_LINK_REQUESTS: AccountLimit = {
  name: 'pay-link',
  max: 30,
  windowSeconds: 900,
};

export async function paymentLinkRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function limit(request: FastifyRequest, reply: FastifyReply) {
    if (!app.config.rateLimitEnabled) return;
    const wait = await countAttempt(app.db, PAY_LINK_REQUESTS, request.ip);
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new HttpError(
      429,
      msg('track.tooMany', { wait: describeWait(translatorOf(request), wait) }),
      'TOO_MANY_ATTEMPTS',
    );
  }

  routes.get(
    '/api/pay/:token',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: {
        tags,
        summary:
          "A payment link's order: its lines, total and delivery, and the ways it can be paid (410 expired or used, 409 cancelled)",
        params: payLinkParamsSchema,
        response: { 200: payLinkOrderSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => readPaymentLink(app, request.params.token),
  );

  routes.post(
    '/api/pay/:token/pay',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: {
        tags,
        summary:
          "Pay a payment link's order online: opens an attempt at the chosen gateway and answers the page to go to",
        params: payLinkParamsSchema,
        body: payLinkPaySchema,
        response: {
          200: paymentRedirectSchema,
          ...errorResponses(400, 404, 409, 410, 429, 503),
        },
      },
    },
    async (request) => payThroughLink(app, request.params.token, request.body.paymentMethod),
  );

  routes.post(
    '/api/pay/:token/cod',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: {
        tags,
        summary: "Confirm a payment link's order as cash on delivery (the COD charge applies)",
        params: payLinkParamsSchema,
        response: { 200: payLinkConfirmedSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) =>
      confirmCodThroughLink(
        app,
        request.params.token,
        // Confirmed now: its 'placed' news goes, as when a shopper switches to cash on delivery.
        notifyInTransaction(app.config, 'placed', languageOf(request)),
      ),
  );
}
