import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageHandledSchema, contactMessageIdParamsSchema } from '#shared/schemas/admin';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
  contactMessageReceiptSchema,
  contactMessageSchema,
} from '#shared/schemas/contact';
import { errorResponses } from '../../http-error';
import { forStaff, requireViewer } from '../../plugins/access';
import { listContactMessages, saveContactMessage, setMessageHandled } from './contact-service';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        summary: 'Send the shop a message (stored for the admins)',
        body: contactMessageInputSchema,
        response: { 201: contactMessageReceiptSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const receipt = await saveContactMessage(app.db, request.body);
      return reply.status(201).send(receipt);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/contact-messages',
    {
      schema: {
        summary: 'Messages sent through the contact page, newest first (admins)',
        querystring: contactMessageListQuerySchema,
        response: {
          200: contactMessagePageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
      config: forStaff('messages.manage'),
    },
    async (request) => listContactMessages(app.db, request.query.page, CONTACT_MESSAGES_PAGE_SIZE),
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/admin/contact-messages/:id/handled',
    {
      schema: {
        summary: 'Mark a contact message handled, or not (admins)',
        params: contactMessageIdParamsSchema,
        body: contactMessageHandledSchema,
        response: {
          200: contactMessageSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: forStaff('messages.manage'),
    },
    async (request) =>
      setMessageHandled(
        app.db,
        request.params.id,
        request.body.handled,
        requireViewer(request).userId,
      ),
  );
}
