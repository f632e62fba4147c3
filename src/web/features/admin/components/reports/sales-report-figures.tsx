import { lazy, Suspense } from 'react';
import { poishaToTaka } from '#shared/money';
import { paymentMethodLabel } from '#shared/order-display';
import type { SalesFigures, SalesReport } from '#shared/schemas/reports';
import { Skeleton } from '../../../../components/ui/skeleton';
import { type I18n, useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { periodLabel, periodTick } from '../../utils/report-dates';
import { AdminTable } from '../layout/admin-table';
import { ComparisonCards } from './comparison-cards';
import { CELL, FIRST_CELL, SECTION_HEADING, TOTAL_CELL } from './report-table';

const SalesChart = lazy(() =>
  import('../dashboard/sales-chart').then((module) => ({ default: module.SalesChart })),
);

type Figure = keyof SalesFigures;
/** The cards' order: what the shop earned first. */
const CARD_FIGURES: Figure[] = [
  'netSales',
  'orders',
  'grossSales',
  'discounts',
  'refunds',
  'delivery',
  'codCharges',
  'totalSales',
];
/** The table's columns after the period, in the CSV's order. */
const TABLE_FIGURES: Figure[] = [
  'orders',
  'items',
  'grossSales',
  'discounts',
  'refunds',
  'netSales',
  'delivery',
  'codCharges',
  'totalSales',
];
const COUNTS: ReadonlySet<Figure> = new Set(['orders', 'items']);

function figureText({ money, number }: I18n, figure: Figure, value: number): string {
  return COUNTS.has(figure) ? number(value) : money(value);
}

function SummaryCards({ report }: { report: SalesReport }) {
  const i18n = useI18n();
  const figures = CARD_FIGURES.map((figure) => ({
    key: figure,
    label: i18n.t(`admin.reports.figure.${figure}`),
    current: report.totals[figure],
    previous: report.previous[figure],
    text: figureText(i18n, figure, report.totals[figure]),
    lead: figure === 'netSales',
  }));
  return (
    <ComparisonCards
      figures={figures}
      previousFrom={report.previousFrom}
      previousTo={report.previousTo}
    />
  );
}

function ChartSection({ report }: { report: SalesReport }) {
  const { t, language } = useI18n();
  const points = report.rows.map((row) => ({
    label: periodTick(row.period, report.by, language),
    orders: row.orders,
    revenueTaka: poishaToTaka(row.netSales),
  }));
  return (
    <section
      aria-labelledby="report-chart"
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id="report-chart" className="mb-3 font-serif text-lg font-semibold">
        {t('admin.reports.chart')}
      </h3>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <SalesChart points={points} lineName={t('admin.reports.figure.netSales')} />
      </Suspense>
    </section>
  );
}

function PeriodTable({ report }: { report: SalesReport }) {
  const i18n = useI18n();
  const { t, language } = i18n;
  const heading = t(`admin.reports.sales.table.${report.by}`);
  const columns = [
    { label: t('admin.reports.figure.period') },
    ...TABLE_FIGURES.map((figure) => ({
      label: t(`admin.reports.figure.${figure}`),
      align: 'right' as const,
    })),
  ];
  const cells = (figures: SalesFigures) =>
    TABLE_FIGURES.map((figure) => (
      <td key={figure} className={cn(CELL, figure === 'netSales' && 'font-semibold')}>
        {figureText(i18n, figure, figures[figure])}
      </td>
    ));
  return (
    <section aria-labelledby="report-periods" className="space-y-2">
      <h3 id="report-periods" className={SECTION_HEADING}>
        {heading}
      </h3>
      {report.by !== 'day' && (
        <p className="text-sm text-stone-600">{t('admin.reports.sales.weeksHint')}</p>
      )}
      <AdminTable
        columns={columns}
        caption={heading}
        stickyFirstColumn
        footer={
          <tr>
            <th scope="row" className={TOTAL_CELL}>
              {t('admin.reports.totals')}
            </th>
            {cells(report.totals)}
          </tr>
        }
      >
        {report.rows.map((row) => (
          <tr
            key={row.period}
            className={cn(row.orders === 0 && row.refunds === 0 && 'text-stone-500')}
          >
            <th scope="row" className={cn(FIRST_CELL, 'font-medium')}>
              {periodLabel(row.period, report.by, language)}
            </th>
            {cells(row)}
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

type SplitRow = { key: string; orders: number; netSales: number };

function SplitTable({
  id,
  title,
  keyLabel,
  rows,
  name,
}: {
  id: string;
  title: string;
  keyLabel: string;
  rows: SplitRow[];
  name: (key: string) => string;
}) {
  const { t, money, number } = useI18n();
  // Methods and sources nobody used on these days would only be rows of noughts.
  const used = rows.filter((row) => row.orders !== 0 || row.netSales !== 0);
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2">
      <h3 id={id} className="font-serif text-lg font-semibold text-stone-900">
        {title}
      </h3>
      {used.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600">
          {t('admin.reports.sales.splitEmpty')}
        </p>
      ) : (
        <AdminTable
          caption={title}
          stickyFirstColumn
          columns={[
            { label: keyLabel },
            { label: t('admin.reports.figure.orders'), align: 'right' },
            { label: t('admin.reports.figure.netSales'), align: 'right' },
          ]}
        >
          {used.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={cn(FIRST_CELL, 'font-medium')}>
                {name(row.key)}
              </th>
              <td className={CELL}>{number(row.orders)}</td>
              <td className={CELL}>{money(row.netSales)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** Sales over time: the totals beside the period before, the chart, the rows and the splits. */
export function SalesReportFigures({ report }: { report: SalesReport }) {
  const { t } = useI18n();
  return (
    <div className="space-y-8">
      <SummaryCards report={report} />
      <ChartSection report={report} />
      <PeriodTable report={report} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <SplitTable
          id="report-by-method"
          title={t('admin.reports.sales.byPaymentMethod')}
          keyLabel={t('admin.orders.paymentMethod')}
          rows={report.byPaymentMethod}
          name={(key) =>
            paymentMethodLabel(t, key as SalesReport['byPaymentMethod'][number]['key'])
          }
        />
        <SplitTable
          id="report-by-source"
          title={t('admin.reports.sales.bySource')}
          keyLabel={t('admin.orders.source')}
          rows={report.bySource}
          name={(key) => t(`admin.orderSource.${key as SalesReport['bySource'][number]['key']}`)}
        />
      </div>
    </div>
  );
}
