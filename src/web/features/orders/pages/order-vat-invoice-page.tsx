import '../../../components/vat-invoice/invoice-print.css';
import { ArrowLeft, FileX, PackageX, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { VatInvoice } from '../../../components/vat-invoice/vat-invoice';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { VatInvoiceWords } from '../../../lib/vat-invoice-words';
import { useVatDocuments } from '../api/get-vat-documents';

const ORDERS_TAB = '/account?tab=orders';
const orderPath = (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`;

function BackToOrder({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={orderPath(orderId)}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-rose-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('vatInvoice.backToOrder')}
    </Link>
  );
}

/** Not her order (or none at all), as the order page says it; or the answer did not come. */
function DocumentsError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      {notFound && <PackageX className="mx-auto mb-4 size-12 text-stone-400" aria-hidden="true" />}
      <h1 className="font-serif text-3xl font-semibold">
        {t(notFound ? 'orders.detail.notFound' : 'vatInvoice.pageTitle')}
      </h1>
      <p role={notFound ? undefined : 'alert'} className="mt-3 text-stone-700">
        {t(notFound ? 'orders.detail.notFoundBody' : 'orders.detail.loadFailed')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && <Button onClick={onRetry}>{t('orders.detail.tryAgain')}</Button>}
        <Button asChild variant={notFound ? 'default' : 'outline'}>
          <Link to={ORDERS_TAB}>{t('orders.detail.backToOrders')}</Link>
        </Button>
      </div>
    </main>
  );
}

function VatDocuments({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const documents = useVatDocuments(orderId);

  if (documents.isPending) return <PageSpinner />;
  if (documents.isError) {
    return (
      <DocumentsError
        notFound={isNotFound(documents.error)}
        onRetry={() => void documents.refetch()}
      />
    );
  }

  const { invoice, creditNotes } = documents.data;
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <h1 className="sr-only">{t('vatInvoice.pageTitle')}</h1>
      {invoice ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <BackToOrder orderId={orderId} />
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" /> {t('vatInvoice.print')}
            </Button>
          </div>
          <div className="mt-4 space-y-6 print:mt-0">
            <VatInvoice invoice={invoice} />
            {creditNotes.map((note) => (
              <div key={note.serial} className="print:break-before-page">
                <VatInvoice invoice={note} />
              </div>
            ))}
          </div>
        </>
      ) : (
        <EmptyState
          icon={FileX}
          title={t('vatInvoice.none.title')}
          action={
            <Button asChild variant="outline">
              <Link to={orderPath(orderId)}>{t('vatInvoice.backToOrder')}</Link>
            </Button>
          }
        >
          {t('vatInvoice.none.body')}
        </EmptyState>
      )}
    </main>
  );
}

/**
 * /account/orders/{id}/vat-invoice: the buyer's own copy of her order's Mushak-6.3 tax invoice and
 * its Mushak-6.7 credit notes, as staff print them (docs/guide/vat.md): each on its own sheet, the
 * shop's header and footer left off the paper. An order with none says why.
 */
export function OrderVatInvoicePage() {
  const { id = '' } = useParams();
  // Asked for while the words load; from the order page's link both are already here.
  useVatDocuments(id);
  return (
    <VatInvoiceWords>
      <PageTitle of="/account/orders/:id/vat-invoice" />
      <VatDocuments orderId={id} />
    </VatInvoiceWords>
  );
}
