import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminStats } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useStaffAccess } from '../../utils/staff-access';

type DeadlineCard = {
  key: string;
  /** Where the card leads; none for a list the reader may not open. */
  to?: string;
  label: string;
  hint: string;
  count: number;
  urgent: boolean;
};

/**
 * Deadlines (issue 43, docs/guide/deadlines.md): orders not delivered past their deadline, those a
 * day or less from it, and cancelled orders owing a refund; each opens the orders list filtered.
 * Then the complaints the shop owes an answer, red once one is past its 72 hours; they open the
 * complaints for those who may answer them.
 */
export function DeadlineCards({ stats }: { stats: AdminStats }) {
  const { t, number } = useI18n();
  const { can } = useStaffAccess();
  const cards: DeadlineCard[] = [
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
    {
      key: 'complaints',
      label: t('admin.dashboard.complaintsWaiting'),
      hint: t('admin.dashboard.complaintsLate', { count: number(stats.complaintsLate) }),
      count: stats.complaintsWaiting,
      urgent: stats.complaintsLate > 0,
      ...(can('complaints.manage') ? { to: '/admin/complaints' } : {}),
    },
  ];
  return (
    <section aria-labelledby="deadline-cards-heading">
      <h3 id="deadline-cards-heading" className="sr-only">
        {t('admin.deadlines.dashboard.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map((card) => {
          const frame = cn(
            'block h-full rounded-xl border bg-white p-4',
            card.urgent ? 'border-red-300' : 'border-stone-200',
          );
          return (
            <li key={card.key}>
              {card.to ? (
                <Link to={card.to} className={cn(frame, 'hover:border-rose-300')}>
                  <CardBody card={card} />
                </Link>
              ) : (
                <div className={frame}>
                  <CardBody card={card} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CardBody({ card }: { card: DeadlineCard }) {
  const { number } = useI18n();
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-700">{card.label}</p>
        {card.urgent ? (
          <Clock className="size-5 shrink-0 text-red-700" aria-hidden="true" />
        ) : card.to ? (
          <ChevronRight className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
        ) : null}
      </div>
      <p
        className={`mt-2 truncate text-2xl font-semibold tabular-nums ${card.urgent ? 'text-red-800' : 'text-stone-900'}`}
      >
        {number(card.count)}
      </p>
      <p className="mt-1 text-xs text-stone-600">{card.hint}</p>
    </>
  );
}
