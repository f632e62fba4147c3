import { courierRowLabel, districtRowLabel } from '#shared/report-labels';
import type { DeliveryReport, ParcelFigures } from '#shared/schemas/reports';
import { useI18n } from '../../../../lib/i18n';
import { ComparisonCards } from './comparison-cards';
import { CELL, FIRST_CELL, ReportTable, TotalsRow } from './report-table';

const COUNTS = ['booked', 'delivered', 'returned', 'cancelled', 'onTheWay'] as const;
const MONEY = ['courierFees', 'codCollected', 'codOwed'] as const;
const FIGURES = [...COUNTS, 'successPercent', 'averageDays', ...MONEY] as const;

/** A rate or a time there is none of yet (no parcel ended): a dash, read out in words. */
function None() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('admin.reports.delivery.none')}</span>
    </>
  );
}

function FigureCells({ figures }: { figures: ParcelFigures }) {
  const { money, number } = useI18n();
  return (
    <>
      {COUNTS.map((count) => (
        <td key={count} className={CELL}>
          {number(figures[count])}
        </td>
      ))}
      <td className={CELL}>
        {figures.successPercent === null ? <None /> : `${number(figures.successPercent)}%`}
      </td>
      <td className={CELL}>
        {figures.averageDays === null ? <None /> : number(figures.averageDays)}
      </td>
      {MONEY.map((figure) => (
        <td key={figure} className={CELL}>
          {money(figures[figure])}
        </td>
      ))}
    </>
  );
}

function ParcelTable({
  caption,
  rows,
  totals,
}: {
  caption: string;
  rows: (ParcelFigures & { key: string; label: string })[];
  totals: ParcelFigures;
}) {
  const { t } = useI18n();
  const columns = [
    { label: t('admin.reports.delivery.courierOrDistrict') },
    ...FIGURES.map((figure) => ({
      label: t(`admin.reports.delivery.${figure}`),
      align: 'right' as const,
    })),
  ];
  return (
    <ReportTable
      title={caption}
      columns={columns}
      footer={
        <TotalsRow>
          <FigureCells figures={totals} />
        </TotalsRow>
      }
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className={FIRST_CELL}>
            {row.label}
          </th>
          <FigureCells figures={row} />
        </tr>
      ))}
    </ReportTable>
  );
}

/** Returned as a share of the parcels that ended: the districts to ask for an advance first. */
const returnRate = (row: ParcelFigures) =>
  row.delivered + row.returned === 0 ? -1 : row.returned / (row.delivered + row.returned);

/** By courier, then by district with the worst return rate first. */
/** Parcels booked, their success and what couriers collected, beside the days before. */
function DeliveryCards({ report }: { report: DeliveryReport }) {
  const { t, number, money } = useI18n();
  const { totals, previous } = report;
  const percent = (value: number | null) => (value === null ? '—' : `${number(value)}%`);
  const figures = [
    { key: 'booked', text: number(totals.booked), lead: true },
    { key: 'successPercent', text: percent(totals.successPercent) },
    { key: 'courierFees', text: money(totals.courierFees) },
    { key: 'codCollected', text: money(totals.codCollected) },
  ] as const;
  return (
    <ComparisonCards
      figures={figures.map((figure) => ({
        ...figure,
        label: t(`admin.reports.delivery.${figure.key}`),
        current: totals[figure.key] ?? 0,
        previous: previous[figure.key] ?? 0,
      }))}
      previousFrom={report.previousFrom}
      previousTo={report.previousTo}
    />
  );
}

export function DeliveryReportFigures({ report }: { report: DeliveryReport }) {
  const translator = useI18n();
  const { t } = translator;
  const couriers = report.byCourier.map((row) => ({
    ...row,
    label: courierRowLabel(t, row.key, row.name),
  }));
  const districts = [...report.byDistrict]
    .sort((a, b) => returnRate(b) - returnRate(a) || b.booked - a.booked)
    .map((row) => ({
      ...row,
      label: districtRowLabel(translator, row.key),
    }));
  return (
    <div className="space-y-6">
      <DeliveryCards report={report} />
      <ParcelTable
        caption={t('admin.reports.delivery.byCourier')}
        rows={couriers}
        totals={report.totals}
      />
      <ParcelTable
        caption={t('admin.reports.delivery.byDistrict')}
        rows={districts}
        totals={report.totals}
      />
      <p className="text-sm text-stone-700">{t('admin.reports.delivery.explained')}</p>
    </div>
  );
}
