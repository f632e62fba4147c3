import type { LucideIcon } from 'lucide-react';
import { Banknote, Package, ShoppingBag, Users, Wallet } from 'lucide-react';
import { formatMoney } from '#shared/money';
import type { AdminStats } from '#shared/schemas/admin';
import { Skeleton } from '../../../../components/ui/skeleton';

type Card = { label: string; value: string; icon: LucideIcon; hint?: string };

function cardsFor(stats: AdminStats): Card[] {
  return [
    { label: 'Total Products', value: stats.totalProducts.toLocaleString('en-IN'), icon: Package },
    { label: 'Total Orders', value: stats.totalOrders.toLocaleString('en-IN'), icon: ShoppingBag },
    { label: 'Total Customers', value: stats.totalCustomers.toLocaleString('en-IN'), icon: Users },
    {
      label: 'Revenue',
      value: formatMoney(stats.revenue),
      icon: Banknote,
      hint: 'Orders that are not cancelled',
    },
    {
      label: 'Paid Revenue',
      value: formatMoney(stats.paidRevenue),
      icon: Wallet,
      hint: 'Of those, payment completed',
    },
  ];
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5';

export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <ul className={GRID}>
      {cardsFor(stats).map(({ label, value, icon: Icon, hint }) => (
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
  return (
    <div role="status" className={GRID} aria-busy="true" aria-label="Loading">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-28 rounded-xl last:col-span-2 lg:last:col-span-1" />
      ))}
    </div>
  );
}
