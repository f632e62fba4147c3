/** Rows then totals, money in taka, so the sheet's sums equal the screen's. */
import { categoryLabel, type ProductCategory } from '#shared/catalog';
import type { Translator } from '#shared/i18n/translator';
import { shortOrderId } from '#shared/orders';
import { courierRowLabel, districtRowLabel } from '#shared/report-labels';
import type { CustomerReport } from '#shared/schemas/customer-report';
import type { PromotionFigures, PromotionReport } from '#shared/schemas/promotion-report';
import type {
  DeliveryReport,
  ParcelFigures,
  ProductFigures,
  ProductReport,
  ProductReportRow,
  SalesFigures,
  SalesReport,
  StockReport,
} from '#shared/schemas/reports';
import type { VatFigures, VatReport } from '#shared/schemas/vat-report';
import { csvTable, takaText, UTF8_BOM } from '../../csv';

const taka = (poisha: number | null) => (poisha === null ? '' : takaText(poisha));

type SalesLine = SalesFigures & { period: string };

export function salesCsv(report: SalesReport, { t }: Translator): string {
  const columns: [string, (line: SalesLine) => unknown][] = [
    [t('admin.reports.figure.period'), (line) => line.period],
    [t('admin.reports.figure.orders'), (line) => line.orders],
    [t('admin.reports.figure.items'), (line) => line.items],
    [t('admin.reports.figure.grossSales'), (line) => taka(line.grossSales)],
    [t('admin.reports.figure.discounts'), (line) => taka(line.discounts)],
    [t('admin.reports.figure.refunds'), (line) => taka(line.refunds)],
    [t('admin.reports.figure.netSales'), (line) => taka(line.netSales)],
    [t('admin.reports.figure.delivery'), (line) => taka(line.delivery)],
    [t('admin.reports.figure.codCharges'), (line) => taka(line.codCharges)],
    [t('admin.reports.figure.totalSales'), (line) => taka(line.totalSales)],
  ];
  const totals = { period: t('admin.reports.totals'), ...report.totals };
  return UTF8_BOM + csvTable(columns, [...report.rows, totals]);
}

type ProductLine = ProductFigures & { name: string; detail: string | null };

export function productsCsv(report: ProductReport, { t }: Translator): string {
  const nameOf = (row: ProductReportRow) => {
    if (report.dimension === 'category') return categoryLabel(t, row.key as ProductCategory);
    if (report.dimension === 'brand' && row.key === '') return t('admin.reports.noBrand');
    return row.name;
  };
  const columns: [string, (line: ProductLine) => unknown][] = [
    [t('admin.reports.figure.name'), (line) => line.name],
    [t('admin.reports.figure.detail'), (line) => line.detail],
    [t('admin.reports.figure.units'), (line) => line.units],
    [t('admin.reports.figure.returnedUnits'), (line) => line.returnedUnits],
    [t('admin.reports.figure.netSales'), (line) => taka(line.netSales)],
    [t('admin.reports.figure.cost'), (line) => taka(line.cost)],
    [t('admin.reports.figure.margin'), (line) => taka(line.margin)],
    [t('admin.reports.figure.marginPercent'), (line) => line.marginPercent],
  ];
  // Only the variant report has a detail to show.
  const shown =
    report.dimension === 'variant' ? columns : columns.filter((_, index) => index !== 1);
  const lines = report.rows.map((row) => ({ ...row, name: nameOf(row) }));
  const totals = { name: t('admin.reports.totals'), detail: null, ...report.totals };
  return UTF8_BOM + csvTable(shown, [...lines, totals]);
}

type ParcelLine = ParcelFigures & { name: string };

/** The couriers, then the districts, then the totals: one sheet, as the page shows them. */
export function deliveryCsv(report: DeliveryReport, translator: Translator): string {
  const { t } = translator;
  const columns: [string, (line: ParcelLine) => unknown][] = [
    [t('admin.reports.delivery.courierOrDistrict'), (line) => line.name],
    [t('admin.reports.delivery.booked'), (line) => line.booked],
    [t('admin.reports.delivery.delivered'), (line) => line.delivered],
    [t('admin.reports.delivery.returned'), (line) => line.returned],
    [t('admin.reports.delivery.cancelled'), (line) => line.cancelled],
    [t('admin.reports.delivery.onTheWay'), (line) => line.onTheWay],
    [t('admin.reports.delivery.successPercent'), (line) => line.successPercent],
    [t('admin.reports.delivery.averageDays'), (line) => line.averageDays],
    [t('admin.reports.delivery.courierFees'), (line) => taka(line.courierFees)],
    [t('admin.reports.delivery.codCollected'), (line) => taka(line.codCollected)],
    [t('admin.reports.delivery.codOwed'), (line) => taka(line.codOwed)],
  ];
  const lines = [
    ...report.byCourier.map((row) => ({ ...row, name: courierRowLabel(t, row.key, row.name) })),
    ...report.byDistrict.map((row) => ({ ...row, name: districtRowLabel(translator, row.key) })),
    { ...report.totals, name: t('admin.reports.totals') },
  ];
  return UTF8_BOM + csvTable(columns, lines);
}

type StockLine = { name: string; detail: string | null; units: number; value: number | null };

/** The categories and their total, then the slow movers with the day each last sold. */
export function stockCsv(report: StockReport, { t }: Translator): string {
  const values: [string, (line: StockLine & { withoutCost: number | string }) => unknown][] = [
    [t('admin.reports.stock.category'), (line) => line.name],
    [t('admin.reports.stock.units'), (line) => line.units],
    [t('admin.reports.stock.value'), (line) => taka(line.value)],
    [t('admin.reports.stock.unitsWithoutCost'), (line) => line.withoutCost],
  ];
  const categories = [
    ...report.byCategory.map((row) => ({
      name: categoryLabel(t, row.key as ProductCategory),
      detail: null,
      units: row.units,
      value: row.value,
      withoutCost: row.unitsWithoutCost,
    })),
    {
      name: t('admin.reports.totals'),
      detail: null,
      ...report.totals,
      withoutCost: report.totals.unitsWithoutCost,
    },
  ];
  const slow: [string, (line: StockReport['slowMovers'][number]) => unknown][] = [
    [t('admin.reports.stock.slowMover'), (line) => line.name],
    [t('admin.reports.figure.detail'), (line) => line.detail],
    [t('admin.reports.stock.units'), (line) => line.units],
    [t('admin.reports.stock.value'), (line) => taka(line.value)],
    [
      t('admin.reports.stock.lastSold'),
      (line) => line.lastSold ?? t('admin.reports.stock.neverSold'),
    ],
  ];
  return `${UTF8_BOM}${csvTable(values, categories)}\r\n${csvTable(slow, report.slowMovers)}`;
}

type PromotionLine = PromotionFigures & { name: string; kind: string; code: string | null };

export function promotionsCsv(report: PromotionReport, { t }: Translator): string {
  const columns: [string, (line: PromotionLine) => unknown][] = [
    [t('admin.reports.promotions.promotion'), (line) => line.name],
    [t('admin.reports.promotions.kind'), (line) => line.kind],
    [t('admin.reports.promotions.code'), (line) => line.code],
    [t('admin.reports.promotions.orders'), (line) => line.orders],
    [t('admin.reports.promotions.firstOrders'), (line) => line.firstOrders],
    [t('admin.reports.promotions.repeatOrders'), (line) => line.repeatOrders],
    [t('admin.reports.promotions.discountGiven'), (line) => taka(line.discountGiven)],
    [t('admin.reports.figure.netSales'), (line) => taka(line.netSales)],
  ];
  const lines = report.rows.map((row) => ({
    ...row,
    kind: t(`admin.promotions.kind.${row.kind}`),
  }));
  // Each order once: an order that used a coupon and a sale is in both rows above.
  const totals = { name: t('admin.reports.totals'), kind: '', code: null, ...report.totals };
  return UTF8_BOM + csvTable(columns, [...lines, totals]);
}

type CustomerPeriodLine = { period: string; newCustomers: number; returningCustomers: number };

/** The periods and their totals, then the cohorts, then the top customers. */
export function customersCsv(report: CustomerReport, { t }: Translator): string {
  const periods: [string, (line: CustomerPeriodLine) => unknown][] = [
    [t('admin.reports.figure.period'), (line) => line.period],
    [t('admin.reports.customers.newCustomers'), (line) => line.newCustomers],
    [t('admin.reports.customers.returningCustomers'), (line) => line.returningCustomers],
  ];
  // A customer who ordered in two periods is returning in the second: the totals count each once.
  const totals = { period: t('admin.reports.totals'), ...report.totals };
  const longest = Math.max(0, ...report.cohorts.map((cohort) => cohort.returned.length));
  const cohorts: [string, (line: CustomerReport['cohorts'][number]) => unknown][] = [
    [t('admin.reports.customers.cohortMonth'), (line) => line.month.slice(0, 7)],
    [t('admin.reports.customers.newCustomers'), (line) => line.newCustomers],
    ...Array.from(
      { length: longest },
      (_, index): [string, (line: CustomerReport['cohorts'][number]) => unknown] => [
        t('admin.reports.customers.monthAfter', { months: index + 1 }),
        (line) => line.returned[index] ?? '',
      ],
    ),
  ];
  const top: [string, (line: CustomerReport['topCustomers'][number]) => unknown][] = [
    [t('admin.reports.customers.phone'), (line) => line.phone],
    [t('admin.reports.figure.name'), (line) => line.name],
    [t('admin.reports.figure.orders'), (line) => line.orders],
    [t('admin.reports.customers.netSpend'), (line) => taka(line.netSpend)],
    [t('admin.reports.customers.lastOrder'), (line) => line.lastOrderOn],
  ];
  return [
    UTF8_BOM + csvTable(periods, [...report.rows, totals]),
    csvTable(cohorts, report.cohorts),
    csvTable(top, report.topCustomers),
  ].join('\r\n');
}

/** Dhaka's date and time of a moment, as the invoices print it (2026-11-05 14:30). */
const dhakaMinute = (iso: string) =>
  new Date(Date.parse(iso) + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

type VatSideLine = {
  label: string;
  invoices: VatFigures;
  creditNotes: VatFigures;
  net: VatFigures;
};

/** Every document, then each rate's and all the documents' invoiced, credited and net amounts. */
export function vatCsv(report: VatReport, { t }: Translator): string {
  type Document = VatReport['documents'][number];
  const documents: [string, (row: Document) => unknown][] = [
    [t('admin.reports.vat.kind'), (row) => t(`admin.reports.vat.kind.${row.kind}`)],
    [t('admin.reports.vat.serial'), (row) => row.serial],
    [t('admin.reports.vat.issued'), (row) => dhakaMinute(row.issuedAt)],
    [t('admin.reports.vat.order'), (row) => shortOrderId(row.orderId)],
    [t('admin.reports.vat.invoiceSerial'), (row) => row.invoiceSerial],
    [t('admin.reports.vat.buyer'), (row) => row.buyer],
    [t('admin.reports.vat.valueExcl'), (row) => taka(row.valueExclVat)],
    [t('admin.reports.vat.vat'), (row) => taka(row.vat)],
    [t('admin.reports.vat.valueIncl'), (row) => taka(row.valueInclVat)],
  ];
  const sides: [string, (line: VatSideLine) => unknown][] = [
    [t('admin.reports.vat.rate'), (line) => line.label],
    [t('admin.reports.vat.invoicedExcl'), (line) => taka(line.invoices.valueExclVat)],
    [t('admin.reports.vat.invoicedVat'), (line) => taka(line.invoices.vat)],
    [t('admin.reports.vat.creditedExcl'), (line) => taka(line.creditNotes.valueExclVat)],
    [t('admin.reports.vat.creditedVat'), (line) => taka(line.creditNotes.vat)],
    [t('admin.reports.vat.netExcl'), (line) => taka(line.net.valueExclVat)],
    [t('admin.reports.vat.netVat'), (line) => taka(line.net.vat)],
  ];
  const rates = report.byRate.map((rate) => ({ ...rate, label: `${rate.ratePercent} %` }));
  const totals = { label: t('admin.reports.totals'), ...report.totals };
  return `${UTF8_BOM}${csvTable(documents, report.documents)}\r\n${csvTable(sides, [...rates, totals])}`;
}
