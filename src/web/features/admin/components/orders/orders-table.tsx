import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/keys';
import { itemCount, paymentMethodLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/order-status-badge';
import { useI18n } from '../../../../lib/i18n';
import { customerName, shortId } from '../../utils/orders-display';
import { type AdminColumn, AdminTable } from '../layout/admin-table';

const td = 'px-3 py-3 align-top';

const ORDER_COLUMNS: (Omit<AdminColumn, 'label'> & { label: MessageKey })[] = [
  { label: 'admin.orders.column.order' },
  { label: 'admin.orders.column.date' },
  { label: 'admin.orders.column.customer' },
  { label: 'admin.orders.column.items', align: 'right' },
  { label: 'admin.orders.column.total', align: 'right' },
  { label: 'admin.orders.column.method' },
  { label: 'admin.orders.column.payment' },
  { label: 'admin.orders.column.status' },
];

/** Wide screens: one row per order. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t, money, number, date } = useI18n();
  const columns = ORDER_COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <AdminTable columns={columns} className="hidden md:block">
      {orders.map((order) => (
        <tr key={order.id} className="hover:bg-stone-50">
          <td className={td}>
            <Link
              to={`/admin/orders/${order.id}`}
              className="font-mono font-medium text-rose-700 hover:underline"
              aria-label={t('admin.order.title', { id: shortId(order.id) })}
            >
              {shortId(order.id)}
            </Link>
          </td>
          <td className={`${td} whitespace-nowrap text-stone-700`}>
            <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
          </td>
          <td className={`${td} max-w-56`}>
            <p className="truncate font-medium text-stone-900">{customerName(order)}</p>
            <p className="truncate text-stone-600">{order.email}</p>
          </td>
          <td className={`${td} text-right tabular-nums`}>{number(itemCount(order.items))}</td>
          <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
            {money(order.total, { decimals: true })}
          </td>
          <td className={`${td} whitespace-nowrap`}>
            {paymentMethodLabel(t, order.paymentMethod)}
          </td>
          <td className={td}>
            <PaymentStatusBadge status={order.paymentStatus} />
          </td>
          <td className={td}>
            <OrderStatusBadge status={order.status} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: one card per order, the whole card a link. */
export function OrderCards({ orders }: { orders: Order[] }) {
  const { t, money, date } = useI18n();
  return (
    <ul className="space-y-3 md:hidden">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/admin/orders/${order.id}`}
            className="block rounded-xl border border-stone-200 bg-white p-4 hover:border-rose-300"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono font-medium text-rose-700">{shortId(order.id)}</p>
                <p className="text-xs text-stone-600">
                  <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums">
                {money(order.total, { decimals: true })}
              </p>
            </div>
            <p className="mt-2 truncate text-sm font-medium text-stone-900">
              {customerName(order)}
            </p>
            <p className="truncate text-sm text-stone-600">{order.email}</p>
            <p className="mt-1 text-sm text-stone-700">
              {t('admin.orders.items', { count: itemCount(order.items) })} ·{' '}
              {paymentMethodLabel(t, order.paymentMethod)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
