import { placeLine } from '#shared/districts';
import { locationLabel, paymentMethodLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { useI18n } from '../../../../lib/i18n';
import { customerName } from '../../utils/orders-display';
import { DetailSection, Fact } from './detail-section';
import { PaymentProof } from './payment-proof';

/** Who ordered and where it goes, as entered at checkout. */
export function OrderCustomer({ order }: { order: Order }) {
  const { t, language } = useI18n();
  return (
    <DetailSection title={t('admin.order.customer')}>
      <dl>
        <Fact label={t('admin.order.name')}>{customerName(order)}</Fact>
        {/* A shopper signed in by phone may order without an e-mail (stored as ''). */}
        {order.email && (
          <Fact label={t('admin.order.email')}>
            <a href={`mailto:${order.email}`} className="text-rose-700 hover:underline">
              {order.email}
            </a>
          </Fact>
        )}
        <Fact label={t('admin.order.phone')}>
          <a href={`tel:${order.phone}`} className="text-rose-700 hover:underline">
            {order.phone}
          </a>
        </Fact>
        <Fact label={t('admin.order.address')}>
          {order.address}
          <br />
          {order.district && (
            <>
              {placeLine(order, language)}
              <br />
            </>
          )}
          {order.city}
          {order.zipCode ? ` ${order.zipCode}` : ''}
        </Fact>
        <Fact label={t('admin.order.delivery')}>{locationLabel(t, order.location)}</Fact>
        {order.source && (
          <Fact label={t('admin.orders.source')}>
            {t(`admin.orderSource.${order.source}`)}
            {order.takenBy && (
              <>
                <br />
                <span className="text-stone-600">
                  {t('admin.orders.takenByLine', { name: order.takenBy })}
                </span>
              </>
            )}
          </Fact>
        )}
        {order.manualDiscountReason && (
          <Fact label={t('admin.staffOrder.discount')}>
            {t('admin.orders.manualDiscount', { reason: order.manualDiscountReason })}
          </Fact>
        )}
      </dl>
    </DetailSection>
  );
}

/** How the customer says they paid, for the admin to check. */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useI18n();
  return (
    <DetailSection title={t('admin.order.payment')}>
      <dl>
        <Fact label={t('admin.order.method')}>{paymentMethodLabel(t, order.paymentMethod)}</Fact>
        <Fact label={t('admin.order.transactionId')}>
          {order.transactionId ? (
            <span className="font-mono">{order.transactionId}</span>
          ) : (
            <span className="text-stone-600">{t('admin.order.none')}</span>
          )}
        </Fact>
        <Fact label={t('admin.order.screenshot')}>
          <PaymentProof proof={order.paymentProof} />
        </Fact>
      </dl>
    </DetailSection>
  );
}
