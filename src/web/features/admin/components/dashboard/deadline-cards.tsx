import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminStats } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';

/**
 * Delivery deadlines (issue 43, docs/guide/deadlines.md): orders not delivered past their deadline,
 * and those a day or less from it; both open the orders list filtered to them.
 */
export function DeadlineCards({ stats }: { stats: AdminStats }) {
  const { t, number } = useI18n();
  const cards = [
    {
      key: 'overdue',
      label: t('admin.deadlines.dashboard.overdue'),
      hint: t('admin.deadlines.dashboard.overdueHint'),
      count: stats.deliveryOverdue,
      urgent: stats.deliveryOverdue > 0,
    },
    {
      key: 'dueSoon',
      label: t('admin.deadlines.dashboard.dueSoon'),
      hint: t('admin.deadlines.dashboard.dueSoonHint'),
      count: stats.deliveryDueSoon,
      urgent: false,
    },
  ];
  return (
    <section aria-labelledby="deadline-cards-heading">
      <h3 id="deadline-cards-heading" className="sr-only">
        {t('admin.deadlines.dashboard.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              to="/admin/orders?delivery=late"
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
