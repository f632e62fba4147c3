import { Link } from 'react-router';
import type { AdminReturnSummary } from '#shared/schemas/returns';
import { useI18n } from '../../../../lib/i18n';
import { shortId } from '../../utils/orders-display';
import { AdminTable } from '../layout/admin-table';
import { ReturnStatusBadge } from './return-status-badge';

const td = 'px-3 py-3 align-top';

/** 'Refund due by …' once received, in red when the day has passed. */
function DueBy({ due }: { due: string | null }) {
  const { t, date } = useI18n();
  if (!due) return null;
  const late = Date.parse(due) < Date.now();
  return (
    <p className={late ? 'text-sm font-medium text-red-800' : 'text-sm text-stone-700'}>
      {t(late ? 'admin.returns.overdue' : 'admin.returns.dueBy', { date: date(due) })}
    </p>
  );
}

/** Wide screens: one row per return, its order's short id the link to the return. */
export function ReturnsTable({ returns }: { returns: AdminReturnSummary[] }) {
  const { t, money, number, date } = useI18n();
  return (
    <AdminTable
      className="hidden md:block"
      columns={[
        { label: t('admin.returns.col.order') },
        { label: t('admin.returns.col.customer') },
        { label: t('admin.returns.col.status') },
        { label: t('admin.returns.col.items'), align: 'right' },
        { label: t('admin.returns.col.worth'), align: 'right' },
        { label: t('admin.returns.col.requested') },
      ]}
    >
      {returns.map((item) => (
        <tr key={item.id} className="hover:bg-stone-50">
          <td className={td}>
            <Link
              to={`/admin/returns/${item.id}`}
              className="font-mono font-medium text-rose-700 hover:underline"
              aria-label={t('admin.returns.open', { id: shortId(item.orderId) })}
            >
              {shortId(item.orderId)}
            </Link>
          </td>
          <td className={`${td} max-w-56`}>
            <p className="truncate font-medium text-stone-900">{item.customerName}</p>
            <p className="font-mono text-xs text-stone-600">{item.phone}</p>
          </td>
          <td className={td}>
            <ReturnStatusBadge status={item.status} />
            <DueBy due={item.refundDueBy} />
          </td>
          <td className={`${td} text-right tabular-nums`}>{number(item.itemCount)}</td>
          <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
            {money(item.worth, { decimals: true })}
          </td>
          <td className={`${td} whitespace-nowrap text-stone-700`}>
            <time dateTime={item.requestedAt}>{date(item.requestedAt)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: one card per return, the whole card a link. */
export function ReturnCards({ returns }: { returns: AdminReturnSummary[] }) {
  const { t, money, date } = useI18n();
  return (
    <ul className="space-y-3 md:hidden">
      {returns.map((item) => (
        <li key={item.id}>
          <Link
            to={`/admin/returns/${item.id}`}
            aria-label={t('admin.returns.open', { id: shortId(item.orderId) })}
            className="block rounded-xl border border-stone-200 bg-white p-4 hover:border-rose-300"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono font-medium text-rose-700">{shortId(item.orderId)}</p>
                <p className="text-xs text-stone-600">
                  <time dateTime={item.requestedAt}>{date(item.requestedAt)}</time>
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums">
                {money(item.worth, { decimals: true })}
              </p>
            </div>
            <p className="mt-2 truncate text-sm font-medium text-stone-900">{item.customerName}</p>
            <p className="font-mono text-sm text-stone-600">{item.phone}</p>
            <p className="mt-1 text-sm text-stone-700">
              {t('admin.returns.items', { count: item.itemCount })}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <ReturnStatusBadge status={item.status} />
              <DueBy due={item.refundDueBy} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
