import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/common';
import { checkoutSchema, orderIdParamsSchema, orderSchema } from '#shared/schemas/order';
import { requireViewer } from '../../plugins/access';
import { findVisibleOrder, listOwnOrders, placeOrder } from './order-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['orders'];

export async function ordersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
      const { userId } = requireViewer(request);
      const { order, created } = await placeOrder(app.db, userId, request.body);
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
}
