import type {
  PromotionFigures,
  PromotionReport,
  PromotionReportRow,
} from '#shared/schemas/promotion-report';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { ComparisonCards } from './comparison-cards';
import { CELL, FIRST_CELL, ReportTable, TotalsRow } from './report-table';

const COUNTS = ['orders', 'firstOrders', 'repeatOrders'] as const;
const MONEY = ['discountGiven', 'netSales'] as const;
/** The cards' order: what the promotions brought first. */
const CARD_FIGURES = ['netSales', 'orders', 'discountGiven', 'firstOrders'] as const;

function FigureCells({ figures }: { figures: PromotionFigures }) {
  const { money, number } = useI18n();
  return (
    <>
      {COUNTS.map((count) => (
        <td key={count} className={CELL}>
          {number(figures[count])}
        </td>
      ))}
      {MONEY.map((figure) => (
        <td key={figure} className={cn(CELL, figure === 'netSales' && 'font-semibold')}>
          {money(figures[figure])}
        </td>
      ))}
    </>
  );
}

function PromotionName({ row }: { row: PromotionReportRow }) {
  const { t } = useI18n();
  return (
    <>
      <span className="font-medium">{row.name}</span>
      <span className="block text-xs font-normal text-stone-600">
        {t(`admin.promotions.kind.${row.kind}`)}
        {row.code && (
          <>
            {' · '}
            <span className="font-mono">{row.code}</span>
          </>
        )}
      </span>
    </>
  );
}

/** Promotions: the orders that used any, beside the days before, then each coupon and sale. */
export function PromotionReportFigures({ report }: { report: PromotionReport }) {
  const i18n = useI18n();
  const { t, money, number } = i18n;
  const label = (figure: (typeof CARD_FIGURES)[number]) =>
    figure === 'netSales'
      ? t('admin.reports.figure.netSales')
      : t(`admin.reports.promotions.${figure}`);
  const cards = CARD_FIGURES.map((figure) => ({
    key: figure,
    label: label(figure),
    current: report.totals[figure],
    previous: report.previous[figure],
    text:
      figure === 'orders' || figure === 'firstOrders'
        ? number(report.totals[figure])
        : money(report.totals[figure]),
    lead: figure === 'netSales',
  }));
  const columns = [
    { label: t('admin.reports.promotions.promotion') },
    ...COUNTS.map((count) => ({
      label: t(`admin.reports.promotions.${count}`),
      align: 'right' as const,
    })),
    { label: t('admin.reports.promotions.discountGiven'), align: 'right' as const },
    { label: t('admin.reports.figure.netSales'), align: 'right' as const },
  ];
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-stone-600">{t('admin.reports.promotions.explained')}</p>
      <ComparisonCards
        figures={cards}
        previousFrom={report.previousFrom}
        previousTo={report.previousTo}
      />
      <ReportTable
        title={t('admin.reports.promotions.caption')}
        columns={columns}
        footer={
          <TotalsRow note={t('admin.reports.promotions.anyPromotion')}>
            <FigureCells figures={report.totals} />
          </TotalsRow>
        }
      >
        {report.rows.map((row) => (
          <tr key={row.promotionId}>
            <th scope="row" className={FIRST_CELL}>
              <PromotionName row={row} />
            </th>
            <FigureCells figures={row} />
          </tr>
        ))}
      </ReportTable>
    </div>
  );
}
