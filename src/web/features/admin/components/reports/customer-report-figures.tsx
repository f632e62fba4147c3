import type { CustomerReport } from '#shared/schemas/customer-report';
import { useI18n } from '../../../../lib/i18n';
import { periodLabel } from '../../utils/report-dates';
import { ComparisonCards } from './comparison-cards';
import { CELL, FIRST_CELL, ReportTable, TotalsRow } from './report-table';

const COUNTS = ['customers', 'newCustomers', 'returningCustomers'] as const;

function Cards({ report }: { report: CustomerReport }) {
  const { t, number } = useI18n();
  const { totals, previous } = report;
  const figures = [
    ...COUNTS.map((figure) => ({
      key: figure,
      label: t(`admin.reports.customers.${figure}`),
      current: totals[figure],
      previous: previous[figure],
      text: number(totals[figure]),
      lead: figure === 'customers',
    })),
    {
      key: 'repeatPercent',
      label: t('admin.reports.customers.repeatPercent'),
      current: totals.repeatPercent ?? 0,
      previous: previous.repeatPercent ?? 0,
      text: totals.repeatPercent === null ? '—' : `${number(totals.repeatPercent)}%`,
    },
  ];
  return (
    <ComparisonCards
      figures={figures}
      previousFrom={report.previousFrom}
      previousTo={report.previousTo}
    />
  );
}

function Periods({ report }: { report: CustomerReport }) {
  const { t, number, language } = useI18n();
  return (
    <ReportTable
      title={t('admin.reports.customers.table')}
      columns={[
        { label: t('admin.reports.figure.period') },
        { label: t('admin.reports.customers.newCustomers'), align: 'right' },
        { label: t('admin.reports.customers.returningCustomers'), align: 'right' },
      ]}
      footer={
        <TotalsRow>
          <td className={CELL}>{number(report.totals.newCustomers)}</td>
          <td className={CELL}>{number(report.totals.returningCustomers)}</td>
        </TotalsRow>
      }
    >
      {report.rows.map((row) => (
        <tr key={row.period}>
          <th scope="row" className={FIRST_CELL}>
            {periodLabel(row.period, report.by, language)}
          </th>
          <td className={CELL}>{number(row.newCustomers)}</td>
          <td className={CELL}>{number(row.returningCustomers)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

function Cohorts({ report }: { report: CustomerReport }) {
  const { t, number, language } = useI18n();
  const longest = Math.max(0, ...report.cohorts.map((cohort) => cohort.returned.length));
  const after = Array.from({ length: longest }, (_, index) => index + 1);
  return (
    <ReportTable
      title={t('admin.reports.customers.cohorts')}
      note={t('admin.reports.customers.cohortsHint')}
      columns={[
        { label: t('admin.reports.customers.cohortMonth') },
        { label: t('admin.reports.customers.newCustomers'), align: 'right' },
        ...after.map((months) => ({
          label: t('admin.reports.customers.monthAfter', { months: number(months) }),
          align: 'right' as const,
        })),
      ]}
    >
      {report.cohorts.map((cohort) => (
        <tr key={cohort.month}>
          <th scope="row" className={FIRST_CELL}>
            {periodLabel(cohort.month, 'month', language)}
          </th>
          <td className={CELL}>{number(cohort.newCustomers)}</td>
          {after.map((months) => {
            const share = cohort.returned[months - 1];
            return (
              <td key={months} className={CELL}>
                {share === undefined || cohort.newCustomers === 0 ? '' : `${number(share)}%`}
              </td>
            );
          })}
        </tr>
      ))}
    </ReportTable>
  );
}

function TopCustomers({ report }: { report: CustomerReport }) {
  const { t, number, money, language } = useI18n();
  return (
    <ReportTable
      title={t('admin.reports.customers.top')}
      columns={[
        { label: t('admin.reports.customers.phone') },
        { label: t('admin.reports.figure.name') },
        { label: t('admin.reports.figure.orders'), align: 'right' },
        { label: t('admin.reports.customers.netSpend'), align: 'right' },
        { label: t('admin.reports.customers.lastOrder'), align: 'right' },
      ]}
    >
      {report.topCustomers.map((row) => (
        <tr key={row.phone}>
          <th scope="row" className={`${FIRST_CELL} font-mono`}>
            {row.phone}
          </th>
          <td className="px-3 py-2.5">{row.name}</td>
          <td className={CELL}>{number(row.orders)}</td>
          <td className={`${CELL} font-semibold`}>{money(row.netSpend)}</td>
          <td className={CELL}>{periodLabel(row.lastOrderOn, 'day', language)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** Customers: the totals beside the days before, the periods, the cohorts, the top spenders. */
export function CustomerReportFigures({ report }: { report: CustomerReport }) {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-stone-600">{t('admin.reports.customers.explained')}</p>
      <Cards report={report} />
      <Periods report={report} />
      <Cohorts report={report} />
      <TopCustomers report={report} />
    </div>
  );
}
