import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutInputSchema, payoutQuerySchema, payoutReportSchema } from '#shared/schemas/delivery';
import { errorResponses } from '../../http-error';
import { forStaff, requireViewer } from '../../plugins/access';
import { payoutReport, payoutsCsv, recordPayout } from './payout-service';

const tags = ['admin'];

export async function payoutRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/courier-payouts',
    {
      config: forStaff('reports.view'),
      schema: {
        tags,
        summary:
          'Cash couriers collected by courier and Dhaka delivery day, paid out and owed; unpaid parcels; payouts',
        querystring: payoutQuerySchema,
        response: { 200: payoutReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => payoutReport(app.db, request.query),
  );

  routes.get(
    '/api/admin/courier-payouts.csv',
    {
      config: forStaff('reports.view'),
      schema: {
        tags,
        summary: 'The payouts report under the same filters as CSV',
        querystring: payoutQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sajghor-courier-payouts-${day}.csv"`)
        .send(await payoutsCsv(app.db, request.query));
    },
  );

  routes.post(
    '/api/admin/courier-payouts',
    {
      config: forStaff('delivery.payouts'),
      schema: {
        tags,
        summary:
          'Record cash a courier paid out for the named delivered parcels (409 PARCEL_NOT_PAYABLE)',
        body: payoutInputSchema,
        response: { 200: payoutReportSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await recordPayout(app.db, request.body, requireViewer(request).userId);
      return payoutReport(app.db, { courier: request.body.courier });
    },
  );
}
