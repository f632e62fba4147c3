/** Counting the stock against a sheet (decision 038): the sheet, the preview and the apply. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COUNT_CSV_MAX_CHARS,
  stockCountAppliedSchema,
  stockCountInputSchema,
  stockCountPreviewSchema,
  stockCountSheetQuerySchema,
} from '#shared/schemas/stock-count';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { applyCount, previewCount } from './stock-count-service';
import { countSheetCsv } from './stock-count-sheet';

const errors = errorResponses(400, 401, 403, 404, 409, 413);
const tags = ['admin'];
/** The sheet rides in JSON: UTF-8 takes up to 3 bytes a character (Bangla names), plus quoting. */
const bodyLimit = COUNT_CSV_MAX_CHARS * 3 + 1024;

export async function stockCountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/stock/count-sheet.csv',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'A count sheet as CSV: one row per batch on sale, with an empty Counted column',
        querystring: stockCountSheetQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const scope = request.query.category ?? 'shop';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sajghor-count-${scope}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await countSheetCsv(app.db, request.query.category));
    },
  );

  routes.post(
    '/api/admin/stock/counts/preview',
    {
      config: { ...forStaff('products.stock'), readsOnly: true },
      bodyLimit,
      schema: {
        tags,
        summary:
          'The differences a filled count sheet would write, with their value; nothing written',
        body: stockCountInputSchema,
        response: { 200: stockCountPreviewSchema, ...errors },
      },
    },
    async (request) => previewCount(app.db, request.body),
  );

  routes.post(
    '/api/admin/stock/counts',
    {
      // Stock shoppers see moves: the catalogue's cached answers go.
      config: { ...forStaff('products.stock'), changesCatalogue: true },
      bodyLimit,
      schema: {
        tags,
        summary:
          'Apply a filled count sheet in one transaction: each batch set to its counted figure (201)',
        body: stockCountInputSchema,
        response: { 201: stockCountAppliedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await applyCount(app.db, request.body)),
  );
}
