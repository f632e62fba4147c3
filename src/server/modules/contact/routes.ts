import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/common';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
  contactMessageReceiptSchema,
} from '#shared/schemas/contact';
import { listContactMessages, saveContactMessage } from './contact-service';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        summary: 'Send the shop a message (stored for the admins)',
        body: contactMessageInputSchema,
        response: { 201: contactMessageReceiptSchema, 400: apiErrorSchema },
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
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      config: { access: 'admin' },
    },
    async (request) => listContactMessages(app.db, request.query.page, CONTACT_MESSAGES_PAGE_SIZE),
  );
}
