import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/keys';
import { itemCount, paymentMethodLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/order-status-badge';
import { useI18n } from '../../../../lib/i18n';
import { customerName, shortId } from '../../utils/orders-display';
import { canBulkBook, DeliveryBadges } from '../delivery/delivery-badges';
import { type AdminColumn, AdminTable } from '../layout/admin-table';

/** Rows ticked for the bulk booking; only processing orders that are not held can be ticked. */
export type OrderSelection = { selected: ReadonlySet<string>; toggle: (id: string) => void };

function SelectBox({ order, selection }: { order: Order; selection: OrderSelection }) {
  const { t } = useI18n();
  if (!canBulkBook(order)) return null;
  // The label widens the box's target to a fingertip's size.
  return (
    <label className="-m-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-rose-700"
        checked={selection.selected.has(order.id)}
        onChange={() => selection.toggle(order.id)}
        aria-label={t('admin.delivery.select', { id: shortId(order.id) })}
      />
    </label>
  );
}

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
export function OrdersTable({
  orders,
  selection,
}: {
  orders: Order[];
  selection?: OrderSelection;
}) {
  const { t, money, number, date } = useI18n();
  const columns = [
    ...(selection ? [{ label: t('admin.delivery.selectColumn'), hidden: true }] : []),
    ...ORDER_COLUMNS.map((column) => ({ ...column, label: t(column.label) })),
  ];
  return (
    <AdminTable columns={columns} className="hidden md:block">
      {orders.map((order) => (
        <tr key={order.id} className="hover:bg-stone-50">
          {selection && (
            <td className={`${td} w-10`}>
              <SelectBox order={order} selection={selection} />
            </td>
          )}
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
            {order.source && order.source !== 'web' && (
              <p className="text-xs text-stone-600">{t(`admin.orderSource.${order.source}`)}</p>
            )}
          </td>
          <td className={td}>
            <PaymentStatusBadge status={order.paymentStatus} />
          </td>
          <td className={td}>
            <div className="flex flex-col items-start gap-1">
              <OrderStatusBadge status={order.status} />
              <DeliveryBadges order={order} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: one card per order, the whole card a link (its tick box beside it). */
export function OrderCards({ orders, selection }: { orders: Order[]; selection?: OrderSelection }) {
  const { t, money, date } = useI18n();
  return (
    <ul className="space-y-3 md:hidden">
      {orders.map((order) => (
        <li key={order.id} className="flex items-start gap-2">
          {selection && canBulkBook(order) && (
            <div className="p-3">
              <SelectBox order={order} selection={selection} />
            </div>
          )}
          <Link
            to={`/admin/orders/${order.id}`}
            className="block min-w-0 flex-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-rose-300"
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
              {order.source &&
                order.source !== 'web' &&
                ` · ${t(`admin.orderSource.${order.source}`)}`}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
            <DeliveryBadges order={order} className="mt-2" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
