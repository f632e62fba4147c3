import type { LucideIcon } from 'lucide-react';
import { Landmark, Smartphone, Truck } from 'lucide-react';
import type { AdminStats } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';

type Card = { label: string; value: string; hint: string; icon: LucideIcon };

/**
 * Where the money stands (issue 20): taken online through a gateway, taken by hand (bKash or bank
 * transfers an admin checked), and still with the couriers (cash on delivery not yet delivered).
 */
export function MoneySplitCards({ stats }: { stats: AdminStats }) {
  const { t, money } = useI18n();
  const cards: Card[] = [
    {
      label: t('admin.stats.paidOnline'),
      value: money(stats.paidOnline),
      hint: t('admin.stats.paidOnlineHint'),
      icon: Smartphone,
    },
    {
      label: t('admin.stats.paidManually'),
      value: money(stats.paidManually),
      hint: t('admin.stats.paidManuallyHint'),
      icon: Landmark,
    },
    {
      label: t('admin.stats.cashToCollect'),
      value: money(stats.cashToCollect),
      hint: t('admin.stats.cashOrders', { count: stats.cashToCollectOrders }),
      icon: Truck,
    },
  ];
  return (
    <section aria-labelledby="money-split-heading">
      <h3 id="money-split-heading" className="sr-only">
        {t('admin.stats.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {cards.map(({ label, value, hint, icon: Icon }) => (
          <li
            key={label}
            className="rounded-xl border border-stone-200 bg-white p-4 last:col-span-2 sm:last:col-span-1"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-stone-700">{label}</p>
              <Icon className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
            </div>
            <p className="mt-2 truncate text-2xl font-semibold text-stone-900 tabular-nums">
              {value}
            </p>
            <p className="mt-1 text-xs text-stone-600">{hint}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
