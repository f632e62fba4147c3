import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useReceiptNote } from '../api/purchasing';
import { ListError } from '../components/layout/list-states';

/** /admin/purchases/receipts/:id: a goods received note to print; the chrome hides on paper. */
export function AdminReceiptNotePage() {
  const { t, money, number, dateTime } = useI18n();
  const id = Number(useParams().id);
  const note = useReceiptNote(id);
  if (note.isPending) return <PageSpinner />;
  if (note.isError) {
    return (
      <ListError
        title={t('admin.purchases.failed')}
        error={note.error}
        onRetry={() => void note.refetch()}
      />
    );
  }
  const receipt = note.data;
  const total = receipt.lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
  return (
    <div className="space-y-5">
      <PageTitle page={t('admin.receiptNote.title', { id: receipt.id })} />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/admin/purchases/${receipt.purchaseOrderId}`}
          className="inline-flex items-center gap-1 text-sm text-stone-700 hover:text-rose-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />{' '}
          {t('admin.receiptNote.order', { id: receipt.purchaseOrderId })}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {t('admin.receiptNote.print')}
        </Button>
      </div>
      <article className="space-y-4 bg-white p-4 text-sm text-stone-900 sm:p-6">
        <header className="space-y-1">
          <h2 className="font-serif text-2xl font-semibold">
            {t('admin.receiptNote.title', { id: receipt.id })}
          </h2>
          <p>{t('admin.receiptNote.order', { id: receipt.purchaseOrderId })}</p>
          <p>
            {receipt.supplier.name}
            {receipt.supplier.phone ? ` · ${receipt.supplier.phone}` : ''}
            {receipt.supplier.address ? ` · ${receipt.supplier.address}` : ''}
          </p>
          <p>{t('admin.receiptNote.receivedAt', { date: dateTime(receipt.at) })}</p>
        </header>
        {/* Seven columns do not fit a phone: the table scrolls in its own box, the page does not. */}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left">
            <thead>
              <tr className="border-b border-stone-300">
                <th className="py-1">{t('admin.purchases.line.sku')}</th>
                <th>{t('admin.receiptNote.batch')}</th>
                <th>{t('admin.receiptNote.dates')}</th>
                <th>{t('admin.receiptNote.origin')}</th>
                <th className="text-right">{t('admin.receiptNote.quantity')}</th>
                <th className="text-right">{t('admin.receiptNote.unitCost')}</th>
                <th className="text-right">{t('admin.receiptNote.value')}</th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line) => (
                <tr key={line.batchId} className="border-b border-stone-100">
                  <td className="py-1">
                    {line.product} · {line.sku}
                  </td>
                  <td>{line.batchCode ?? `#${line.batchId}`}</td>
                  <td>
                    {line.manufacturedOn ?? '–'} / {line.expiresOn ?? '–'}
                  </td>
                  <td>
                    {line.originCountry ?? '–'} / {line.importer ?? '–'}
                  </td>
                  <td className="text-right">{number(line.quantity)}</td>
                  <td className="text-right">{money(line.unitCost)}</td>
                  <td className="text-right">{money(line.quantity * line.unitCost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={6} className="py-1 text-right font-medium">
                  {t('admin.receiptNote.total')}
                </td>
                <td className="text-right font-medium">{money(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="pt-10">
          {t('admin.receiptNote.signature')}: {receipt.receivedBy ?? '________________'}
        </p>
      </article>
    </div>
  );
}
