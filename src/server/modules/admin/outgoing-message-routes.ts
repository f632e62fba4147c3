import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOutgoingIdParamsSchema,
  adminOutgoingListQuerySchema,
  adminOutgoingMessageSchema,
  adminOutgoingPageSchema,
} from '#shared/schemas/admin-messages';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { listOutgoingMessages, retryOutgoingMessage } from './outgoing-message-service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

export async function adminOutgoingMessageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/messages',
    {
      config: forStaff('messages.manage'),
      schema: {
        tags,
        summary: 'Outgoing SMS and e-mail, newest first, by status (recipients partly hidden)',
        querystring: adminOutgoingListQuerySchema,
        response: { 200: adminOutgoingPageSchema, ...errors },
      },
    },
    async (request) => listOutgoingMessages(app.db, request.query),
  );

  routes.post(
    '/api/admin/messages/:id/retry',
    {
      config: forStaff('messages.manage'),
      schema: {
        tags,
        summary: 'Send a failed message again: pending now, with a fresh time to give up',
        params: adminOutgoingIdParamsSchema,
        response: { 200: adminOutgoingMessageSchema, ...errors },
      },
    },
    async (request) => {
      const message = await retryOutgoingMessage(app.db, request.params.id);
      // This server sends it at once rather than at its next poll.
      app.messageWorker.drainOnce().catch((error: unknown) => {
        app.log.error({ err: error }, 'sending a retried message failed');
      });
      return message;
    },
  );
}
