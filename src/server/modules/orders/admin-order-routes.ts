import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  orderStatusChangeSchema,
  paymentStatusChangeSchema,
} from '#shared/schemas/admin';
import { orderIdParamsSchema, orderSchema } from '#shared/schemas/order';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import {
  forStaff,
  forStaffConfirmed,
  requirePermission,
  requireViewer,
} from '../../plugins/access';
import { riskOptionsOf } from '../delivery';
import { listAdminOrders, ordersCsv } from './admin-order-service';
import { notifyInTransaction } from './notify-shopper';
import { changeOrderStatus, changePaymentStatus } from './order-status';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

export async function adminOrderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/orders',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: 'Every order, newest first: status, payment status, search, pages of 20',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => listAdminOrders(app.db, request.query, riskOptionsOf(app)),
  );

  routes.get(
    '/api/admin/orders.csv',
    {
      config: forStaffConfirmed('customers.export'),
      schema: {
        tags,
        summary: 'The orders under the same filters as CSV',
        querystring: adminOrderListQuerySchema.omit({ page: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sajghor-orders-${day}.csv"`)
        .send(await ordersCsv(app.db, request.query, riskOptionsOf(app)));
    },
  );

  routes.post(
    '/api/admin/orders/:id/status',
    {
      config: forStaff('orders.status'),
      schema: {
        tags,
        summary:
          'Move an order along (allowed moves only; cancelling restocks); e-mails the customer',
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.body.status === 'cancelled') requirePermission(viewer, 'orders.cancel');
      return changeOrderStatus(app.db, {
        orderId: request.params.id,
        to: request.body.status,
        note: request.body.note,
        actorUserId: viewer.userId,
        asShopper: false,
        afterMove: notifyInTransaction(app.config, 'statusChanged', languageOf(request)),
      });
    },
  );

  routes.post(
    '/api/admin/orders/:id/payment',
    {
      config: forStaff('payments.verify'),
      schema: {
        tags,
        summary:
          'Record a payment check: completed or failed, later refunded; e-mails the customer',
        params: orderIdParamsSchema,
        body: paymentStatusChangeSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      changePaymentStatus(app.db, {
        orderId: request.params.id,
        to: request.body.paymentStatus,
        note: request.body.note,
        actorUserId: requireViewer(request).userId,
        afterMove: notifyInTransaction(app.config, 'paymentChanged', languageOf(request)),
      }),
  );
}
