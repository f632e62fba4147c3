/** A signed-in shopper's complaints about their own orders, and the photos sent with them. */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import {
  complaintInputSchema,
  complaintMessageInputSchema,
  complaintParamsSchema,
  complaintSchema,
} from '#shared/schemas/complaints';
import { isOrderId, orderIdParamsSchema } from '#shared/schemas/order';
import { MAX_REVIEW_PHOTO_BYTES } from '#shared/schemas/review';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { errorResponses, HttpError } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import { privatePhotoRoute } from '../files';
import { complaintsOfOrder } from './complaint-views';
import { addShopperMessage, raiseComplaint } from './shopper-complaints';

const tags = ['complaints'];

/** Another's order, an unknown or a malformed id: 404, as GET /api/orders/:id answers. */
async function checkOwnOrder(db: Database, orderId: string, userId: string): Promise<void> {
  const [order] = isOrderId(orderId)
    ? await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
    : [];
  if (order?.userId !== userId) throw new HttpError(404, msg('errors.order.notFound'));
}

export async function shopperComplaintRoutes(app: FastifyInstance) {
  // Only this plugin (and the other upload routes' own) read multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_REVIEW_PHOTO_BYTES, files: 1 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  privatePhotoRoute(app, {
    url: '/api/complaints/photos',
    tags,
    summary:
      'Upload a photo for a complaint (multipart field "photo", JPEG, PNG or WebP, 5 MB at most); only you and staff can see it',
    purpose: 'complaint_photo',
  });

  routes.get(
    '/api/orders/:id/complaints',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Your order's complaints with the shop's answers, oldest first",
        params: orderIdParamsSchema,
        response: { 200: z.array(complaintSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await checkOwnOrder(app.db, request.params.id, requireViewer(request).userId);
      return complaintsOfOrder(app.db, request.params.id);
    },
  );

  routes.post(
    '/api/orders/:id/complaints',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Complain about your order; the shop answers within 72 hours. One unresolved complaint per order',
        params: orderIdParamsSchema,
        body: complaintInputSchema,
        response: { 201: complaintSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      await checkOwnOrder(app.db, request.params.id, userId);
      const complaint = await raiseComplaint(app.db, {
        orderId: request.params.id,
        userId,
        input: request.body,
      });
      return reply.status(201).send(complaint);
    },
  );

  routes.post(
    '/api/orders/:id/complaints/:complaintId/messages',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Write back about your complaint; the shop owes an answer within 72 hours again',
        params: complaintParamsSchema,
        body: complaintMessageInputSchema,
        response: { 200: complaintSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { id, complaintId } = request.params;
      await checkOwnOrder(app.db, id, requireViewer(request).userId);
      return addShopperMessage(app.db, { orderId: id, complaintId, text: request.body.text });
    },
  );
}
