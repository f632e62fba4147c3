import type { ComplaintFigures, ComplaintReport } from '#shared/schemas/complaint-report';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { CELL, FIRST_CELL, ReportTable, SECTION_HEADING, TotalsRow } from './report-table';

const COUNTS = [
  'raised',
  'answeredInTime',
  'answeredLate',
  'unanswered',
  'overdue',
  'resolved',
] as const;

/** '12.5 h', or '—' with nothing answered yet. */
function useHours() {
  const { t, number } = useI18n();
  return (hours: number | null) =>
    hours === null
      ? '—'
      : t('admin.reports.complaints.hours', { hours: number(Math.round(hours * 10) / 10) });
}

/** The range at a glance: raised, answered in time or late, still owed, and the median wait. */
function ComplaintCards({ totals }: { totals: ComplaintFigures }) {
  const { t, number } = useI18n();
  const hours = useHours();
  const cards = [
    { key: 'raised', value: number(totals.raised) },
    { key: 'answeredInTime', value: number(totals.answeredInTime) },
    { key: 'answeredLate', value: number(totals.answeredLate), warn: totals.answeredLate > 0 },
    { key: 'unanswered', value: number(totals.unanswered) },
    { key: 'overdue', value: number(totals.overdue), warn: totals.overdue > 0 },
    { key: 'medianHours', value: hours(totals.medianHoursToAnswer) },
  ] as const;
  return (
    <section aria-label={t('admin.reports.summary')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <div
            key={card.key}
            className={cn(
              'flex min-w-0 flex-col rounded-xl border bg-white p-3 sm:p-4',
              'warn' in card && card.warn ? 'border-red-200 bg-red-50/60' : 'border-stone-200',
            )}
          >
            <dt className="text-sm text-stone-700">{t(`admin.reports.complaints.${card.key}`)}</dt>
            <dd className="mt-1 text-lg font-semibold break-words text-stone-900 tabular-nums sm:text-xl">
              {card.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FigureCells({ figures }: { figures: ComplaintFigures }) {
  const { number } = useI18n();
  const hours = useHours();
  return (
    <>
      {COUNTS.map((count) => (
        <td key={count} className={CELL}>
          {number(figures[count])}
        </td>
      ))}
      <td className={CELL}>{hours(figures.medianHoursToAnswer)}</td>
    </>
  );
}

function ByTopic({ report }: { report: ComplaintReport }) {
  const { t } = useI18n();
  return (
    <ReportTable
      title={t('admin.reports.complaints.byTopic')}
      columns={[
        { label: t('admin.reports.complaints.topic') },
        ...COUNTS.map((count) => ({
          label: t(`admin.reports.complaints.${count}`),
          align: 'right' as const,
        })),
        { label: t('admin.reports.complaints.medianHours'), align: 'right' },
      ]}
      footer={
        <TotalsRow>
          <FigureCells figures={report.totals} />
        </TotalsRow>
      }
    >
      {report.byTopic.map((row) => (
        <tr key={row.topic}>
          <th scope="row" className={cn(FIRST_CELL, 'font-medium')}>
            {t(`complaint.topic.${row.topic}`)}
          </th>
          <FigureCells figures={row} />
        </tr>
      ))}
    </ReportTable>
  );
}

function ByResolution({ report }: { report: ComplaintReport }) {
  const { t, number } = useI18n();
  return (
    <ReportTable
      title={t('admin.reports.complaints.byResolution')}
      columns={[
        { label: t('admin.complaints.resolution') },
        { label: t('admin.reports.complaints.count'), align: 'right' },
      ]}
    >
      {report.byResolution.map((row) => (
        <tr key={row.resolution}>
          <th scope="row" className={cn(FIRST_CELL, 'font-medium')}>
            {t(`complaint.resolution.${row.resolution}`)}
          </th>
          <td className={CELL}>{number(row.count)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** Complaints: the totals, then by topic (most raised first) and by outcome. */
export function ComplaintReportFigures({ report }: { report: ComplaintReport }) {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h3 className={SECTION_HEADING}>{t('admin.reports.complaints.heading')}</h3>
        <p className="max-w-3xl text-sm text-stone-600">
          {t('admin.reports.complaints.description')}
        </p>
      </div>
      <ComplaintCards totals={report.totals} />
      <ByTopic report={report} />
      <div className="max-w-md">
        <ByResolution report={report} />
      </div>
    </div>
  );
}
