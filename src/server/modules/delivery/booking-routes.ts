import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeliverySchema,
  attentionInputSchema,
  bookingInputSchema,
  holdInputSchema,
} from '#shared/schemas/delivery';
import { orderIdParamsSchema, orderSchema } from '#shared/schemas/order';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import { notifyInTransaction } from '../orders';
import { readAdminDelivery } from './admin-delivery-service';
import { bookShipment } from './booking-service';
import { cancelShipment, holdForCall, settleAttention } from './delivery-actions';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);

export async function bookingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/orders/:id/delivery',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: "An order's parcels with their events and courier calls, and the booking form",
        params: orderIdParamsSchema,
        response: { 200: adminDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readAdminDelivery(app, request.params.id),
  );

  routes.post(
    '/api/admin/orders/:id/shipment',
    {
      config: forStaff('delivery.book'),
      schema: {
        tags,
        summary:
          'Book the parcel with a courier (or record a manual one) and ship the order (409 NOT_BOOKABLE, HELD_FOR_CALL; 422 COURIER_REFUSED; 503 COURIER_UNAVAILABLE)',
        params: orderIdParamsSchema,
        body: bookingInputSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const input = request.body;
      return bookShipment(app, {
        orderId: request.params.id,
        input,
        actorUserId: requireViewer(request).userId,
        // A re-shipped order was shipped already: its shopper hears of the new parcel all the same.
        onBooked: notifyInTransaction(app.config, 'statusChanged', languageOf(request)),
      });
    },
  );

  routes.post(
    '/api/admin/orders/:id/shipment/cancel',
    {
      config: forStaff('delivery.book'),
      schema: {
        tags,
        summary:
          'Cancel the parcel on its way (at the courier where its API can); flags the order (409 NOT_CANCELLABLE)',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) =>
      cancelShipment(app, {
        orderId: request.params.id,
        actorUserId: requireViewer(request).userId,
      }),
  );

  routes.post(
    '/api/admin/orders/:id/hold',
    {
      config: forStaff('orders.edit'),
      schema: {
        tags,
        summary: 'Hold the order for a confirmation call, or release it',
        params: orderIdParamsSchema,
        body: holdInputSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      holdForCall(app, {
        orderId: request.params.id,
        held: request.body.held,
        note: request.body.note,
        actorUserId: requireViewer(request).userId,
      }),
  );

  routes.post(
    '/api/admin/orders/:id/delivery-attention',
    {
      config: forStaff('delivery.book'),
      schema: {
        tags,
        summary:
          'After a returned, cancelled or partly delivered parcel: restock (cancels the order) or resolve (409 NO_ATTENTION)',
        params: orderIdParamsSchema,
        body: attentionInputSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      return settleAttention(app, {
        orderId: request.params.id,
        action: request.body.action,
        note: request.body.note,
        actorUserId: requireViewer(request).userId,
        afterRestock: notifyInTransaction(app.config, 'statusChanged', languageOf(request)),
      });
    },
  );
}
