import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DeliveryReportQuery,
  deliveryReportQuerySchema,
  deliveryReportSchema,
  type ProductReportQuery,
  productReportQuerySchema,
  productReportSchema,
  type SalesReportQuery,
  type StockReportQuery,
  salesReportQuerySchema,
  salesReportSchema,
  stockReportQuerySchema,
  stockReportSchema,
} from '#shared/schemas/reports';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import { insertAuditEntry, requestScope } from '../audit';
import { deliveryReport } from './delivery-report';
import { productReport } from './product-report';
import { deliveryCsv, productsCsv, salesCsv, stockCsv } from './report-csv';
import { salesReport } from './sales-report';
import { stockReport } from './stock-report';

const errors = errorResponses(400, 401, 403);
const tags = ['admin'];
const config = forStaff('reports.view');

/** A report's CSV leaves the shop: who took which one is kept in the activity log. */
async function recordDownload(
  app: FastifyInstance,
  request: FastifyRequest,
  report: string,
  query: SalesReportQuery | ProductReportQuery | DeliveryReportQuery | StockReportQuery,
) {
  const scope = requestScope(request, requireViewer(request), 'reports');
  await insertAuditEntry(app.db, scope, { action: 'reports.export', entity: report, after: query });
}

function csvHeaders(name: string, query: { from: string; to: string } | null) {
  const range = query ? `-${query.from}-to-${query.to}` : '';
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="sajghor-${name}${range}.csv"`,
    'cache-control': 'no-store',
  };
}

export async function reportsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/reports/sales',
    {
      config,
      schema: {
        tags,
        summary: 'Sales over time by day, week or month, with the period before and the splits',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema, ...errors },
      },
    },
    async (request) => salesReport(app.db, request.query),
  );

  routes.get(
    '/api/admin/reports/sales.csv',
    {
      config,
      schema: {
        tags,
        summary: 'Sales over time as CSV: the rows shown, then the totals',
        querystring: salesReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await salesReport(app.db, request.query);
      await recordDownload(app, request, 'sales-report', request.query);
      return reply
        .headers(csvHeaders('sales', request.query))
        .send(salesCsv(report, translatorOf(request)));
    },
  );

  routes.get(
    '/api/admin/reports/products',
    {
      config,
      schema: {
        tags,
        summary: 'Units, net sales, cost and margin by product, variant, brand or category',
        querystring: productReportQuerySchema,
        response: { 200: productReportSchema, ...errors },
      },
    },
    async (request) => productReport(app.db, request.query),
  );

  routes.get(
    '/api/admin/reports/products.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The product report as CSV: the rows shown, then the totals',
        querystring: productReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await productReport(app.db, request.query);
      await recordDownload(app, request, 'product-report', request.query);
      return reply
        .headers(csvHeaders(`${request.query.dimension}-report`, request.query))
        .send(productsCsv(report, translatorOf(request)));
    },
  );

  routes.get(
    '/api/admin/reports/delivery',
    {
      config,
      schema: {
        tags,
        summary: 'Parcels booked in the range by courier and district: delivered, returned, COD',
        querystring: deliveryReportQuerySchema,
        response: { 200: deliveryReportSchema, ...errors },
      },
    },
    async (request) => deliveryReport(app.db, request.query),
  );

  routes.get(
    '/api/admin/reports/delivery.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The delivery report as CSV: the couriers, the districts, then the totals',
        querystring: deliveryReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await deliveryReport(app.db, request.query);
      await recordDownload(app, request, 'delivery-report', request.query);
      return reply
        .headers(csvHeaders('delivery-report', request.query))
        .send(deliveryCsv(report, translatorOf(request)));
    },
  );

  routes.get(
    '/api/admin/reports/stock',
    {
      config,
      schema: {
        tags,
        summary: 'Units and value at cost held now by category, and the shades slow to sell',
        querystring: stockReportQuerySchema,
        response: { 200: stockReportSchema, ...errors },
      },
    },
    async (request) => stockReport(app.db, request.query),
  );

  routes.get(
    '/api/admin/reports/stock.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The stock report as CSV: the categories, then the slow movers',
        querystring: stockReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await stockReport(app.db, request.query);
      await recordDownload(app, request, 'stock-report', request.query);
      return reply
        .headers(csvHeaders(`stock-${new Date().toISOString().slice(0, 10)}`, null))
        .send(stockCsv(report, translatorOf(request)));
    },
  );
}
