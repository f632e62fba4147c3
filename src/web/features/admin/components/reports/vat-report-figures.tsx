import { Link } from 'react-router';
import { inLanguageDigits } from '#shared/numbers';
import type { VatFigures, VatReport } from '#shared/schemas/vat-report';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { shortId } from '../../utils/orders-display';
import { CELL, FIRST_CELL, ReportTable, SECTION_HEADING, TotalsRow } from './report-table';

type Sides = VatReport['totals'];
type VatDocument = VatReport['documents'][number];

const SIDES = ['invoices', 'creditNotes', 'net'] as const;
const TEXT_CELL = 'px-3 py-2.5 text-left whitespace-nowrap';

/** Each side's VAT drawn out, what it was charged on, and how many documents. */
function VatCards({ totals }: { totals: Sides }) {
  const { t, money } = useI18n();
  return (
    <section aria-label={t('admin.reports.summary')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {SIDES.map((side) => {
          const figures = totals[side];
          const net = side === 'net';
          return (
            <div
              key={side}
              className={cn(
                'flex min-w-0 flex-col rounded-xl border border-stone-200 bg-white p-3 sm:p-4',
                net && 'col-span-2 border-rose-200 bg-rose-50/60 sm:col-span-1',
              )}
            >
              <dt className="text-sm text-stone-700">{t(`admin.reports.vat.${side}`)}</dt>
              <dd className="mt-1">
                <span className="block text-xs text-stone-600">{t('admin.reports.vat.vat')}</span>
                <span className="text-lg font-semibold break-words text-stone-900 tabular-nums sm:text-xl">
                  {money(figures.vat, { decimals: true })}
                </span>
              </dd>
              <dd className="mt-1 text-xs text-stone-600">
                {t('admin.reports.vat.valueExcl')}{' '}
                <span className="font-medium whitespace-nowrap text-stone-800 tabular-nums">
                  {money(figures.valueExclVat, { decimals: true })}
                </span>
              </dd>
              <dd className="mt-0.5 text-xs text-stone-600">
                {t('admin.reports.vat.documentCount', { count: figures.documents })}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function SideCells({ sides }: { sides: Sides }) {
  const { money } = useI18n();
  const cell = (figures: VatFigures, figure: 'valueExclVat' | 'vat', strong = false) => (
    <td className={cn(CELL, strong && 'font-semibold')}>
      {money(figures[figure], { decimals: true })}
    </td>
  );
  return (
    <>
      {cell(sides.invoices, 'valueExclVat')}
      {cell(sides.invoices, 'vat')}
      {cell(sides.creditNotes, 'valueExclVat')}
      {cell(sides.creditNotes, 'vat')}
      {cell(sides.net, 'valueExclVat')}
      {cell(sides.net, 'vat', true)}
    </>
  );
}

function ByRate({ report }: { report: VatReport }) {
  const { t, number } = useI18n();
  const right = (label: string) => ({ label, align: 'right' as const });
  return (
    <ReportTable
      title={t('admin.reports.vat.byRate')}
      columns={[
        { label: t('admin.reports.vat.rate') },
        right(t('admin.reports.vat.invoicedExcl')),
        right(t('admin.reports.vat.invoicedVat')),
        right(t('admin.reports.vat.creditedExcl')),
        right(t('admin.reports.vat.creditedVat')),
        right(t('admin.reports.vat.netExcl')),
        right(t('admin.reports.vat.netVat')),
      ]}
      footer={
        <TotalsRow>
          <SideCells sides={report.totals} />
        </TotalsRow>
      }
    >
      {report.byRate.map((rate) => (
        <tr key={rate.ratePercent}>
          <th scope="row" className={cn(FIRST_CELL, 'tabular-nums')}>
            {number(rate.ratePercent)}%
          </th>
          <SideCells sides={rate} />
        </tr>
      ))}
    </ReportTable>
  );
}

/** A serial as the document prints it: no grouping, in the reader's digits. */
function Serial({ serial }: { serial: number | null }) {
  const { language } = useI18n();
  if (serial === null) return null;
  return <span className="tabular-nums">{inLanguageDigits(String(serial), language)}</span>;
}

function DocumentRow({ document }: { document: VatDocument }) {
  const { t, money, dateTime } = useI18n();
  const order = shortId(document.orderId);
  return (
    <tr>
      <th
        scope="row"
        // Two lines on a phone, so the sticky column leaves room for the figures.
        className={cn(
          FIRST_CELL,
          'max-w-32 min-w-32 font-medium whitespace-normal sm:max-w-none sm:whitespace-nowrap',
        )}
      >
        {t(`admin.reports.vat.kind.${document.kind}`)}
      </th>
      <td className={CELL}>
        <Serial serial={document.serial} />
      </td>
      <td className={TEXT_CELL}>
        <time dateTime={document.issuedAt}>{dateTime(document.issuedAt)}</time>
      </td>
      <td className={TEXT_CELL}>
        <Link
          to={`/admin/orders/${document.orderId}`}
          className="font-mono font-medium text-rose-700 hover:underline"
          aria-label={t('admin.order.title', { id: order })}
        >
          {order}
        </Link>
      </td>
      <td className={CELL}>
        <Serial serial={document.invoiceSerial} />
      </td>
      <td className="min-w-32 px-3 py-2.5">{document.buyer}</td>
      <td className={CELL}>{money(document.valueExclVat, { decimals: true })}</td>
      <td className={cn(CELL, 'font-semibold')}>{money(document.vat, { decimals: true })}</td>
      <td className={CELL}>{money(document.valueInclVat, { decimals: true })}</td>
    </tr>
  );
}

function Documents({ report }: { report: VatReport }) {
  const { t } = useI18n();
  const right = (label: string) => ({ label, align: 'right' as const });
  return (
    <ReportTable
      title={t('admin.reports.vat.documents')}
      columns={[
        { label: t('admin.reports.vat.kind') },
        right(t('admin.reports.vat.serial')),
        { label: t('admin.reports.vat.issued') },
        { label: t('admin.reports.vat.order') },
        right(t('admin.reports.vat.invoiceSerial')),
        { label: t('admin.reports.vat.buyer') },
        right(t('admin.reports.vat.valueExcl')),
        right(t('admin.reports.vat.vat')),
        right(t('admin.reports.vat.valueIncl')),
      ]}
    >
      {report.documents.map((document) => (
        <DocumentRow key={`${document.kind}-${document.serial}`} document={document} />
      ))}
    </ReportTable>
  );
}

/** VAT: invoices, credit notes and the net between them, by rate, then every document. */
export function VatReportFigures({ report }: { report: VatReport }) {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h3 className={SECTION_HEADING}>{t('admin.reports.vat.heading')}</h3>
        <p className="max-w-3xl text-sm text-stone-600">{t('admin.reports.vat.description')}</p>
      </div>
      <VatCards totals={report.totals} />
      <ByRate report={report} />
      <Documents report={report} />
    </div>
  );
}
