import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '#shared/schemas/product';
import {
  ledgerExportQuerySchema,
  productStockSchema,
  stockAdjustmentSchema,
  variantStockSchema,
} from '#shared/schemas/stock';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { adjustStock, ledgerCsv } from './stock-service';
import { productStock } from './stock-view';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

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
      config: forStaff('products.stock'),
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
}
