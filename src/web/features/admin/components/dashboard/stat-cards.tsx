import type { LucideIcon } from 'lucide-react';
import { Banknote, Package, ShoppingBag, Users, Wallet } from 'lucide-react';
import type { AdminStats } from '#shared/schemas/admin';
import { Skeleton } from '../../../../components/ui/skeleton';
import { type I18n, useI18n } from '../../../../lib/i18n';

type Card = { label: string; value: string; icon: LucideIcon; hint?: string };

function cardsFor(stats: AdminStats, { t, money, number }: I18n): Card[] {
  return [
    {
      label: t('admin.dashboard.totalProducts'),
      value: number(stats.totalProducts),
      icon: Package,
    },
    {
      label: t('admin.dashboard.totalOrders'),
      value: number(stats.totalOrders),
      icon: ShoppingBag,
    },
    {
      label: t('admin.dashboard.totalCustomers'),
      value: number(stats.totalCustomers),
      icon: Users,
    },
    {
      label: t('admin.dashboard.revenue'),
      value: money(stats.revenue),
      icon: Banknote,
      hint: t('admin.dashboard.revenueHint'),
    },
    {
      label: t('admin.dashboard.paidRevenue'),
      value: money(stats.paidRevenue),
      icon: Wallet,
      hint: t('admin.dashboard.paidRevenueHint'),
    },
  ];
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5';

export function StatCards({ stats }: { stats: AdminStats }) {
  const i18n = useI18n();
  return (
    <ul className={GRID}>
      {cardsFor(stats, i18n).map(({ label, value, icon: Icon, hint }) => (
        <li
          key={label}
          className="rounded-xl border border-stone-200 bg-white p-4 last:col-span-2 lg:last:col-span-1"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-stone-700">{label}</p>
            <Icon className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
          </div>
          <p className="mt-2 truncate text-2xl font-semibold text-stone-900 tabular-nums">
            {value}
          </p>
          {hint && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
        </li>
      ))}
    </ul>
  );
}

export function StatCardsSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className={GRID} aria-busy="true" aria-label={t('admin.loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-28 rounded-xl last:col-span-2 lg:last:col-span-1" />
      ))}
    </div>
  );
}
