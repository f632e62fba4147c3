import '../../../components/vat-invoice/invoice-print.css';
import { ArrowLeft, FileX, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { inLanguageDigits } from '#shared/numbers';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { VatInvoice } from '../../../components/vat-invoice/vat-invoice';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useCreditNotes, useVatInvoice } from '../api/orders-vat-invoice';
import { ListError } from '../components/layout/list-states';

/**
 * /admin/orders/:id/vat-invoice: the order's Mushak-6.3 and its Mushak-6.7 credit notes to print,
 * each on its own page; the page chrome disappears on paper. An order confirmed before the shop
 * registered for VAT has none.
 */
export function AdminVatInvoicePage() {
  const { t, language } = useI18n();
  const id = useParams().id ?? '';
  const invoice = useVatInvoice(id);
  const creditNotes = useCreditNotes(id);

  const back = (
    <Link
      to={`/admin/orders/${encodeURIComponent(id)}`}
      className="inline-flex items-center gap-1 text-sm text-stone-700 hover:text-rose-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('admin.invoice.backToOrder')}
    </Link>
  );

  if (invoice.isPending) return <PageSpinner />;
  if (invoice.isError) {
    if (!isNotFound(invoice.error)) {
      return (
        <ListError
          title={t('admin.order.loadFailed')}
          error={invoice.error}
          onRetry={() => void invoice.refetch()}
        />
      );
    }
    return (
      <div className="space-y-5">
        <PageTitle page={t('admin.documentTitle', { title: t('admin.vatInvoice.title') })} />
        {back}
        <div className="rounded-xl border border-stone-200 bg-white px-5 py-12 text-center">
          <FileX className="mx-auto size-12 text-stone-400" aria-hidden="true" />
          <p className="mx-auto mt-4 max-w-md text-stone-700">{t('admin.vatInvoice.none')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageTitle
        page={t('admin.vatInvoice.documentTitle', {
          serial: inLanguageDigits(String(invoice.data.serial), language),
        })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {t('admin.invoice.print')}
        </Button>
      </div>
      <VatInvoice invoice={invoice.data} />
      {creditNotes.data?.creditNotes.map((note) => (
        <div key={note.serial} className="print:break-before-page">
          <VatInvoice invoice={note} />
        </div>
      ))}
    </div>
  );
}
