import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/common';
import { contactMessageInputSchema, contactMessageReceiptSchema } from '#shared/schemas/contact';
import { saveContactMessage } from './contact-service';

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
}
