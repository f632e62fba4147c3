import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { VatInvoiceWords } from '../../../lib/vat-invoice-words';
import { useVatDocuments } from '../api/get-vat-documents';

function LinkToInvoice({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/account/orders/${encodeURIComponent(orderId)}/vat-invoice`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-rose-700 hover:underline"
    >
      <FileText className="size-4" aria-hidden="true" /> {t('vatInvoice.link')}
    </Link>
  );
}

/**
 * The order's Mushak-6.3, once it has one (an order confirmed before the shop registered for VAT
 * never does). Asking here also brings the invoice page its documents and words ahead.
 */
export function VatInvoiceLink({ orderId, className }: { orderId: string; className?: string }) {
  const documents = useVatDocuments(orderId);
  if (!documents.data?.invoice) return null;
  return (
    <p className={className}>
      <VatInvoiceWords>
        <LinkToInvoice orderId={orderId} />
      </VatInvoiceWords>
    </p>
  );
}
