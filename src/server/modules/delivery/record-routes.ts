/** A courier that is down fills `error`, still 200, so the other records still show. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryRecordSchema } from '#shared/schemas/delivery';
import { orderIdParamsSchema } from '#shared/schemas/order';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { forStaff } from '../../plugins/access';
import { readDeliveryRecord } from './phone-record';

export async function deliveryRecordRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/orders/:id/delivery-record',
    {
      config: forStaff('orders.view'),
      schema: {
        tags: ['admin'],
        summary:
          "The order's phone's delivery record at each courier (cached a day) and in the shop's orders; risky under RISKY_SUCCESS_RATE",
        params: orderIdParamsSchema,
        response: { 200: deliveryRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readDeliveryRecord(app, request.params.id, translatorOf(request).t),
  );
}
