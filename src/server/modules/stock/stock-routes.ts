import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promotionSchema } from '#shared/schemas/admin-promotions';
import { orderIdParamsSchema } from '#shared/schemas/order';
import { productIdParamsSchema } from '#shared/schemas/product';
import {
  clearanceInputSchema,
  expiringStockSchema,
  ledgerExportQuerySchema,
  orderPickSchema,
  productStockSchema,
  stockAdjustmentSchema,
  stockSettingsSchema,
  stockSettingsUpdateSchema,
  variantStockSchema,
} from '#shared/schemas/stock';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { forStaff } from '../../plugins/access';
import { createPromotion } from '../promotions';
import { clearanceSale, expiringStock } from './expiring-stock';
import { ledgerCsv } from './stock-ledger-csv';
import { adjustStock } from './stock-service';
import { readStockSettings, updateStockSettings } from './stock-settings';
import { orderPicks, productStock } from './stock-view';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];
/** Stock shoppers see moves: the catalogue's cached answers go. */
const changesStock = { ...forStaff('products.stock'), changesCatalogue: true };

export async function stockRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/products/:id/stock',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: "A product's stock by variant: its batches and latest ledger rows",
        params: productIdParamsSchema,
        response: { 200: productStockSchema, ...errors },
      },
    },
    async (request) => productStock(app.db, request.params.id),
  );

  routes.post(
    '/api/admin/stock/adjustments',
    {
      config: changesStock,
      schema: {
        tags,
        summary: 'Adjust a variant’s stock by hand: damaged, lost, found or counted',
        body: stockAdjustmentSchema,
        response: { 201: variantStockSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await adjustStock(app.db, request.body)),
  );

  routes.get(
    '/api/admin/orders/:id/picks',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: "The batches an order's lines are packed from, first expiry first",
        params: orderIdParamsSchema,
        response: { 200: z.array(orderPickSchema), ...errors },
      },
    },
    async (request) => orderPicks(app.db, request.params.id),
  );

  routes.get(
    '/api/admin/stock/settings',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'The minimum shelf life a batch needs to be sold',
        response: { 200: stockSettingsSchema, ...errors },
      },
    },
    async () => readStockSettings(app.db),
  );

  routes.put(
    '/api/admin/stock/settings',
    {
      config: changesStock,
      schema: {
        tags,
        summary: 'Set the minimum shelf life: batches below it come off sale at once',
        body: stockSettingsSchema,
        response: { 200: stockSettingsUpdateSchema, ...errors },
      },
    },
    async (request) => updateStockSettings(app.db, request.body),
  );

  routes.get(
    '/api/admin/stock/ledger.csv',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'Every stock change between two days (Dhaka time) as CSV',
        querystring: ledgerExportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="sajghor-stock-${request.query.from}-to-${request.query.to}.csv"`,
        )
        .send(await ledgerCsv(app.db, request.query)),
  );

  routes.get(
    '/api/admin/stock/expiring',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'Batches with units expiring within 60 days or past expiry, with value at cost',
        response: { 200: expiringStockSchema, ...errors },
      },
    },
    async () => expiringStock(app.db),
  );

  routes.post(
    '/api/admin/stock/expiring/clearance',
    {
      // A sale like any other: the promotions' permission, rules, audit entry and sale clock.
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'Start one sale on the variants of the expiring batches (409 when there are none)',
        body: clearanceInputSchema,
        response: { 201: promotionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = new Date(app.salesClock.now());
      const values = await clearanceSale(app.db, request.body, translatorOf(request), now);
      const promotion = await createPromotion(app.db, values, now);
      // The clock applies the sale's prices and clears the catalogue's cached answers.
      await app.salesClock.refresh();
      return reply.status(201).send(promotion);
    },
  );
}
