import { Info } from 'lucide-react';
import { categoryLabel, isProductCategory } from '#shared/catalog';
import type { ProductFigures, ProductReport, ProductReportRow } from '#shared/schemas/reports';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { AdminTable } from '../layout/admin-table';
import { ComparisonCards } from './comparison-cards';
import { CELL, FIRST_CELL, TOTAL_CELL } from './report-table';

const MONEY_FIGURES = ['netSales', 'cost', 'margin'] as const;

/** A figure there is none of (no cost price kept, no net sales): a dash, read out in words. */
function Unknown({ why }: { why: 'noCostShort' | 'noMarginPercent' }) {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t(`admin.reports.products.${why}`)}</span>
    </>
  );
}

function FigureCells({ figures }: { figures: ProductFigures }) {
  const { money, number } = useI18n();
  return (
    <>
      <td className={CELL}>{number(figures.units)}</td>
      <td className={CELL}>{number(figures.returnedUnits)}</td>
      {MONEY_FIGURES.map((figure) => {
        const value = figures[figure];
        return (
          <td
            key={figure}
            className={cn(
              CELL,
              figure === 'margin' && value !== null && value < 0 && 'text-red-700',
            )}
          >
            {value === null ? <Unknown why="noCostShort" /> : money(value)}
          </td>
        );
      })}
      <td className={CELL}>
        {figures.marginPercent === null ? (
          <Unknown why={figures.cost === null ? 'noCostShort' : 'noMarginPercent'} />
        ) : (
          `${number(figures.marginPercent)}%`
        )}
      </td>
    </>
  );
}

/** By product, variant, brand or category: the rows by the chosen sort, then all that matched. */
/** The totals of every group that matched, beside the same search over the days before. */
function ProductCards({ report }: { report: ProductReport }) {
  const { t, number, money } = useI18n();
  const { totals, previous } = report;
  const figures = [
    { key: 'netSales', text: money(totals.netSales), lead: true },
    { key: 'units', text: number(totals.units) },
    { key: 'margin', text: totals.margin === null ? '—' : money(totals.margin) },
    {
      key: 'marginPercent',
      text: totals.marginPercent === null ? '—' : `${number(totals.marginPercent)}%`,
    },
  ] as const;
  return (
    <ComparisonCards
      figures={figures.map((figure) => ({
        ...figure,
        label: t(`admin.reports.figure.${figure.key}`),
        current: totals[figure.key] ?? 0,
        previous: previous[figure.key] ?? 0,
      }))}
      previousFrom={report.previousFrom}
      previousTo={report.previousTo}
    />
  );
}

export function ProductReportFigures({ report, q }: { report: ProductReport; q: string }) {
  const { t } = useI18n();
  const variant = report.dimension === 'variant';
  const nameOf = (row: ProductReportRow) => {
    if (report.dimension === 'category' && isProductCategory(row.key)) {
      return categoryLabel(t, row.key);
    }
    if (report.dimension === 'brand' && row.key === '') return t('admin.reports.noBrand');
    return row.name;
  };
  if (report.rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
        {q ? t('admin.reports.products.emptySearch', { q }) : t('admin.reports.products.empty')}
      </p>
    );
  }
  const columns = [
    { label: t('admin.reports.figure.name') },
    ...(variant ? [{ label: t('admin.reports.figure.detail') }] : []),
    ...(['units', 'returnedUnits', 'netSales', 'cost', 'margin', 'marginPercent'] as const).map(
      (figure) => ({ label: t(`admin.reports.figure.${figure}`), align: 'right' as const }),
    ),
  ];
  const costUnknown = report.totals.cost === null || report.rows.some((row) => row.cost === null);
  return (
    <div className="space-y-3">
      <ProductCards report={report} />
      {report.matched > report.rows.length && (
        <p className="text-sm text-stone-700">
          {t('admin.reports.products.showing', {
            shown: report.rows.length,
            matched: report.matched,
          })}
        </p>
      )}
      <AdminTable
        columns={columns}
        caption={t(`admin.reports.products.caption.${report.dimension}`)}
        stickyFirstColumn
        footer={
          <tr>
            <th scope="row" colSpan={variant ? 2 : 1} className={TOTAL_CELL}>
              {t('admin.reports.totals')}
            </th>
            <FigureCells figures={report.totals} />
          </tr>
        }
      >
        {report.rows.map((row) => (
          <tr key={row.key}>
            <th
              scope="row"
              className={cn(
                FIRST_CELL,
                'max-w-40 min-w-32 font-medium break-words whitespace-normal sm:max-w-72 sm:min-w-48',
              )}
            >
              {nameOf(row)}
            </th>
            {variant && <td className="min-w-32 px-3 py-2.5 text-stone-700">{row.detail ?? ''}</td>}
            <FigureCells figures={row} />
          </tr>
        ))}
      </AdminTable>
      {costUnknown && (
        <p className="flex gap-2 text-sm text-stone-700">
          <Info className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <span>{t('admin.reports.products.noCost')}</span>
        </p>
      )}
    </div>
  );
}
