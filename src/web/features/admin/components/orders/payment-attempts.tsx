import type { GatewayOperation, PaymentAttemptStatus, RefundStatus } from '#shared/payments';
import type { AdminPayment } from '#shared/schemas/payment';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { richText } from '../../../../lib/rich-text';
import { cn } from '../../../../lib/utils';
import { Fact } from './detail-section';
import { OutsideCallList } from './outside-calls';

const ATTEMPT_CLASSES: Record<PaymentAttemptStatus, string> = {
  started: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-green-100 text-green-900 ring-green-200',
  failed: 'bg-red-100 text-red-900 ring-red-200',
  cancelled: 'bg-stone-100 text-stone-800 ring-stone-200',
  expired: 'bg-stone-100 text-stone-800 ring-stone-200',
};

const INCOMING: ReadonlySet<GatewayOperation> = new Set(['callback', 'ipn']);

const REFUND_CLASSES: Record<RefundStatus, string> = {
  done: 'text-green-800',
  pending: 'text-amber-800',
  failed: 'text-red-800',
};

function Mono({ value }: { value: string | null }) {
  const { t } = useI18n();
  return value ? (
    <span className="font-mono break-all">{value}</span>
  ) : (
    <span className="text-stone-600">{t('admin.order.none')}</span>
  );
}

/** One attempt to pay at a gateway: its ids and amounts, then every call it made and its refunds. */
export function PaymentAttempt({ payment, number }: { payment: AdminPayment; number: number }) {
  const { t, money, dateTime } = useI18n();
  const headingId = `payment-attempt-${payment.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          {t('admin.payments.attempt', {
            number,
            gateway: t(`admin.payments.gateway.${payment.gateway}`),
          })}
        </h4>
        <Badge
          variant="outline"
          className={cn('border-0 ring-1 ring-inset', ATTEMPT_CLASSES[payment.status])}
        >
          {t(`admin.payments.status.${payment.status}`)}
        </Badge>
      </div>
      <dl>
        <Fact label={t('admin.payments.paymentId')}>
          <Mono value={payment.gatewayPaymentId} />
        </Fact>
        <Fact label={t('admin.payments.trxId')}>
          <Mono value={payment.trxId} />
        </Fact>
        <Fact label={t('admin.payments.reference')}>
          <Mono value={payment.reference} />
        </Fact>
        <Fact label={t('admin.payments.amount')}>
          <span className="tabular-nums">{money(payment.amount)}</span>
        </Fact>
        {payment.refunded > 0 && (
          <Fact label={t('admin.payments.refunded')}>
            <span className="tabular-nums">{money(payment.refunded)}</span>
          </Fact>
        )}
        <Fact label={t('admin.payments.started')}>
          <time dateTime={payment.createdAt}>{dateTime(payment.createdAt)}</time>
        </Fact>
        {payment.settledAt && (
          <Fact label={t('admin.payments.settled')}>
            <time dateTime={payment.settledAt}>{dateTime(payment.settledAt)}</time>
          </Fact>
        )}
      </dl>
      <GatewayCalls calls={payment.calls} />
      {payment.refunds.length > 0 && <Refunds refunds={payment.refunds} />}
    </article>
  );
}

function GatewayCalls({ calls }: { calls: AdminPayment['calls'] }) {
  const { t } = useI18n();
  return (
    <section className="mt-3">
      <h5 className="mb-1 text-sm font-medium text-stone-800">{t('admin.payments.calls')}</h5>
      {calls.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.payments.callsNone')}</p>
      ) : (
        <OutsideCallList
          calls={calls.map((call) => ({
            ...call,
            label: t(`admin.payments.operation.${call.operation}`),
            incoming: INCOMING.has(call.operation),
          }))}
        />
      )}
    </section>
  );
}

function Refunds({ refunds }: { refunds: AdminPayment['refunds'] }) {
  const { t, money, dateTime } = useI18n();
  return (
    <section className="mt-3">
      <h5 className="mb-1 text-sm font-medium text-stone-800">{t('admin.payments.refunds')}</h5>
      <ul className="divide-y divide-stone-100 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="py-1.5">
            <p className="flex flex-wrap gap-x-2">
              <span className="font-medium tabular-nums">{money(refund.amount)}</span>
              <span className={REFUND_CLASSES[refund.status]}>
                {t(`admin.payments.refund.${refund.status}`)}
              </span>
              {refund.gatewayRefundId && (
                <span className="text-stone-700">
                  {richText(t('admin.payments.refund.gatewayId'), {
                    id: <span className="font-mono">{refund.gatewayRefundId}</span>,
                  })}
                </span>
              )}
            </p>
            {refund.reason && <p className="text-stone-700">{refund.reason}</p>}
            <p className="text-xs text-stone-600">
              <time dateTime={refund.at}>{dateTime(refund.at)}</time>
              {refund.by && ` · ${t('admin.order.historyBy', { name: refund.by })}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
