/**
 * The VAT documents' words (#shared/i18n/{en,bn}/vat-invoice) load with the buyer's copy and the
 * order page's link to it, not with every page (docs/decisions/007).
 */
import type { ReactNode } from 'react';
import { AreaMessages, type MessageLoaders } from './i18n';

export const VAT_INVOICE_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/vat-invoice').then((m) => m.vatInvoiceMessages),
  bn: () => import('#shared/i18n/bn/vat-invoice').then((m) => m.vatInvoiceMessages),
};

/** Shows its children once the VAT documents' words are there (nothing before). */
export function VatInvoiceWords({ children }: { children: ReactNode }) {
  return <AreaMessages load={VAT_INVOICE_WORDS}>{children}</AreaMessages>;
}
