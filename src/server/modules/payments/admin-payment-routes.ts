import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '#shared/schemas/order';
import { adminOrderPaymentsSchema, refundInputSchema } from '#shared/schemas/payment';
import { paymentLinkIssueSchema, paymentLinkSchema } from '#shared/schemas/payment-link';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { forStaff, forStaffConfirmed, requireViewer } from '../../plugins/access';
import { readOrderPayments } from './admin-payment-service';
import { issuePaymentLink } from './payment-links';
import { refundOrderPayment } from './refund-service';

const tags = ['admin'];

export async function adminPaymentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders/:id/payments',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: "An order's online payment attempts, their gateway calls and refunds",
        params: orderIdParamsSchema,
        response: { 200: adminOrderPaymentsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readOrderPayments(app.db, request.params.id),
  );

  routes.post(
    '/api/admin/orders/:id/refunds',
    {
      config: forStaffConfirmed('payments.refund'),
      schema: {
        tags,
        summary:
          'Refund the completed online payment, whole or in part, through its gateway (409 NOT_REFUNDABLE, 503 GATEWAY_UNAVAILABLE)',
        params: orderIdParamsSchema,
        body: refundInputSchema,
        response: {
          200: adminOrderPaymentsSchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) =>
      refundOrderPayment(app, {
        orderId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        actorUserId: requireViewer(request).userId,
        language: languageOf(request),
      }),
  );

  routes.post(
    '/api/admin/orders/:id/payment-link',
    {
      config: forStaff('orders.edit'),
      schema: {
        tags,
        summary:
          'Send the customer a payment link by SMS for an order awaiting payment; a new link replaces the last (409 PAYMENT_LINK_REFUSED when paid, cancelled or confirmed)',
        params: orderIdParamsSchema,
        body: paymentLinkIssueSchema,
        response: { 200: paymentLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      issuePaymentLink(app, {
        orderId: request.params.id,
        actorUserId: requireViewer(request).userId,
        language: request.body?.language,
      }),
  );
}
