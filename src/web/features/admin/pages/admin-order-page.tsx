import { ArrowLeft, FileText, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/ui/order-status-badge';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { richText } from '../../../lib/rich-text';
import { useAdminOrder } from '../api/orders-detail';
import { EntityActivityPanel } from '../components/activity/entity-activity-panel';
import { DeliveryPanel } from '../components/delivery/delivery-panel';
import { ListError } from '../components/layout/list-states';
import { DetailSection } from '../components/orders/detail-section';
import { OrderCustomer, OrderPayment } from '../components/orders/order-facts';
import { OrderHistory } from '../components/orders/order-history';
import { OrderItems } from '../components/orders/order-items';
import { OrderNotFound } from '../components/orders/order-not-found';
import { OrderPaymentsPanel } from '../components/orders/order-payments-panel';
import {
  OrderStatusControl,
  PaymentStatusControl,
} from '../components/orders/order-status-controls';
import { OrderTotals } from '../components/orders/order-totals';
import { PaymentLinkPanel } from '../components/orders/payment-link-panel';
import { OrderReturns } from '../components/returns/order-returns';
import { shortId } from '../utils/orders-display';
import { useStaffAccess } from '../utils/staff-access';

/** /admin/orders/:id: everything about one order, and the controls that move it along. */
export function AdminOrderPage() {
  const { t, dateTime } = useI18n();
  const { can } = useStaffAccess();
  const id = useParams().id ?? '';
  const order = useAdminOrder(id);

  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    return isNotFound(order.error) ? (
      <OrderNotFound />
    ) : (
      <ListError
        title={t('admin.order.loadFailed')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }

  const data = order.data;
  return (
    <article aria-labelledby="admin-order-title" className="space-y-5">
      <PageTitle
        page={t('admin.documentTitle', { title: t('admin.order.title', { id: shortId(data.id) }) })}
      />
      <Link
        to="/admin/orders"
        className="inline-flex items-center gap-1 text-sm text-stone-700 hover:text-rose-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('admin.order.allOrders')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="admin-order-title" className="font-serif text-2xl font-semibold">
            {richText(t('admin.order.title'), {
              id: <span className="font-mono">{shortId(data.id)}</span>,
            })}
          </h2>
          <p className="text-sm text-stone-600">
            {richText(t('admin.order.placed'), {
              date: <time dateTime={data.createdAt}>{dateTime(data.createdAt)}</time>,
            })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <OrderStatusBadge status={data.status} />
            <PaymentStatusBadge status={data.paymentStatus} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={`/admin/orders/${data.id}/invoice`}>
              <Printer aria-hidden="true" /> {t('admin.order.printInvoice')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/admin/orders/${data.id}/vat-invoice`}>
              <FileText aria-hidden="true" /> {t('admin.vatInvoice.link')}
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <OrderItems items={data.items} couponCode={data.couponCode} />
          <DeliveryPanel order={data} />
          <OrderReturns returns={data.returns} />
          <DetailSection title={t('admin.order.totals')}>
            <OrderTotals order={data} />
          </DetailSection>
          <OrderHistory orderId={data.id} history={data.history} />
          <EntityActivityPanel entity="order" entityId={data.id} />
        </div>
        <div className="min-w-0 space-y-5">
          {can('orders.status') && <OrderStatusControl order={data} />}
          {can('payments.verify') && <PaymentStatusControl order={data} />}
          {can('orders.edit') && <PaymentLinkPanel order={data} />}
          <OrderCustomer order={data} />
          <OrderPayment order={data} />
          <OrderPaymentsPanel order={data} />
        </div>
      </div>
    </article>
  );
}
