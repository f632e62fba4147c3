import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Translator } from '#shared/i18n/translator';
import {
  complaintReportQuerySchema,
  complaintReportSchema,
} from '#shared/schemas/complaint-report';
import { customerReportQuerySchema, customerReportSchema } from '#shared/schemas/customer-report';
import {
  promotionReportQuerySchema,
  promotionReportSchema,
} from '#shared/schemas/promotion-report';
import {
  deliveryReportQuerySchema,
  deliveryReportSchema,
  productReportQuerySchema,
  productReportSchema,
  salesReportQuerySchema,
  salesReportSchema,
  stockReportQuerySchema,
  stockReportSchema,
} from '#shared/schemas/reports';
import { vatReportQuerySchema, vatReportSchema } from '#shared/schemas/vat-report';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import { insertAuditEntry, requestScope } from '../audit';
import { complaintReport, complaintsCsv } from './complaint-report';
import { customerReport } from './customer-report';
import { deliveryReport } from './delivery-report';
import { productReport } from './product-report';
import { promotionReport } from './promotion-report';
import {
  customersCsv,
  deliveryCsv,
  productsCsv,
  promotionsCsv,
  salesCsv,
  stockCsv,
  vatCsv,
} from './report-csv';
import { salesReport } from './sales-report';
import { stockReport } from './stock-report';
import { vatReport } from './vat-report';

const errors = errorResponses(400, 401, 403);
const tags = ['admin'];
const config = forStaff('reports.view');

/** One report: its JSON at /api/admin/reports/<path> and the CSV of the same at <path>.csv. */
type ReportRoute<Query extends z.ZodType, Report extends z.ZodType> = {
  path: string;
  summary: string;
  csvSummary: string;
  query: Query;
  report: Report;
  build: (db: Database, query: z.infer<Query>) => Promise<z.infer<Report>>;
  csv: (report: z.infer<Report>, translator: Translator) => string;
  /** The download's name, without `sajghor-` and `.csv`. */
  fileName: (query: z.infer<Query>) => string;
};

const dated = (name: string, query: { from: string; to: string }) =>
  `${name}-${query.from}-to-${query.to}`;

function registerReport<Query extends z.ZodType, Report extends z.ZodType>(
  app: FastifyInstance,
  route: ReportRoute<Query, Report>,
) {
  // Without the type provider, whose inferred reply cannot follow a generic schema.
  const url = `/api/admin/reports/${route.path}`;
  app.get(
    url,
    {
      config,
      schema: {
        tags,
        summary: route.summary,
        querystring: route.query,
        response: { 200: route.report, ...errors },
      },
    },
    async (request) => route.build(app.db, request.query as z.infer<Query>),
  );
  app.get(
    `${url}.csv`,
    {
      config,
      schema: {
        tags,
        summary: route.csvSummary,
        querystring: route.query,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query as z.infer<Query>;
      const report = await route.build(app.db, query);
      // A report's CSV leaves the shop: who took which one is kept in the activity log.
      const scope = requestScope(request, requireViewer(request), 'reports');
      await insertAuditEntry(app.db, scope, {
        action: 'reports.export',
        entity: `${route.path}-report`,
        after: query,
      });
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="sajghor-${route.fileName(query)}.csv"`,
          'cache-control': 'no-store',
        })
        .send(route.csv(report, translatorOf(request)));
    },
  );
}

export async function reportsRoutes(app: FastifyInstance) {
  registerReport(app, {
    path: 'complaints',
    summary:
      'Complaints raised in the range: answered within 72 hours or late, the median hours, by topic and outcome',
    csvSummary: 'The complaints report as CSV: the topics and their total, then the outcomes',
    query: complaintReportQuerySchema,
    report: complaintReportSchema,
    build: complaintReport,
    csv: complaintsCsv,
    fileName: (query) => dated('complaints-report', query),
  });
  registerReport(app, {
    path: 'sales',
    summary: 'Sales over time by day, week or month, with the period before and the splits',
    csvSummary: 'Sales over time as CSV: the rows shown, then the totals',
    query: salesReportQuerySchema,
    report: salesReportSchema,
    build: salesReport,
    csv: salesCsv,
    fileName: (query) => dated('sales', query),
  });
  registerReport(app, {
    path: 'products',
    summary: 'Units, net sales, cost and margin by product, variant, brand or category',
    csvSummary: 'The product report as CSV: the rows shown, then the totals',
    query: productReportQuerySchema,
    report: productReportSchema,
    build: productReport,
    csv: productsCsv,
    fileName: (query) => dated(`${query.dimension}-report`, query),
  });
  registerReport(app, {
    path: 'delivery',
    summary: 'Parcels booked in the range by courier and district: delivered, returned, COD',
    csvSummary: 'The delivery report as CSV: the couriers, the districts, then the totals',
    query: deliveryReportQuerySchema,
    report: deliveryReportSchema,
    build: deliveryReport,
    csv: deliveryCsv,
    fileName: (query) => dated('delivery-report', query),
  });
  registerReport(app, {
    path: 'promotions',
    summary: 'Per coupon and sale: orders, new or returning customers, discount given, net sales',
    csvSummary: 'The promotions report as CSV: the coupons and sales, then the totals',
    query: promotionReportQuerySchema,
    report: promotionReportSchema,
    build: promotionReport,
    csv: promotionsCsv,
    fileName: (query) => dated('promotions-report', query),
  });
  registerReport(app, {
    path: 'customers',
    summary: 'New and returning customers, repeat purchases, monthly cohorts and top customers',
    csvSummary: 'The customers report as CSV: the periods, the cohorts, then the top customers',
    query: customerReportQuerySchema,
    report: customerReportSchema,
    build: (db, query) => customerReport(db, query),
    csv: customersCsv,
    fileName: (query) => dated('customers-report', query),
  });
  registerReport(app, {
    path: 'vat',
    summary: 'VAT invoices and credit notes issued in the range, by rate and in all',
    csvSummary: 'The VAT report as CSV: every document, then the rates and the totals',
    query: vatReportQuerySchema,
    report: vatReportSchema,
    build: vatReport,
    csv: vatCsv,
    fileName: (query) => dated('vat', query),
  });
  registerReport(app, {
    path: 'stock',
    summary: 'Units and value at cost held now by category, and the shades slow to sell',
    csvSummary: 'The stock report as CSV: the categories, then the slow movers',
    query: stockReportQuerySchema,
    report: stockReportSchema,
    build: stockReport,
    csv: stockCsv,
    fileName: () => `stock-${new Date().toISOString().slice(0, 10)}`,
  });
}
