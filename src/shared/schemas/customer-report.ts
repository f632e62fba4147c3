/** Admin → Reports → Customers (docs/guide/reports.md); a customer is an order's phone number. */
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
  customers: z.number().int(),
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
  /** One decimal. */
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
  rows: z.array(
    z.object({
      period: z.string(),
      newCustomers: z.number().int(),
      returningCustomers: z.number().int(),
    }),
  ),
  /** Per month of the range: its new customers and, for up to 12 later months, % who ordered. */
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
