import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paymentMethodLabel } from '#shared/order-display';
import type { AdminComplaint } from '#shared/schemas/complaints';
import { OrderStatusBadge } from '../../../../components/ui/order-status-badge';
import { useI18n } from '../../../../lib/i18n';
import { shortId } from '../../utils/orders-display';
import { DetailSection, Fact } from '../orders/detail-section';

/** The order complained about and who bought it, with the way to the order's own page. */
export function ComplaintOrderFacts({ order }: { order: AdminComplaint['order'] }) {
  const { t, money, dateTime } = useI18n();
  return (
    <DetailSection title={t('admin.complaints.order')}>
      <dl>
        <Fact label={t('admin.complaints.column.order')}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-medium">{shortId(order.id)}</span>
            <OrderStatusBadge status={order.status} />
          </span>
        </Fact>
        <Fact label={t('admin.order.customer')}>{order.customerName}</Fact>
        <Fact label={t('admin.order.phone')}>
          <a href={`tel:${order.phone}`} className="font-mono text-rose-700 hover:underline">
            {order.phone}
          </a>
        </Fact>
        <Fact label={t('admin.order.total')}>
          <span className="tabular-nums">{money(order.total, { decimals: true })}</span>
        </Fact>
        <Fact label={t('admin.order.payment')}>{paymentMethodLabel(t, order.paymentMethod)}</Fact>
        <Fact label={t('admin.orders.column.date')}>
          <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
        </Fact>
      </dl>
      <Link
        to={`/admin/orders/${order.id}`}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-rose-700 hover:underline"
      >
        {t('admin.complaints.openOrder')} <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </DetailSection>
  );
}
