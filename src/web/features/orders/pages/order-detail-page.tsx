import { ArrowLeft, PackageX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { shopperCanCancel, shortOrderId } from '#shared/orders';
import { Button } from '../../../components/ui/button';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-errors';
import { DeliveryWords } from '../../../lib/delivery-words';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { ReturnWords } from '../../../lib/return-words';
import { useOrder } from '../api/get-order';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { DeliverySection } from '../components/delivery-section';
import {
  OrderItemsSection,
  OrderSummarySection,
  PaymentSection,
  ShippingAddressSection,
} from '../components/order-sections';
import { PayOnlinePanel } from '../components/pay-online-panel';
import { ReturnsSection } from '../components/returns-section';
import { HistoryWithWords } from '../components/status-history';
import { VatInvoiceLink } from '../components/vat-invoice-link';

const ORDERS_TAB = '/account?tab=orders';

// The complaints (their words and forms) load after the page: most visits only read the order.
const OrderComplaintsSection = lazy(() =>
  import('../components/complaints-section').then((m) => ({ default: m.OrderComplaintsSection })),
);

function BackToOrders() {
  const { t } = useI18n();
  return (
    <Link
      to={ORDERS_TAB}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-rose-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('orders.detail.backToOrders')}
    </Link>
  );
}

/** /account/orders/{id}: one of the shopper's orders (shared/spec/decisions.md #21). */
export function OrderDetailPage() {
  const { t, dateTime } = useI18n();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const title = t('orders.detail.title', { id: shortOrderId(id) });

  if (order.isPending) {
    return (
      <>
        <PageTitle page={title} />
        <PageSpinner />
      </>
    );
  }

  if (order.isError) {
    const notFound = isNotFound(order.error);
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <PageTitle page={notFound ? t('orders.detail.notFoundTitle') : title} />
        {notFound ? (
          <>
            <PackageX className="mx-auto size-12 text-stone-400" aria-hidden="true" />
            <h1 className="mt-4 font-serif text-3xl font-semibold">
              {t('orders.detail.notFound')}
            </h1>
            <p className="mt-3 text-stone-700">{t('orders.detail.notFoundBody')}</p>
            <Button asChild className="mt-6">
              <Link to={ORDERS_TAB}>{t('orders.detail.backToOrders')}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-semibold">
              {t('orders.detail.heading', { id: shortOrderId(id) })}
            </h1>
            <p role="alert" className="mt-3 text-stone-700">
              {t('orders.detail.loadFailed')}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button onClick={() => void order.refetch()}>{t('orders.detail.tryAgain')}</Button>
              <Button asChild variant="outline">
                <Link to={ORDERS_TAB}>{t('orders.detail.backToOrders')}</Link>
              </Button>
            </div>
          </>
        )}
      </main>
    );
  }

  const data = order.data;
  const shortId = shortOrderId(data.id);
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle page={t('orders.detail.title', { id: shortId })} />
      <BackToOrders />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="font-serif text-3xl font-semibold sm:text-4xl">
              {t('orders.detail.order')} <span className="font-mono text-[0.85em]">#{shortId}</span>
            </h1>
            <OrderStatusBadge status={data.status} className="text-sm" />
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {/* The whole sentence is the time's text: the date's place in it depends on the language. */}
            <time dateTime={data.createdAt}>
              {t('orders.detail.placedOn', { date: dateTime(data.createdAt) })}
            </time>
          </p>
          <VatInvoiceLink orderId={data.id} className="mt-2" />
        </div>
        {shopperCanCancel(data.status) && <CancelOrderDialog orderId={data.id} />}
      </div>
      <PayOnlinePanel order={data} className="mt-6" />

      {/* Phones read items, totals, payment, address, history, complaints; lg: two columns. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:block lg:min-w-0 lg:space-y-6">
          {(data.returnableUntil || (data.returns?.length ?? 0) > 0) && (
            <ReturnWords>
              <ReturnsSection order={data} className="order-1" />
            </ReturnWords>
          )}
          <OrderItemsSection items={data.items} couponCode={data.couponCode} className="order-1" />
          <HistoryWithWords history={data.history} className="order-5" />
          <Suspense fallback={null}>
            <OrderComplaintsSection orderId={data.id} className="order-6" />
          </Suspense>
        </div>
        <div className="contents lg:block lg:min-w-0 lg:space-y-6">
          {data.shipment && (
            <DeliveryWords>
              <DeliverySection shipment={data.shipment} className="order-0" />
            </DeliveryWords>
          )}
          <OrderSummarySection order={data} className="order-2" />
          <PaymentSection order={data} className="order-3" />
          <ShippingAddressSection order={data} className="order-4" />
        </div>
      </div>
    </main>
  );
}
