import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '#shared/i18n/translator';
import { describeWait } from '#shared/schemas/account';
import { trackedOrderSchema, trackOrderInputSchema } from '#shared/schemas/track';
import { errorResponses, HttpError } from '../../http-error';
import { translatorOf } from '../../i18n';
import { countAttempt } from '../auth';
import { findTrackedOrder, TRACK_LOOKUPS } from './track-service';

export async function trackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/track',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary:
          'Track an order by its number (8 characters) and the phone on it, without an account; a wrong pair answers 404 whichever half is wrong',
        body: trackOrderInputSchema,
        response: { 200: trackedOrderSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (app.config.rateLimitEnabled) {
        // Counted before the lookup, so guesses sent together cannot slip past the limit.
        const wait = await countAttempt(app.db, TRACK_LOOKUPS, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          const translator = translatorOf(request);
          throw new HttpError(
            429,
            msg('track.tooMany', { wait: describeWait(translator, wait) }),
            'TOO_MANY_ATTEMPTS',
          );
        }
      }
      const order = await findTrackedOrder(app.db, request.body);
      if (!order) throw new HttpError(404, msg('track.notFound'), 'ORDER_NOT_FOUND');
      return order;
    },
  );
}
