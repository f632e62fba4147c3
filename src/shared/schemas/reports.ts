/**
 * Admin → Reports (figures defined in docs/guide/reports.md): a range of Dhaka days beside the
 * period of the same length just before.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { ORDER_SOURCES } from '../orders';
import { PAYMENT_METHODS } from '../pricing';
import { isoDate } from './stock';

/** Five years of days (with their leap days): a longer range is refused. */
export const REPORT_MAX_DAYS = 5 * 365 + 2;
export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];
export const PRODUCT_REPORT_DIMENSIONS = ['product', 'variant', 'brand', 'category'] as const;
export type ProductReportDimension = (typeof PRODUCT_REPORT_DIMENSIONS)[number];
export const PRODUCT_REPORT_SORTS = [
  'netSales',
  'units',
  'margin',
  'marginPercent',
  'returnedUnits',
  'name',
] as const;
export type ProductReportSort = (typeof PRODUCT_REPORT_SORTS)[number];
/** Rows a product report shows (and its CSV holds), best first by the chosen sort. */
export const PRODUCT_REPORT_ROWS = 200;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const day = z.string({ error: msg('validation.stock.date') }).pipe(isoDate);

export const rangeShape = { from: day, to: day };

/** A reversed or too long range is one message, on the field a person would change. */
export function checkRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  const days = daysIn(range.from, range.to);
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: msg('validation.report.reversed') });
  } else if (days > REPORT_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: msg('validation.report.tooLong') });
  }
}

export const salesReportQuerySchema = z
  .strictObject({
    ...rangeShape,
    by: z.enum(REPORT_BUCKETS, { error: msg('validation.report.bucket') }).default('day'),
  })
  .superRefine(checkRange);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export const productReportQuerySchema = z
  .strictObject({
    ...rangeShape,
    dimension: z
      .enum(PRODUCT_REPORT_DIMENSIONS, { error: msg('validation.report.dimension') })
      .default('product'),
    sort: z
      .enum(PRODUCT_REPORT_SORTS, { error: msg('validation.report.sort') })
      .default('netSales'),
    q: z
      .string()
      .trim()
      .max(100, msg('validation.report.search'))
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine(checkRange);
export type ProductReportQuery = z.infer<typeof productReportQuerySchema>;

/** Poisha throughout; see docs/guide/reports.md for what each figure counts. */
export const salesFiguresSchema = z.object({
  orders: z.number().int(),
  items: z.number().int(),
  grossSales: z.number().int(),
  discounts: z.number().int(),
  refunds: z.number().int(),
  netSales: z.number().int(),
  delivery: z.number().int(),
  codCharges: z.number().int(),
  totalSales: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

const splitRowSchema = <Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.object({ key: z.enum(keys), orders: z.number().int(), netSales: z.number().int() });

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_BUCKETS),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: salesFiguresSchema,
  previous: salesFiguresSchema,
  /** Each day, ISO week (from Monday) or month, empty ones too; `period` is its first day. */
  rows: z.array(salesFiguresSchema.extend({ period: z.string() })),
  byPaymentMethod: z.array(splitRowSchema(PAYMENT_METHODS)),
  bySource: z.array(splitRowSchema(ORDER_SOURCES)),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const productFiguresSchema = z.object({
  units: z.number().int(),
  returnedUnits: z.number().int(),
  netSales: z.number().int(),
  /** At the shade's cost price; null when a unit sold has no cost price kept. */
  cost: z.number().int().nullable(),
  margin: z.number().int().nullable(),
  /** Of net sales, one decimal; null without a cost or without net sales. */
  marginPercent: z.number().nullable(),
});
export type ProductFigures = z.infer<typeof productFiguresSchema>;

export const productReportRowSchema = productFiguresSchema.extend({
  /** The product's or variant's id, the brand or the category. */
  key: z.string(),
  name: z.string(),
  /** The variant's shade or size, and its SKU, for the variant dimension. */
  detail: z.string().nullable(),
});
export type ProductReportRow = z.infer<typeof productReportRowSchema>;

export const productReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  dimension: z.enum(PRODUCT_REPORT_DIMENSIONS),
  sort: z.enum(PRODUCT_REPORT_SORTS),
  rows: z.array(productReportRowSchema),
  /** Every row that matched, shown or not; `totals` add them all. */
  matched: z.number().int(),
  totals: productFiguresSchema,
  previousFrom: z.string(),
  previousTo: z.string(),
  previous: productFiguresSchema,
});
export type ProductReport = z.infer<typeof productReportSchema>;

export const deliveryReportQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type DeliveryReportQuery = z.infer<typeof deliveryReportQuerySchema>;

export const parcelFiguresSchema = z.object({
  booked: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
  onTheWay: z.number().int(),
  /** One decimal; null when none ended. */
  successPercent: z.number().nullable(),
  /** One decimal; null without a delivery. */
  averageDays: z.number().nullable(),
  courierFees: z.number().int(),
  codCollected: z.number().int(),
  codOwed: z.number().int(),
});
export type ParcelFigures = z.infer<typeof parcelFiguresSchema>;

export const deliveryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: parcelFiguresSchema,
  previous: parcelFiguresSchema,
  /** `key` 'steadfast', 'pathao', or 'manual:' and the name typed for a parcel booked by hand. */
  byCourier: z.array(parcelFiguresSchema.extend({ key: z.string(), name: z.string().nullable() })),
  /** `key` the district's id (#shared/districts), '' for orders placed before districts. */
  byDistrict: z.array(parcelFiguresSchema.extend({ key: z.string() })),
});
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;

export const SLOW_MOVER_ROWS = 100;

export const stockReportQuerySchema = z.strictObject({
  /** A shade in stock with no sale in this many days is a slow mover. */
  slowDays: z.coerce
    .number({ error: msg('validation.report.slowDays') })
    .int(msg('validation.report.slowDays'))
    .min(7, msg('validation.report.slowDays'))
    .max(730, msg('validation.report.slowDays'))
    .default(90),
});
export type StockReportQuery = z.infer<typeof stockReportQuerySchema>;

export const stockValueSchema = z.object({
  units: z.number().int(),
  /** Poisha at the shades' cost prices; the units without one are counted apart. */
  value: z.number().int(),
  unitsWithoutCost: z.number().int(),
});
export type StockValue = z.infer<typeof stockValueSchema>;

export const stockReportSchema = z.object({
  slowDays: z.number().int(),
  totals: stockValueSchema,
  byCategory: z.array(stockValueSchema.extend({ key: z.string() })),
  /** In stock, no sale in `slowDays` days; the most value held first, at most SLOW_MOVER_ROWS. */
  slowMovers: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int(),
      name: z.string(),
      detail: z.string().nullable(),
      units: z.number().int(),
      value: z.number().int().nullable(),
      /** The Dhaka day of its last sale; null when it never sold. */
      lastSold: z.string().nullable(),
    }),
  ),
  slowMoversMatched: z.number().int(),
});
export type StockReport = z.infer<typeof stockReportSchema>;
