import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_FAILURE_REASONS, type PaymentFailureReason } from '#shared/payments';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { trackRememberedPurchase } from '../../../lib/marketing';
import { PageTitle } from '../../../lib/page-title';
import { payLinkPathFor } from '../../../lib/pay-link-memory';
import { pixelId } from '../../../lib/track';
import { orderPagePath } from '../api/online-payment';
import { useOnlinePayment } from '../hooks/use-online-payment';

/** The payment link's page comes back to these pages from the gateway: one chunk for the three. */
export { PayLinkPage } from './pay-link-page';

function TransactionId({ paymentId }: { paymentId: string | null }) {
  const { t } = useI18n();
  if (!paymentId) return null;
  return (
    <p className="mt-3 text-stone-700">
      {t('checkout.transactionId.prefix')}{' '}
      <span className="font-mono font-semibold break-all">{paymentId}</span>
    </p>
  );
}

/** The gateway's return (issue 20): ?order=&trxID=, or the spec's ?paymentID=. */
export function CheckoutSuccessPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const transactionId = params.get('trxID') || params.get('paymentID');
  const order = params.get('order');
  useEffect(() => {
    if (order) trackRememberedPurchase(pixelId(), order);
  }, [order]);
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle of="/checkout/success" />
      <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{t('checkout.success.heading')}</h1>
      <TransactionId paymentId={transactionId} />
      <p className="mt-2 text-stone-700">{t('checkout.success.shipping', { from: 1, to: 2 })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {order && (
          <Button asChild>
            <Link to={orderPagePath(order)}>{t('payments.success.viewOrder')}</Link>
          </Button>
        )}
        <Button asChild variant={order ? 'outline' : 'default'}>
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

function reasonOf(value: string | null): PaymentFailureReason | null {
  return PAYMENT_FAILURE_REASONS.find((reason) => reason === value) ?? null;
}

/**
 * The placed order's way on: pay it again at the gateway, or switch it to cash on delivery; an
 * order paid from a payment link goes back to the link's page, which needs no account.
 */
function PayOrderAgain({ orderId }: { orderId: string }) {
  const linkPath = payLinkPathFor(orderId);
  return linkPath ? <BackToPayLink path={linkPath} /> : <PayOrderAgainHere orderId={orderId} />;
}

function BackToPayLink({ path }: { path: string }) {
  const { t } = useI18n();
  return (
    <div className="mt-8 flex justify-center">
      <Button asChild>
        <Link to={path}>{t('checkout.failed.tryAgain')}</Link>
      </Button>
    </div>
  );
}

function PayOrderAgainHere({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const payment = useOnlinePayment(orderId);
  const busy = payment.paying || payment.switching;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      <Button onClick={payment.pay} disabled={busy}>
        {t(payment.paying ? 'payments.action.working' : 'checkout.failed.tryAgain')}
      </Button>
      <Button variant="outline" onClick={payment.payByCod} disabled={busy}>
        {t(payment.switching ? 'payments.action.working' : 'payments.action.cod')}
      </Button>
      <Button asChild variant="ghost">
        <Link to={orderPagePath(orderId)}>{t('payments.success.viewOrder')}</Link>
      </Button>
    </div>
  );
}

/**
 * The gateway's return when the payment did not go through (issue 20): ?order=&reason= says what
 * happened and keeps the order payable; without them, the spec's page (?paymentID=).
 */
export function CheckoutFailedPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentID');
  const order = params.get('order');
  const reason = reasonOf(params.get('reason'));
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle of="/checkout/failed" />
      <XCircle className="mx-auto size-14 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{t('checkout.failed.heading')}</h1>
      {reason && (
        <p className="mt-3 text-lg text-stone-900">{t(`payments.failed.reason.${reason}`)}</p>
      )}
      {order && <p className="mt-2 text-stone-700">{t('payments.failed.orderKept')}</p>}
      <TransactionId paymentId={paymentId} />
      <p className="mt-4 font-medium text-stone-800">{t('checkout.failed.when')}</p>
      <ul className="mx-auto mt-2 max-w-sm list-disc space-y-1 pl-6 text-left text-stone-700">
        {FAILURE_REASONS.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      {order ? (
        <PayOrderAgain orderId={order} />
      ) : (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/checkout">{t('checkout.failed.tryAgain')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/cart">{t('checkout.failed.backToCart')}</Link>
          </Button>
        </div>
      )}
    </main>
  );
}
