import type { ReactNode } from 'react';
import { inLanguageDigits } from '#shared/numbers';
import type { VatDocument, VatLine } from '#shared/schemas/vat';
import { useI18n } from '../../lib/i18n';
import { formatBin, shortId } from './document-numbers';

const th = 'px-1.5 py-2 align-bottom text-xs font-semibold text-stone-700';
const td = 'px-1.5 py-2 align-top';
const amount = `${td} text-right whitespace-nowrap`;

function Party({ title, party }: { title: string; party: VatDocument['seller'] }) {
  const { t, language } = useI18n();
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{title}</h3>
      <p className="text-sm leading-6">
        <span className="font-medium">{party.name}</span>
        {party.address && (
          <>
            <br />
            {party.address}
          </>
        )}
        {party.bin && (
          <>
            <br />
            {t('admin.vatInvoice.bin')}:{' '}
            <span className="tabular-nums">{inLanguageDigits(formatBin(party.bin), language)}</span>
          </>
        )}
        {party.phone && (
          <>
            <br />
            {party.phone}
          </>
        )}
      </p>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline text-stone-600">{label}: </dt>
      <dd className="inline font-medium">{children}</dd>
    </div>
  );
}

/** A phone's view of the lines: each one's figures under it, then the totals; nothing scrolls sideways. */
function LinesOnPhone({
  vat,
  describe,
}: {
  vat: VatDocument;
  describe: (line: VatLine) => string;
}) {
  const { t, money, number } = useI18n();
  const taka = (poisha: number) => money(poisha, { decimals: true });
  return (
    <div className="mt-4 text-sm tabular-nums sm:hidden print:hidden">
      <ol className="divide-y divide-stone-200">
        {vat.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
          <li key={index} className="py-3">
            <p className="font-medium">
              {number(index + 1)}. {describe(line)}
            </p>
            <dl className="mt-1.5 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
              {line.quantity > 0 && (
                <>
                  <PhoneFigure label={t('admin.vatInvoice.quantity')}>
                    {number(line.quantity)}
                  </PhoneFigure>
                  <PhoneFigure label={t('admin.vatInvoice.unitPrice')}>
                    {taka(line.unitPriceExclVat)}
                  </PhoneFigure>
                </>
              )}
              <PhoneFigure label={t('admin.vatInvoice.valueExcl')}>
                {taka(line.valueExclVat)}
              </PhoneFigure>
              <PhoneFigure label={`${t('admin.vatInvoice.vat')} (${number(line.ratePercent)}%)`}>
                {taka(line.vat)}
              </PhoneFigure>
              <PhoneFigure label={t('admin.vatInvoice.valueIncl')}>
                {taka(line.valueInclVat)}
              </PhoneFigure>
            </dl>
          </li>
        ))}
      </ol>
      <div className="border-t-2 border-stone-400 pt-3 font-semibold">
        <p>{t('admin.vatInvoice.total')}</p>
        <dl className="mt-1.5 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
          <PhoneFigure label={t('admin.vatInvoice.valueExcl')}>
            {taka(vat.totals.valueExclVat)}
          </PhoneFigure>
          <PhoneFigure label={t('admin.vatInvoice.vat')}>{taka(vat.totals.vat)}</PhoneFigure>
          <PhoneFigure label={t('admin.vatInvoice.valueIncl')}>
            {taka(vat.totals.valueInclVat)}
          </PhoneFigure>
        </dl>
      </div>
    </div>
  );
}

function PhoneFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right">{children}</dd>
    </>
  );
}

/**
 * A VAT document as issued: a Mushak-6.3 tax invoice (rule 40(1)(c) and (f)) or a Mushak-6.7
 * credit note (rule 40(1)(e), with its invoice and reason): the seller and its BIN, the buyer, the
 * serial, when it was issued (Dhaka time), and each line's value before VAT, rate and VAT.
 * Printable on A4, black on white; on a phone each line's figures stand under it instead of
 * eight columns. Staff and the buyer see the same document; its words are the vat-invoice catalogue's (lib/vat-invoice-words).
 */
export function VatInvoice({ invoice: vat }: { invoice: VatDocument }) {
  const { t, money, number, date, dateTime, language } = useI18n();
  const credit = vat.kind === 'credit_note';
  const describe = (line: VatLine) =>
    line.charge === 'delivery'
      ? t('admin.vatInvoice.delivery')
      : line.charge === 'cod'
        ? t('admin.vatInvoice.codCharge')
        : line.description;
  const taka = (poisha: number) => money(poisha, { decimals: true });
  return (
    <div
      data-invoice
      className="mx-auto max-w-4xl rounded-xl border border-stone-200 bg-white p-4 text-stone-900 sm:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0"
    >
      <header className="border-b border-stone-300 pb-4 text-center">
        <p className="text-right text-sm font-semibold">
          {t(credit ? 'admin.vatCredit.form' : 'admin.vatInvoice.form')}
        </p>
        <h2 className="font-serif text-2xl font-semibold">
          {t(credit ? 'admin.vatCredit.title' : 'admin.vatInvoice.title')}
        </h2>
        <p className="mt-1 text-xs text-stone-700">
          {t(credit ? 'admin.vatCredit.rule' : 'admin.vatInvoice.rule')}
        </p>
      </header>

      <div className="grid gap-5 border-b border-stone-300 py-4 sm:grid-cols-3 print:grid-cols-3">
        <Party title={t('admin.vatInvoice.seller')} party={vat.seller} />
        <Party title={t('admin.vatInvoice.buyer')} party={vat.buyer} />
        <dl className="text-sm leading-6 sm:text-right print:text-right">
          <Fact label={t(credit ? 'admin.vatCredit.number' : 'admin.vatInvoice.number')}>
            <span className="tabular-nums">{inLanguageDigits(String(vat.serial), language)}</span>
          </Fact>
          <Fact label={t('admin.vatInvoice.issued')}>
            <time dateTime={vat.issuedAt}>{dateTime(vat.issuedAt)}</time>
          </Fact>
          <Fact label={t('admin.vatInvoice.order')}>
            <span className="font-mono">{shortId(vat.orderId)}</span>
          </Fact>
          {vat.invoice && (
            <p>
              {t('admin.vatCredit.invoice', {
                serial: inLanguageDigits(String(vat.invoice.serial), language),
                date: date(vat.invoice.issuedAt),
              })}
            </p>
          )}
          {vat.reason && (
            <Fact label={t('admin.vatCredit.reason')}>
              {t(`admin.vatCredit.reason.${vat.reason}`)}
            </Fact>
          )}
        </dl>
      </div>

      <LinesOnPhone vat={vat} describe={describe} />
      {/* Eight columns: from a small tablet up, and on paper; between, the table scrolls in its box. */}
      <div className="mt-4 hidden overflow-x-auto sm:block print:block print:overflow-visible">
        <table className="w-full min-w-[46rem] border-collapse text-sm print:min-w-0 print:text-xs">
          <thead className="border-b border-stone-400">
            <tr>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.serialColumn')}
              </th>
              <th scope="col" className={`${th} text-left`}>
                {t('admin.vatInvoice.description')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.quantity')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.unitPrice')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.valueExcl')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.rate')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.vat')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('admin.vatInvoice.valueIncl')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 tabular-nums">
            {vat.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
              <tr key={index} className="break-inside-avoid">
                <td className={`${td} text-right`}>{number(index + 1)}</td>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {describe(line)}
                </th>
                {/* A credit of money alone (a refund on the whole order) takes back no units. */}
                <td className={`${td} text-right`}>
                  {line.quantity > 0 ? number(line.quantity) : '—'}
                </td>
                <td className={amount}>{line.quantity > 0 ? taka(line.unitPriceExclVat) : '—'}</td>
                <td className={amount}>{taka(line.valueExclVat)}</td>
                <td className={amount}>{number(line.ratePercent)}%</td>
                <td className={amount}>{taka(line.vat)}</td>
                <td className={amount}>{taka(line.valueInclVat)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-400 font-semibold tabular-nums">
            <tr>
              <th scope="row" colSpan={4} className={`${td} text-right`}>
                {t('admin.vatInvoice.total')}
              </th>
              <td className={amount}>{taka(vat.totals.valueExclVat)}</td>
              <td className={td} />
              <td className={amount}>{taka(vat.totals.vat)}</td>
              <td className={amount}>{taka(vat.totals.valueInclVat)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
