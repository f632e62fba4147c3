import { Link } from 'react-router';
import { COMPLAINT_STATES } from '#shared/schemas/complaints';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import type { ComplaintState } from '../../api/complaints-list';

/**
 * Which complaints the list holds, as links (each state has its address, so it opens in a new tab
 * and survives a reload); a new state starts at page 1.
 */
export function ComplaintStateTabs({ current }: { current: ComplaintState }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('admin.complaints.states')} className="-mx-4 sm:mx-0">
      <ul className="flex gap-1 overflow-x-auto px-4 pb-1 sm:inline-flex sm:flex-wrap sm:overflow-visible sm:rounded-lg sm:border sm:border-stone-300 sm:bg-white sm:p-0.5">
        {COMPLAINT_STATES.map((state) => {
          const active = state === current;
          return (
            <li key={state} className="shrink-0">
              <Link
                to={state === 'waiting' ? '/admin/complaints' : `/admin/complaints?state=${state}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 sm:rounded-md sm:border-0',
                  active
                    ? 'border-rose-700 bg-rose-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
                )}
              >
                {t(`admin.complaints.state.${state}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
