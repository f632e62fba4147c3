/**
 * Admin → Reports' view lives in the URL (tab, range, options), so a link or a reload shows the
 * same report. A preset is kept by name: a bookmarked "This month" is this month when opened.
 */
import {
  PRODUCT_REPORT_DIMENSIONS,
  PRODUCT_REPORT_SORTS,
  type ProductReportDimension,
  type ProductReportSort,
  REPORT_BUCKETS,
  type ReportBucket,
} from '#shared/schemas/reports';

export const REPORT_TABS = [
  'sales',
  'products',
  'delivery',
  'promotions',
  'customers',
  'stock',
  'vat',
  'complaints',
] as const;
/** Days without a sale that make a slow mover, as the stock tab offers them. */
export const SLOW_DAYS = [30, 60, 90, 180, 365] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const RANGE_PRESETS = ['today', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type ReportView = {
  tab: ReportTab;
  preset: RangePreset;
  /** The days asked for; a custom range's as typed (the server says what is wrong with them). */
  from: string;
  to: string;
  by: ReportBucket;
  dimension: ProductReportDimension;
  sort: ProductReportSort;
  q: string;
  slowDays: number;
};

/** What the API takes for each report. */
export type RangeParams = { from: string; to: string };
export type SalesReportParams = RangeParams & { by: ReportBucket };
export type ProductReportParams = {
  from: string;
  to: string;
  dimension: ProductReportDimension;
  sort: ProductReportSort;
  q: string;
};

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Dhaka (UTC+6 all year, no daylight saving), as YYYY-MM-DD. */
export function dhakaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

const dayOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The days a preset covers, counted from Dhaka's today. */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  const at = Date.parse(`${today}T00:00:00Z`);
  const [year = 1970, month = 1] = today.split('-').map(Number);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: dayOf(at - 6 * DAY_MS), to: today };
    case 'thisMonth':
      return { from: dayOf(Date.UTC(year, month - 1, 1)), to: today };
    case 'lastMonth':
      return { from: dayOf(Date.UTC(year, month - 2, 1)), to: dayOf(Date.UTC(year, month - 1, 0)) };
  }
}

function oneOf<Value extends string>(values: readonly Value[], raw: string | null) {
  return values.find((value) => value === raw);
}

/** A long range reads best in weeks or months unless someone chose otherwise. */
export function defaultBucket(from: string, to: string): ReportBucket {
  if (!DAY.test(from) || !DAY.test(to)) return 'day';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > 190) return 'month';
  if (days > 62) return 'week';
  return 'day';
}

/** Unknown values fall back to the defaults, so a stale link still shows a report. */
export function reportViewFrom(params: URLSearchParams, today: string = dhakaToday()): ReportView {
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const preset =
    oneOf(RANGE_PRESETS, params.get('range')) ??
    (rawFrom !== null || rawTo !== null ? 'custom' : 'thisMonth');
  const range =
    preset === 'custom'
      ? { from: (rawFrom ?? '').trim().slice(0, 20), to: (rawTo ?? '').trim().slice(0, 20) }
      : presetRange(preset, today);
  return {
    tab: oneOf(REPORT_TABS, params.get('tab')) ?? 'sales',
    preset,
    ...range,
    by: oneOf(REPORT_BUCKETS, params.get('by')) ?? defaultBucket(range.from, range.to),
    dimension: oneOf(PRODUCT_REPORT_DIMENSIONS, params.get('dimension')) ?? 'product',
    sort: oneOf(PRODUCT_REPORT_SORTS, params.get('sort')) ?? 'netSales',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    slowDays: SLOW_DAYS.find((days) => String(days) === params.get('slowDays')) ?? 90,
  };
}

export const salesParamsOf = (view: ReportView): SalesReportParams => ({
  from: view.from,
  to: view.to,
  by: view.by,
});

export const productParamsOf = (view: ReportView): ProductReportParams => ({
  from: view.from,
  to: view.to,
  dimension: view.dimension,
  sort: view.sort,
  q: view.q,
});

/** The API's query string: an empty search is left out. */
export function reportQuery(params: RangeParams | SalesReportParams | ProductReportParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== '') query.set(key, value);
  }
  return query.toString();
}

export const salesCsvHref = (params: SalesReportParams) =>
  `/api/admin/reports/sales.csv?${reportQuery(params)}`;

export const productsCsvHref = (params: ProductReportParams) =>
  `/api/admin/reports/products.csv?${reportQuery(params)}`;

export const deliveryCsvHref = (params: RangeParams) =>
  `/api/admin/reports/delivery.csv?${reportQuery(params)}`;

export const promotionsCsvHref = (params: RangeParams) =>
  `/api/admin/reports/promotions.csv?${reportQuery(params)}`;

export const customersCsvHref = (params: SalesReportParams) =>
  `/api/admin/reports/customers.csv?${reportQuery(params)}`;

export const vatCsvHref = (params: RangeParams) =>
  `/api/admin/reports/vat.csv?${reportQuery(params)}`;

export const complaintsCsvHref = (params: RangeParams) =>
  `/api/admin/reports/complaints.csv?${reportQuery(params)}`;

export const stockCsvHref = (slowDays: number) =>
  `/api/admin/reports/stock.csv?slowDays=${slowDays}`;
