import { CreditCard } from 'lucide-react';
import { isOnlineMethod } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { AreaMessages, type MessageLoaders, useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { usePayByCashOnDelivery, usePayOrder } from '../api/pay-order';

/** Only this panel's words: they load with it, on the page of an order waiting for its payment. */
const PAYMENT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/payments').then((m) => m.payments),
  bn: () => import('#shared/i18n/bn/payments').then((m) => m.payments),
};

/** A placed online order whose payment has not come (cancelled, failed, or the tab was closed). */
export function awaitsOnlinePayment(order: Order): boolean {
  return (
    isOnlineMethod(order.paymentMethod) &&
    order.status === 'pending' &&
    order.paymentStatus === 'pending'
  );
}

function Panel({ orderId, className }: { orderId: string; className?: string }) {
  const { t } = useI18n();
  const pay = usePayOrder(orderId);
  const cod = usePayByCashOnDelivery(orderId);
  // Once the gateway's address is in, the browser is leaving: the buttons stay off.
  const paying = pay.isPending || pay.isSuccess;
  const busy = paying || cod.isPending;
  return (
    <section
      aria-labelledby="pay-online-heading"
      className={cn('rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5', className)}
    >
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="pay-online-heading" className="font-semibold text-stone-900">
            {t('payments.order.heading')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t('payments.order.body')}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => pay.mutate()} disabled={busy}>
          {t(paying ? 'payments.action.working' : 'payments.action.payNow')}
        </Button>
        <Button variant="outline" onClick={() => cod.mutate()} disabled={busy}>
          {t(cod.isPending ? 'payments.action.working' : 'payments.action.cod')}
        </Button>
      </div>
    </section>
  );
}

/** Pay now, or cash on delivery instead, on the shopper's own order page (issue 20). */
export function PayOnlinePanel({ order, className }: { order: Order; className?: string }) {
  if (!awaitsOnlinePayment(order)) return null;
  return (
    <AreaMessages load={PAYMENT_WORDS}>
      <Panel orderId={order.id} className={className} />
    </AreaMessages>
  );
}
