import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';

function TransactionId({ paymentId }: { paymentId: string | null }) {
  const { t } = useI18n();
  if (!paymentId) return null;
  return (
    <p className="mt-3 text-stone-700">
      {t('checkout.transactionId.prefix')}{' '}
      <span className="font-mono font-semibold">{paymentId}</span>
    </p>
  );
}

export function CheckoutSuccessPage() {
  const { t } = useI18n();
  const paymentId = useSearchParams()[0].get('paymentID');
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle of="/checkout/success" />
      <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{t('checkout.success.heading')}</h1>
      <TransactionId paymentId={paymentId} />
      <p className="mt-2 text-stone-700">{t('checkout.success.shipping', { from: 1, to: 2 })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/account?tab=orders">{t('checkout.success.viewOrders')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">{t('checkout.success.continueShopping')}</Link>
        </Button>
      </div>
    </main>
  );
}

const FAILURE_REASONS = [
  'checkout.failed.reason.cancelled',
  'checkout.failed.reason.balance',
  'checkout.failed.reason.unverified',
  'checkout.failed.reason.network',
] as const;

export function CheckoutFailedPage() {
  const { t } = useI18n();
  const paymentId = useSearchParams()[0].get('paymentID');
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle of="/checkout/failed" />
      <XCircle className="mx-auto size-14 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{t('checkout.failed.heading')}</h1>
      <TransactionId paymentId={paymentId} />
      <p className="mt-4 font-medium text-stone-800">{t('checkout.failed.when')}</p>
      <ul className="mx-auto mt-2 max-w-sm list-disc space-y-1 pl-6 text-left text-stone-700">
        {FAILURE_REASONS.map((reason) => (
          <li key={reason}>{t(reason)}</li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/checkout">{t('checkout.failed.tryAgain')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/cart">{t('checkout.failed.backToCart')}</Link>
        </Button>
      </div>
    </main>
  );
}
