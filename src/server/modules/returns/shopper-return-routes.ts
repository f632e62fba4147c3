import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema, orderSchema } from '#shared/schemas/order';
import { returnRequestInputSchema } from '#shared/schemas/returns';
import { MAX_REVIEW_PHOTO_BYTES } from '#shared/schemas/review';
import { errorResponses } from '../../http-error';
import { languageOf, translatorOf } from '../../i18n';
import { requireViewer } from '../../plugins/access';
import { privatePhotoRoute } from '../files';
import { requestReturn } from './request-return';
import { returnNewsInTransaction } from './return-news';

const tags = ['returns'];

export async function shopperReturnRoutes(app: FastifyInstance) {
  // Only this plugin (and the other upload routes' own) read multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_REVIEW_PHOTO_BYTES, files: 1 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  privatePhotoRoute(app, {
    url: '/api/returns/photos',
    tags,
    summary:
      'Upload a photo for a return (multipart field "photo", JPEG, PNG or WebP, 5 MB at most); only you and admins can see it',
    purpose: 'return_photo',
  });

  routes.post(
    '/api/orders/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Ask to return lines of your delivered order within the return window; answers the order with its returns',
        params: orderIdParamsSchema,
        body: returnRequestInputSchema,
        response: { 201: orderSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      const translator = translatorOf(request);
      const { order } = await requestReturn(app.db, {
        orderId: request.params.id,
        userId,
        input: request.body,
        dateText: (date) => translator.date(date),
        tellShopper: returnNewsInTransaction(app.config, languageOf(request)),
      });
      return reply.status(201).send(order);
    },
  );
}
