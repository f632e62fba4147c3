import { CheckCircle2, XCircle } from 'lucide-react';
import type { GatewayOperation, PaymentAttemptStatus, RefundStatus } from '#shared/payments';
import type { AdminPayment } from '#shared/schemas/payment';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { Fact } from './detail-section';

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
  const { t, dateTime, number } = useI18n();
  return (
    <section className="mt-3">
      <h5 className="mb-1 text-sm font-medium text-stone-800">{t('admin.payments.calls')}</h5>
      {calls.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.payments.callsNone')}</p>
      ) : (
        <ol className="divide-y divide-stone-100 text-sm">
          {calls.map((call, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: calls are only ever appended
              key={index}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 py-1.5"
            >
              {call.ok ? (
                <CheckCircle2 className="mt-0.5 size-4 text-green-700" aria-hidden="true" />
              ) : (
                <XCircle className="mt-0.5 size-4 text-red-700" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="flex flex-wrap gap-x-2">
                  <span className="font-medium">
                    {t(`admin.payments.operation.${call.operation}`)}
                  </span>
                  <span className={call.ok ? 'text-green-800' : 'text-red-800'}>
                    {call.ok ? t('admin.payments.call.ok') : t('admin.payments.call.failed')}
                  </span>
                  {/* Callbacks and IPNs come to us: they have no answer or time of their own. */}
                  {!INCOMING.has(call.operation) && (
                    <>
                      <span className="text-stone-600">
                        {call.httpStatus === null
                          ? t('admin.payments.call.noAnswer')
                          : t('admin.payments.call.http', { status: String(call.httpStatus) })}
                      </span>
                      <span className="text-stone-600 tabular-nums">
                        {t('admin.payments.call.duration', { ms: number(call.durationMs) })}
                      </span>
                    </>
                  )}
                </p>
                {call.message && (
                  <p className="font-mono text-xs break-words text-stone-700">{call.message}</p>
                )}
                <time dateTime={call.at} className="text-xs text-stone-600">
                  {dateTime(call.at)}
                </time>
              </div>
            </li>
          ))}
        </ol>
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
                <span className="font-mono text-stone-700">
                  {t('admin.payments.refund.gatewayId', { id: refund.gatewayRefundId })}
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
