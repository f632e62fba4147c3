import { ArrowLeft, PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '#shared/order-display';
import { shopperCanCancel } from '#shared/orders';
import { shortOrderId } from '#shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { PageSpinner } from '../../../components/ui/spinner';
import { isOrderNotFound, useOrder } from '../api/get-order';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import {
  OrderItemsSection,
  OrderSummarySection,
  PaymentSection,
  ShippingAddressSection,
} from '../components/order-sections';
import { StatusHistory } from '../components/status-history';

const ORDERS_TAB = '/account?tab=orders';

function BackToOrders() {
  return (
    <Link
      to={ORDERS_TAB}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-rose-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Orders
    </Link>
  );
}

/** /account/orders/{id}: one of the shopper's orders (decision 21). */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const title = `Order #${shortOrderId(id)} | Sajghor`;

  if (order.isPending) {
    return (
      <>
        <title>{title}</title>
        <PageSpinner />
      </>
    );
  }

  if (order.isError) {
    const notFound = isOrderNotFound(order.error);
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <title>{notFound ? 'Order not found | Sajghor' : title}</title>
        {notFound ? (
          <>
            <PackageX className="mx-auto size-12 text-stone-400" aria-hidden="true" />
            <h1 className="mt-4 font-serif text-3xl font-semibold">Order not found</h1>
            <p className="mt-3 text-stone-700">We could not find this order in your account.</p>
            <Button asChild className="mt-6">
              <Link to={ORDERS_TAB}>Back to Orders</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-semibold">Order #{shortOrderId(id)}</h1>
            <p role="alert" className="mt-3 text-stone-700">
              We could not load this order. Please try again.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button onClick={() => void order.refetch()}>Try Again</Button>
              <Button asChild variant="outline">
                <Link to={ORDERS_TAB}>Back to Orders</Link>
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
      <title>{`Order #${shortId} | Sajghor`}</title>
      <BackToOrders />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="font-serif text-3xl font-semibold sm:text-4xl">
              Order <span className="font-mono text-[0.85em]">#{shortId}</span>
            </h1>
            <OrderStatusBadge status={data.status} className="text-sm" />
          </div>
          <p className="mt-1 text-sm text-stone-700">
            Placed on <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          </p>
        </div>
        {shopperCanCancel(data.status) && <CancelOrderDialog orderId={data.id} />}
      </div>

      {/* Phones read items, totals, payment, address, then history; lg puts them in two columns. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:block lg:min-w-0 lg:space-y-6">
          <OrderItemsSection items={data.items} className="order-1" />
          <StatusHistory history={data.history} className="order-5" />
        </div>
        <div className="contents lg:block lg:min-w-0 lg:space-y-6">
          <OrderSummarySection order={data} className="order-2" />
          <PaymentSection order={data} className="order-3" />
          <ShippingAddressSection order={data} className="order-4" />
        </div>
      </div>
    </main>
  );
}
