/**
 * Admin → Reports → Customers: who ordered in a range of Dhaka days, new or coming back, how many
 * ordered again, each month's new customers' return in the months after, and who spent most
 * (docs/guide/reports.md defines each figure). A customer is an order's phone number.
 *
 * - GET /api/admin/reports/customers?from&to&by → customerReportSchema (reports.view)
 * - GET /api/admin/reports/customers.csv?from&to&by → text/csv: the periods, then the top customers
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { checkRange, REPORT_BUCKETS, rangeShape } from './reports';

/** Months after a cohort's first that its table follows. */
export const COHORT_MONTHS = 12;
export const TOP_CUSTOMERS = 20;

export const customerReportQuerySchema = z
  .strictObject({
    ...rangeShape,
    by: z.enum(REPORT_BUCKETS, { error: msg('validation.report.bucket') }).default('day'),
  })
  .superRefine(checkRange);
export type CustomerReportQuery = z.infer<typeof customerReportQuerySchema>;

export const customerFiguresSchema = z.object({
  /** Phones with an order in the range. */
  customers: z.number().int(),
  /** Of those, the ones whose first order was in the range. */
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
  /** Of the customers, the share with two or more orders by the range's end; one decimal. */
  repeatPercent: z.number().nullable(),
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

export const customerReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_BUCKETS),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: customerFiguresSchema,
  previous: customerFiguresSchema,
  /** Each period's new customers (first order in it) and returning ones (first order before it). */
  rows: z.array(
    z.object({
      period: z.string(),
      newCustomers: z.number().int(),
      returningCustomers: z.number().int(),
    }),
  ),
  /**
   * One per month of the range: its new customers, and for each month after (up to twelve, to this
   * month), the share of them who ordered in it, one decimal.
   */
  cohorts: z.array(
    z.object({ month: z.string(), newCustomers: z.number().int(), returned: z.array(z.number()) }),
  ),
  /** By net spend in the range, most first. */
  topCustomers: z.array(
    z.object({
      phone: z.string(),
      name: z.string(),
      orders: z.number().int(),
      netSpend: z.number().int(),
      lastOrderOn: z.string(),
    }),
  ),
});
export type CustomerReport = z.infer<typeof customerReportSchema>;
