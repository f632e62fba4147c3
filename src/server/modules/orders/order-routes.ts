import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsMarketing } from '#shared/consent';
import { msg } from '#shared/i18n/translator';
import { MAX_PAYMENT_PROOF_BYTES } from '#shared/payment-proof';
import { isOnlineMethod, ONLINE_METHOD_GATEWAY } from '#shared/payments';
import { isPlaceholderEmail } from '#shared/phone';
import {
  checkoutSchema,
  orderIdParamsSchema,
  orderSchema,
  paymentProofSchema,
} from '#shared/schemas/order';
import { errorResponses, HttpError } from '../../http-error';
import { languageOf } from '../../i18n';
import { requireViewer } from '../../plugins/access';
import { receiveImage } from '../files';
import { notifyInTransaction, notifyShopper } from './notify-shopper';
import { changeOrderStatus } from './order-status';
import { findVisibleOrder, listOwnOrders } from './order-views';
import { placeOrder } from './place-order';

const errors = errorResponses(400, 401, 404, 409);
const tags = ['orders'];

export async function ordersRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_PAYMENT_PROOF_BYTES, files: 1 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/orders/payment-proofs',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Upload a payment screenshot (multipart field "screenshot", JPEG, PNG or WebP, 5 MB at most); only you and admins can see it',
        consumes: ['multipart/form-data'],
        response: { 201: paymentProofSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      const paymentProof = await receiveImage(
        request,
        app,
        { field: 'screenshot', noun: 'paymentScreenshot' },
        { purpose: 'payment_proof', isPublic: false, ownerUserId: userId },
      );
      return reply.status(201).send({ paymentProof });
    },
  );

  routes.post(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Place an order from your cart (201; the same key again answers 200 with it)',
        body: checkoutSchema,
        response: { 200: orderSchema, 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, email } = requireViewer(request);
      // Only an account made by phone (it has no real address) may order without an e-mail.
      if (request.body.email === '' && !isPlaceholderEmail(email)) {
        throw new HttpError(400, msg('validation.email.required'));
      }
      const method = request.body.paymentMethod;
      if (isOnlineMethod(method) && !app.paymentGateways[ONLINE_METHOD_GATEWAY[method]]) {
        throw new HttpError(400, msg('errors.payment.notConfigured'), 'METHOD_UNAVAILABLE');
      }
      // Charged at the prices of the sales running now (docs/decisions/016).
      await app.salesClock.ensureCurrent();
      const { order, created } = await placeOrder(app.db, userId, request.body, {
        marketingConsent: acceptsMarketing(request.headers.cookie),
        // An online order's confirmation goes once its gateway confirms the payment (or it
        // switches to cash on delivery), so it never asks for money the shopper is paying online.
        onPlaced: async (tx, placed) => {
          if (isOnlineMethod(placed.paymentMethod)) return;
          await notifyShopper(
            { db: tx, config: app.config },
            placed,
            'placed',
            languageOf(request),
          );
        },
      });
      // Counted once the order is committed; a retry that finds it by its key is no new order.
      if (created) app.shopCounters.orderPlaced(order.paymentMethod);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  routes.get(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your orders, newest first',
        response: { 200: z.object({ orders: z.array(orderSchema) }), ...errors },
      },
    },
    async (request) => ({ orders: await listOwnOrders(app.db, requireViewer(request).userId) }),
  );

  routes.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One order: its owner or an admin only',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => findVisibleOrder(app.db, request.params.id, requireViewer(request)),
  );

  routes.post(
    '/api/orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel your order while it is pending or processing; its stock goes back',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireViewer(request);
      return changeOrderStatus(app.db, {
        orderId: request.params.id,
        to: 'cancelled',
        actorUserId: userId,
        asShopper: true,
        note: 'Cancelled by the customer',
        afterMove: notifyInTransaction(app.config, 'cancelled', languageOf(request)),
      });
    },
  );
}
