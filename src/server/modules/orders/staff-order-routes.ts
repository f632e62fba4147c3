import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '#shared/i18n/languages';
import { isOnlineMethod } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import {
  customerLookupQuerySchema,
  customerLookupSchema,
  orderDraftIdParamsSchema,
  orderDraftListSchema,
  orderDraftSchema,
  orderTakersSchema,
  placeDraftSchema,
  staffOrderDraftSchema,
  staffOrderPlacedSchema,
  staffOrderQuoteRequestSchema,
  staffOrderQuoteSchema,
  staffOrderSchema,
} from '#shared/schemas/staff-order';
import { errorResponses } from '../../http-error';
import { languageOf, translatorOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import {
  discardDraft,
  getDraft,
  listDrafts,
  placeDraft,
  saveDraft,
  updateDraft,
} from './order-drafts';
import { findVisibleOrder } from './order-views';
import {
  listOrderTakers,
  lookUpCustomer,
  placeStaffOrder,
  quoteStaffOrder,
} from './staff-order-service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

export async function staffOrderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** Prices of the sales running now, as at checkout (docs/decisions/016). */
  const pricingNow = async () => {
    await app.salesClock.ensureCurrent();
    return new Date(app.salesClock.now());
  };
  const staffView = (id: string) =>
    findVisibleOrder(app.db, id, { userId: '', permissions: ['orders.view'] });
  /** The order and, for "pay online", its link, made once committed; a replay has none. */
  const placedView = async (
    request: FastifyRequest,
    { order, created }: { order: Order; created: boolean },
    language?: Language,
  ) => ({
    ...(await staffView(order.id)),
    paymentLink:
      created && isOnlineMethod(order.paymentMethod)
        ? await app.paymentLinks.issue({
            orderId: order.id,
            actorUserId: requireViewer(request).userId,
            language,
          })
        : null,
  });
  const placing = async (request: FastifyRequest) => ({
    staffUserId: requireViewer(request).userId,
    now: await pricingNow(),
    requestLanguage: languageOf(request),
  });

  routes.get(
    '/api/admin/staff-orders/customer',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary:
          "A phone's customer: the account and its addresses, else the latest order's name and address; and the phone's delivery record",
        querystring: customerLookupQuerySchema,
        response: { 200: customerLookupSchema, ...errors },
      },
    },
    async (request) => lookUpCustomer(app, request.query.phone, translatorOf(request).t),
  );

  routes.post(
    '/api/admin/staff-orders/quote',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary: 'Lines priced as the order would be (same pricing as checkout); nothing written',
        body: staffOrderQuoteRequestSchema,
        response: { 200: staffOrderQuoteSchema, ...errors },
      },
    },
    async (request) => quoteStaffOrder(app.db, app.config, request.body, await pricingNow()),
  );

  routes.post(
    '/api/admin/staff-orders',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary:
          'Place an order for a customer by phone (made if new); priced and stocked as a checkout (201; the same key again answers 200)',
        body: staffOrderSchema,
        response: { 200: staffOrderPlacedSchema, 201: staffOrderPlacedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeStaffOrder(
        app.db,
        app.config,
        request.body,
        await placing(request),
      );
      if (placed.created) app.shopCounters.orderPlaced(placed.order.paymentMethod);
      return reply
        .status(placed.created ? 201 : 200)
        .send(await placedView(request, placed, request.body.language));
    },
  );

  routes.get(
    '/api/admin/staff-orders/takers',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: 'Staff who took orders, for the orders list filter',
        response: { 200: orderTakersSchema, ...errors },
      },
    },
    async () => listOrderTakers(app.db),
  );

  routes.get(
    '/api/admin/order-drafts',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary: 'Drafts not yet placed, newest first',
        response: { 200: orderDraftListSchema, ...errors },
      },
    },
    async () => listDrafts(app.db),
  );

  routes.post(
    '/api/admin/order-drafts',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary: 'Save a staff order as a draft: no stock taken, no prices kept',
        body: staffOrderDraftSchema,
        response: { 201: orderDraftSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveDraft(app.db, request.body, requireViewer(request).userId)),
  );

  routes.get(
    '/api/admin/order-drafts/:id',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary: 'One draft',
        params: orderDraftIdParamsSchema,
        response: { 200: orderDraftSchema, ...errors },
      },
    },
    async (request) => getDraft(app.db, request.params.id),
  );

  routes.put(
    '/api/admin/order-drafts/:id',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary: 'Replace a draft not yet placed',
        params: orderDraftIdParamsSchema,
        body: staffOrderDraftSchema,
        response: { 200: orderDraftSchema, ...errors },
      },
    },
    async (request) => updateDraft(app.db, request.params.id, request.body),
  );

  routes.delete(
    '/api/admin/order-drafts/:id',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary: 'Discard a draft not yet placed',
        params: orderDraftIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await discardDraft(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/admin/order-drafts/:id/place',
    {
      config: forStaff('orders.create'),
      schema: {
        tags,
        summary:
          'Place a draft: its stock taken in one transaction like a web order (201; again: 200 with the order it became)',
        params: orderDraftIdParamsSchema,
        body: placeDraftSchema,
        response: { 200: staffOrderPlacedSchema, 201: staffOrderPlacedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeDraft(
        app.db,
        app.config,
        request.params.id,
        request.body.idempotencyKey,
        await placing(request),
      );
      if (placed.created) app.shopCounters.orderPlaced(placed.order.paymentMethod);
      return reply.status(placed.created ? 201 : 200).send(await placedView(request, placed));
    },
  );
}
