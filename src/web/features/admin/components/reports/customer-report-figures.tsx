import type { CustomerReport } from '#shared/schemas/customer-report';
import { useI18n } from '../../../../lib/i18n';
import { periodLabel } from '../../utils/report-dates';
import { AdminTable } from '../layout/admin-table';
import { ComparisonCards } from './comparison-cards';
import { CELL, FIRST_CELL, SECTION_HEADING, TOTAL_CELL } from './sales-report-figures';

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
  const caption = t('admin.reports.customers.table');
  return (
    <section className="space-y-2">
      <h3 className={SECTION_HEADING}>{caption}</h3>
      <AdminTable
        caption={caption}
        stickyFirstColumn
        columns={[
          { label: t('admin.reports.figure.period') },
          { label: t('admin.reports.customers.newCustomers'), align: 'right' },
          { label: t('admin.reports.customers.returningCustomers'), align: 'right' },
        ]}
        footer={
          <tr>
            <th scope="row" className={TOTAL_CELL}>
              {t('admin.reports.totals')}
            </th>
            <td className={CELL}>{number(report.totals.newCustomers)}</td>
            <td className={CELL}>{number(report.totals.returningCustomers)}</td>
          </tr>
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
      </AdminTable>
    </section>
  );
}

function Cohorts({ report }: { report: CustomerReport }) {
  const { t, number, language } = useI18n();
  const caption = t('admin.reports.customers.cohorts');
  const longest = Math.max(0, ...report.cohorts.map((cohort) => cohort.returned.length));
  const after = Array.from({ length: longest }, (_, index) => index + 1);
  return (
    <section className="space-y-2">
      <h3 className={SECTION_HEADING}>{caption}</h3>
      <p className="text-sm text-stone-600">{t('admin.reports.customers.cohortsHint')}</p>
      <AdminTable
        caption={caption}
        stickyFirstColumn
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
      </AdminTable>
    </section>
  );
}

function TopCustomers({ report }: { report: CustomerReport }) {
  const { t, number, money, language } = useI18n();
  const caption = t('admin.reports.customers.top');
  return (
    <section className="space-y-2">
      <h3 className={SECTION_HEADING}>{caption}</h3>
      <AdminTable
        caption={caption}
        stickyFirstColumn
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
      </AdminTable>
    </section>
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
