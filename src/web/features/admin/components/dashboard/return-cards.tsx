import { ChevronRight, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminStats } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';

/**
 * Returns after delivery (issue 21): the share of recently delivered orders that came back (not
 * counting refused returns; '—' before anything was delivered) and the returns still open.
 */
export function ReturnCards({ stats }: { stats: AdminStats }) {
  const { t, number } = useI18n();
  return (
    <section aria-labelledby="return-cards-heading">
      <h3 id="return-cards-heading" className="sr-only">
        {t('admin.returns.dashboard.heading')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        <li className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-stone-700">
              {t('admin.returns.dashboard.rate')}
            </p>
            <Undo2 className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
          </div>
          <p className="mt-2 truncate text-2xl font-semibold text-stone-900 tabular-nums">
            {stats.returnRate === null
              ? '—'
              : t('admin.returns.dashboard.percent', { rate: number(stats.returnRate) })}
          </p>
          <p className="mt-1 text-xs text-stone-600">{t('admin.returns.dashboard.rateHint')}</p>
        </li>
        <li>
          <Link
            to="/admin/returns"
            className="block h-full rounded-xl border border-stone-200 bg-white p-4 hover:border-rose-300"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-stone-700">
                {t('admin.returns.dashboard.open')}
              </p>
              <ChevronRight className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
            </div>
            <p className="mt-2 truncate text-2xl font-semibold text-stone-900 tabular-nums">
              {number(stats.openReturns)}
            </p>
            <p className="mt-1 text-xs text-stone-600">{t('admin.returns.dashboard.openHint')}</p>
          </Link>
        </li>
      </ul>
    </section>
  );
}
