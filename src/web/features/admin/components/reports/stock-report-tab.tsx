import { Download } from 'lucide-react';
import { categoryLabel, isProductCategory } from '#shared/catalog';
import type { StockReport, StockValue } from '#shared/schemas/reports';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useStockReport } from '../../api/reports-stock';
import { type ReportView, SLOW_DAYS, stockCsvHref } from '../../utils/report-view';
import { AdminTable } from '../layout/admin-table';
import { ListStates } from '../layout/list-states';
import type { ReportChange } from './report-options';
import { REPORT_FIELD, REPORT_LABEL } from './report-range-picker';
import { CELL, FIRST_CELL, ReportTable, SECTION_HEADING, TotalsRow } from './report-table';

/** No unit has a cost price kept: a dash, not a value of nothing. */
function valueText(figures: StockValue, money: (poisha: number) => string) {
  return figures.units > 0 && figures.unitsWithoutCost === figures.units
    ? '—'
    : money(figures.value);
}

function StockFigures({ report }: { report: StockReport }) {
  const { t, money, number, date } = useI18n();
  const valueColumns = [
    { label: t('admin.reports.stock.category') },
    { label: t('admin.reports.stock.units'), align: 'right' as const },
    { label: t('admin.reports.stock.value'), align: 'right' as const },
    { label: t('admin.reports.stock.unitsWithoutCost'), align: 'right' as const },
  ];
  const slowColumns = [
    { label: t('admin.reports.stock.slowMover') },
    { label: t('admin.reports.figure.detail') },
    { label: t('admin.reports.stock.units'), align: 'right' as const },
    { label: t('admin.reports.stock.value'), align: 'right' as const },
    { label: t('admin.reports.stock.lastSold'), align: 'right' as const },
  ];
  return (
    <div className="space-y-6">
      <ReportTable
        title={t('admin.reports.stock.byCategory')}
        columns={valueColumns}
        footer={
          <TotalsRow>
            <td className={CELL}>{number(report.totals.units)}</td>
            <td className={CELL}>{valueText(report.totals, money)}</td>
            <td className={CELL}>{number(report.totals.unitsWithoutCost)}</td>
          </TotalsRow>
        }
      >
        {report.byCategory.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={FIRST_CELL}>
              {isProductCategory(row.key) ? categoryLabel(t, row.key) : row.key}
            </th>
            <td className={CELL}>{number(row.units)}</td>
            <td className={CELL}>{valueText(row, money)}</td>
            <td className={CELL}>{number(row.unitsWithoutCost)}</td>
          </tr>
        ))}
      </ReportTable>
      <section className="space-y-2">
        <h3 className={SECTION_HEADING}>
          {t('admin.reports.stock.slowHeading', { days: report.slowDays })}
        </h3>
        {report.slowMovers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
            {t('admin.reports.stock.noSlowMovers')}
          </p>
        ) : (
          <>
            {report.slowMoversMatched > report.slowMovers.length && (
              <p className="text-sm text-stone-700">
                {t('admin.reports.stock.showing', {
                  shown: report.slowMovers.length,
                  matched: report.slowMoversMatched,
                })}
              </p>
            )}
            <AdminTable
              columns={slowColumns}
              caption={t('admin.reports.stock.slowHeading', { days: report.slowDays })}
              stickyFirstColumn
            >
              {report.slowMovers.map((row) => (
                <tr key={row.variantId}>
                  <th
                    scope="row"
                    className={cn(FIRST_CELL, 'max-w-40 min-w-32 whitespace-normal sm:max-w-72')}
                  >
                    {row.name}
                  </th>
                  <td className="min-w-32 px-3 py-2.5 text-stone-700">{row.detail ?? ''}</td>
                  <td className={CELL}>{number(row.units)}</td>
                  <td className={CELL}>{row.value === null ? '—' : money(row.value)}</td>
                  <td className={CELL}>
                    {row.lastSold === null
                      ? t('admin.reports.stock.neverSold')
                      : date(`${row.lastSold}T12:00:00+06:00`)}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </>
        )}
      </section>
    </div>
  );
}

/** Stock value: what is held now at cost, whatever the days, and what has not sold lately. */
export function StockReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const report = useStockReport(view.slowDays);
  return (
    <div className="space-y-6">
      <section
        aria-label={t('admin.reports.options')}
        className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      >
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="report-slow-days" className={REPORT_LABEL}>
            {t('admin.reports.stock.slowDays')}
          </label>
          <select
            id="report-slow-days"
            value={view.slowDays}
            onChange={(event) => change.set({ slowDays: event.currentTarget.value })}
            className={cn(REPORT_FIELD, 'pr-2 sm:w-44')}
          >
            {SLOW_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('admin.reports.stock.days', { days })}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" asChild className="col-span-2 sm:col-span-1 sm:ml-auto">
          <a href={stockCsvHref(view.slowDays)} download>
            <Download aria-hidden="true" />
            {t('admin.reports.csv')}
          </a>
        </Button>
      </section>
      <p className="text-sm text-stone-700">{t('admin.reports.stock.explained')}</p>
      <ListStates
        query={report}
        loadFailed={t('admin.reports.loadFailed')}
        skeletonRows={5}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => <StockFigures report={data} />}
      </ListStates>
    </div>
  );
}
