import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomerListQuerySchema,
  adminCustomerPageSchema,
  adminCustomerSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  customerIdParamsSchema,
  customerRoleChangeSchema,
  orderStatusChangeSchema,
  paymentStatusChangeSchema,
} from '#shared/schemas/admin';
import { orderIdParamsSchema, orderSchema } from '#shared/schemas/order';
import { errorResponses } from '../../http-error';
import { languageOf, translatorFor } from '../../i18n';
import { orderRecipientLanguage } from '../../mail/recipient';
import { requireViewer } from '../../plugins/access';
import { sendOrderUpdatedEmail } from '../orders/order-emails';
import { changeOrderStatus, changePaymentStatus } from '../orders/order-status';
import { listCustomers, setCustomerRole } from './admin-customers';
import { listAdminOrders, ordersCsv } from './admin-orders';

const errors = errorResponses(400, 401, 403, 404, 409);
const config = { access: 'admin' as const };
const tags = ['admin'];

export async function adminOrderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders',
    {
      config,
      schema: {
        tags,
        summary: 'Every order, newest first: status, payment status, search, pages of 20',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  routes.get(
    '/api/admin/orders.csv',
    {
      config,
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
        .send(await ordersCsv(app.db, request.query));
    },
  );

  routes.post(
    '/api/admin/orders/:id/status',
    {
      config,
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
      const order = await changeOrderStatus(app.db, {
        orderId: request.params.id,
        to: request.body.status,
        note: request.body.note,
        actorUserId: requireViewer(request).userId,
        asShopper: false,
      });
      const language = await orderRecipientLanguage(app.db, order.id, languageOf(request));
      sendOrderUpdatedEmail(app.mailer, app.config, order, 'status', translatorFor(language));
      return order;
    },
  );

  routes.post(
    '/api/admin/orders/:id/payment',
    {
      config,
      schema: {
        tags,
        summary:
          'Record a payment check: completed or failed, later refunded; e-mails the customer',
        params: orderIdParamsSchema,
        body: paymentStatusChangeSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const order = await changePaymentStatus(app.db, {
        orderId: request.params.id,
        to: request.body.paymentStatus,
        note: request.body.note,
        actorUserId: requireViewer(request).userId,
      });
      const language = await orderRecipientLanguage(app.db, order.id, languageOf(request));
      sendOrderUpdatedEmail(app.mailer, app.config, order, 'payment', translatorFor(language));
      return order;
    },
  );

  routes.get(
    '/api/admin/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Customers, newest first, with order count and total spent; search and pages',
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerPageSchema, ...errors },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  routes.put(
    '/api/admin/customers/:id/role',
    {
      config,
      schema: {
        tags,
        summary: 'Grant or revoke admin (super admins only, never their own role)',
        params: customerIdParamsSchema,
        body: customerRoleChangeSchema,
        response: { 200: adminCustomerSchema, ...errors },
      },
    },
    async (request) =>
      setCustomerRole(app.db, requireViewer(request), request.params.id, request.body.role),
  );
}
