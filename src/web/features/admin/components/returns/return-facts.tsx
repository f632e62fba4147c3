import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paymentMethodLabel, statusLabel } from '#shared/order-display';
import type { PaymentStatus } from '#shared/orders';
import type { PaymentMethod } from '#shared/pricing';
import type { AdminReturn } from '#shared/schemas/returns';
import { useI18n } from '../../../../lib/i18n';
import { shortId } from '../../utils/orders-display';
import { useStaffAccess } from '../../utils/staff-access';
import { CustomerCreditButton, nameOf } from '../customers/customer-credit';
import { courierName } from '../delivery/courier-name';
import { DetailSection, Fact } from '../orders/detail-section';

/**
 * The order the return belongs to and who bought it, with her store credit for staff who may see
 * customers.
 */
export function ReturnOrderFacts({ value }: { value: AdminReturn }) {
  const { t, money, dateTime } = useI18n();
  const { can } = useStaffAccess();
  const { order } = value;
  return (
    <DetailSection title={t('admin.returns.order')}>
      <dl>
        <Fact label={t('admin.returns.col.order')}>
          <Link
            to={`/admin/orders/${order.id}`}
            className="font-mono font-medium text-rose-700 hover:underline"
          >
            {shortId(order.id)}
          </Link>
        </Fact>
        <Fact label={t('admin.returns.customer')}>
          {`${order.firstName} ${order.lastName}`.trim()}
          {order.customer && can('customers.view') && (
            <div className="mt-1">
              <CustomerCreditButton customerId={order.customer.id} name={nameOf(order.customer)} />
            </div>
          )}
        </Fact>
        <Fact label={t('admin.returns.phone')}>
          <a href={`tel:${order.phone}`} className="font-mono text-rose-700 hover:underline">
            {order.phone}
          </a>
        </Fact>
        <Fact label={t('admin.returns.email')}>
          <span className="break-all">{order.email}</span>
        </Fact>
        <Fact label={t('admin.returns.orderTotal')}>
          <span className="tabular-nums">{money(order.total, { decimals: true })}</span>
        </Fact>
        <Fact label={t('admin.returns.payment')}>
          {paymentMethodLabel(t, order.paymentMethod as PaymentMethod)} ·{' '}
          {statusLabel(t, order.paymentStatus as PaymentStatus)}
        </Fact>
        {order.deliveredAt && (
          <Fact label={t('admin.returns.delivered')}>
            <time dateTime={order.deliveredAt}>{dateTime(order.deliveredAt)}</time>
          </Fact>
        )}
      </dl>
    </DetailSection>
  );
}

/** What was decided and done: the note, how it comes back, the money given back. */
export function ReturnOutcome({ value }: { value: AdminReturn }) {
  const { t, money, dateTime } = useI18n();
  const { pickup, refund } = value;
  if (!value.decisionNote && !pickup && !refund) return null;
  return (
    <DetailSection title={t('admin.returns.outcome')}>
      <dl>
        {value.decisionNote && (
          <Fact
            label={
              value.status === 'refused'
                ? t('admin.returns.refusedBecause')
                : t('admin.returns.decisionNote')
            }
          >
            <span className="whitespace-pre-line">{value.decisionNote}</span>
          </Fact>
        )}
        {pickup && (
          <Fact label={t('admin.returns.pickup')}>
            <span className="flex flex-wrap items-center gap-x-3">
              <span>{courierName(t, pickup.courier, pickup.courierLabel)}</span>
              {pickup.trackingCode && (
                <span className="font-mono break-all">{pickup.trackingCode}</span>
              )}
              {pickup.trackingUrl && (
                <a
                  href={pickup.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-rose-700 hover:underline"
                >
                  {t('admin.returns.track')}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </span>
          </Fact>
        )}
        {refund && (
          <>
            <Fact label={t('admin.returns.refunded')}>
              <strong className="tabular-nums">{money(refund.amount, { decimals: true })}</strong> ·{' '}
              {t(`admin.returns.method.${refund.method}`)}
            </Fact>
            {refund.reference && (
              <Fact label={t('admin.returns.reference')}>
                <span className="font-mono break-all">{refund.reference}</span>
              </Fact>
            )}
            <Fact label={t('admin.returns.refundedAt')}>
              <time dateTime={refund.at}>{dateTime(refund.at)}</time>
            </Fact>
          </>
        )}
      </dl>
    </DetailSection>
  );
}
