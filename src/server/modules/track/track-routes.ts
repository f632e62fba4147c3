import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '#shared/i18n/translator';
import { describeWait } from '#shared/schemas/account';
import {
  complaintSchema,
  trackComplaintInputSchema,
  trackComplaintMessageInputSchema,
  trackComplaintParamsSchema,
} from '#shared/schemas/complaints';
import { trackedOrderSchema, trackOrderInputSchema } from '#shared/schemas/track';
import { errorResponses, HttpError } from '../../http-error';
import { translatorOf } from '../../i18n';
import { countAttempt } from '../auth';
import { addShopperMessage, raiseComplaint } from '../complaints';
import { findTrackedOrder, findTrackedOrderId, TRACK_LOOKUPS } from './track-service';

const tags = ['orders'];
const orderNotFound = () => new HttpError(404, msg('track.notFound'), 'ORDER_NOT_FOUND');

export async function trackRoutes(app: FastifyInstance) {
  /** Counted before the lookup, so guesses sent together cannot slip past the limit. */
  async function countLookup(request: FastifyRequest, reply: FastifyReply) {
    if (!app.config.rateLimitEnabled) return;
    const wait = await countAttempt(app.db, TRACK_LOOKUPS, request.ip);
    if (wait <= 0) return;
    reply.header('retry-after', String(wait));
    throw new HttpError(
      429,
      msg('track.tooMany', { wait: describeWait(translatorOf(request), wait) }),
      'TOO_MANY_ATTEMPTS',
    );
  }
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/track',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Track an order by its number (8 characters) and the phone on it, without an account; a wrong pair answers 404 whichever half is wrong',
        body: trackOrderInputSchema,
        response: { 200: trackedOrderSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await countLookup(request, reply);
      const order = await findTrackedOrder(app.db, request.body);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  routes.post(
    '/api/track/complaints',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Complain about an order by its number and phone, without an account (photos need one); the shop answers within 72 hours',
        body: trackComplaintInputSchema,
        response: { 201: complaintSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await countLookup(request, reply);
      const { topic, text, ...pair } = request.body;
      const orderId = await findTrackedOrderId(app.db, pair);
      if (!orderId) throw orderNotFound();
      const complaint = await raiseComplaint(app.db, {
        orderId,
        userId: null,
        input: { topic, text, photos: [] },
      });
      return reply.status(201).send(complaint);
    },
  );

  routes.post(
    '/api/track/complaints/:complaintId/messages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Write back about a complaint, by the order number and phone',
        params: trackComplaintParamsSchema,
        body: trackComplaintMessageInputSchema,
        response: { 200: complaintSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await countLookup(request, reply);
      const { text, ...pair } = request.body;
      const orderId = await findTrackedOrderId(app.db, pair);
      if (!orderId) throw orderNotFound();
      return addShopperMessage(app.db, {
        orderId,
        complaintId: request.params.complaintId,
        text,
      });
    },
  );
}
