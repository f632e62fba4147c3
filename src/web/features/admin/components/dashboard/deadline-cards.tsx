import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminStats } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';

/**
 * Deadlines (issue 43, docs/guide/deadlines.md): orders not delivered past their deadline, those a
 * day or less from it, and cancelled orders owing a refund; each opens the orders list filtered.
 */
export function DeadlineCards({ stats }: { stats: AdminStats }) {
  const { t, number } = useI18n();
  const cards = [
    {
      key: 'overdue',
      to: '/admin/orders?delivery=late',
      label: t('admin.deadlines.dashboard.overdue'),
      hint: t('admin.deadlines.dashboard.overdueHint'),
      count: stats.deliveryOverdue,
      urgent: stats.deliveryOverdue > 0,
    },
    {
      key: 'dueSoon',
      to: '/admin/orders?delivery=late',
      label: t('admin.deadlines.dashboard.dueSoon'),
      hint: t('admin.deadlines.dashboard.dueSoonHint'),
      count: stats.deliveryDueSoon,
      urgent: false,
    },
    {
      key: 'refunds',
      label: t('admin.deadlines.dashboard.refunds'),
      hint: t('admin.deadlines.dashboard.refundsHint', { count: number(stats.refundsOverdue) }),
      count: stats.refundsOwed,
      urgent: stats.refundsOverdue > 0,
      to: '/admin/orders?delivery=refund',
    },
  ];
  return (
    <section aria-labelledby="deadline-cards-heading">
      <h3 id="deadline-cards-heading" className="sr-only">
        {t('admin.deadlines.dashboard.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {cards.map((card) => (
          <li key={card.key} className="last:col-span-2 sm:last:col-span-1">
            <Link
              to={card.to}
              className={`block h-full rounded-xl border bg-white p-4 hover:border-rose-300 ${card.urgent ? 'border-red-300' : 'border-stone-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-stone-700">{card.label}</p>
                {card.urgent ? (
                  <Clock className="size-5 shrink-0 text-red-700" aria-hidden="true" />
                ) : (
                  <ChevronRight className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
                )}
              </div>
              <p
                className={`mt-2 truncate text-2xl font-semibold tabular-nums ${card.urgent ? 'text-red-800' : 'text-stone-900'}`}
              >
                {number(card.count)}
              </p>
              <p className="mt-1 text-xs text-stone-600">{card.hint}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
