import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema, orderSchema } from '#shared/schemas/order';
import { paymentMethodChangeSchema, paymentRedirectSchema } from '#shared/schemas/payment';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { requireViewer } from '../../plugins/access';
import { notifyShopper } from '../orders';
import { startPayment } from './attempts';
import { switchPaymentMethod } from './switch-method';

const tags = ['payments'];

export async function payRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/orders/:id/pay',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Pay your pending online order: opens a payment at its gateway and answers the page to go to',
        params: orderIdParamsSchema,
        response: { 200: paymentRedirectSchema, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => startPayment(app, request.params.id, requireViewer(request).userId),
  );

  routes.post(
    '/api/orders/:id/payment-method',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Switch your pending, unpaid online order to cash on delivery or the other online method',
        params: orderIdParamsSchema,
        body: paymentMethodChangeSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { order } = await switchPaymentMethod(app.db, app.paymentGateways, {
        orderId: request.params.id,
        userId: requireViewer(request).userId,
        to: request.body.paymentMethod,
        // A cash-on-delivery order is confirmed now: its 'placed' news goes (online ones wait).
        onSwitched: async (tx, switched) => {
          if (switched.paymentMethod !== 'cod') return;
          await notifyShopper(
            { db: tx, config: app.config },
            switched,
            'placed',
            languageOf(request),
          );
        },
      });
      return order;
    },
  );
}
