import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { shortOrderId } from '#shared/orders';
import type { Order } from '#shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { useOrders } from '../api/get-orders';
import { itemCountLabel, itemNames } from '../utils/order-display';

/** The account's Orders tab; shown only to a signed-in shopper. */
export function OrdersTab() {
  const { t, number } = useI18n();
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('orders.tab.loading')} />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-5 py-12 text-center">
        <p role="alert" className="text-stone-700">
          {t('orders.tab.loadFailed')}
        </p>
        <Button className="mt-4" onClick={() => void orders.refetch()}>
          {t('orders.tab.tryAgain')}
        </Button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title={t('orders.tab.emptyTitle')}
        action={
          <Button asChild>
            <Link to="/products">{t('orders.tab.startShopping')}</Link>
          </Button>
        }
      >
        {t('orders.tab.emptyBody')}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="font-serif text-xl font-semibold">
        {t('orders.tab.heading')}{' '}
        <span className="text-base font-normal text-stone-500">({number(orders.data.length)})</span>
      </h2>
      <div
        aria-hidden="true"
        className="mt-4 hidden grid-cols-[6.5rem_7.5rem_6.5rem_1fr_7rem_7.5rem] gap-3 px-5 text-xs font-medium tracking-wide text-stone-500 uppercase md:grid"
      >
        <span>{t('orders.tab.order')}</span>
        <span>{t('orders.tab.date')}</span>
        <span>{t('orders.tab.status')}</span>
        <span>{t('orders.tab.items')}</span>
        <span className="text-right">{t('orders.tab.total')}</span>
        <span />
      </div>
      <ul className="mt-4 space-y-3 md:mt-2 md:space-y-0 md:divide-y md:divide-stone-200 md:overflow-hidden md:rounded-xl md:border md:border-stone-200 md:bg-white">
        {orders.data.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t, money, date } = useI18n();
  const shortId = shortOrderId(order.id);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 md:grid md:grid-cols-[6.5rem_7.5rem_6.5rem_1fr_7rem_7.5rem] md:items-center md:gap-3 md:rounded-none md:border-0 md:px-5 md:py-4">
      <div className="flex items-start justify-between gap-3 md:contents">
        <div className="md:contents">
          <p className="font-mono text-sm font-semibold text-stone-900">
            <span className="sr-only">{t('orders.tab.order')} </span>#{shortId}
          </p>
          <p className="text-sm text-stone-600 md:text-stone-700">
            <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
          </p>
        </div>
        <div>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-stone-100 pt-3 md:contents">
        <div className="min-w-0">
          <p className="text-sm text-stone-700">{itemCountLabel(t, order.items)}</p>
          {/* Two lines at most; the order's page lists every line in full. */}
          <p className="line-clamp-2 text-xs text-stone-600" title={itemNames(order.items)}>
            {itemNames(order.items)}
          </p>
        </div>
        <p className="font-semibold text-stone-900 md:text-right">
          <span className="sr-only">{t('orders.tab.total')} </span>
          {money(order.total, { decimals: true })}
        </p>
      </div>
      <Button asChild variant="outline" size="sm" className="mt-3 w-full md:mt-0">
        <Link
          to={`/account/orders/${order.id}`}
          aria-label={t('orders.tab.viewDetailsLabel', { id: shortId })}
        >
          {t('orders.tab.viewDetails')}
        </Link>
      </Button>
    </li>
  );
}
