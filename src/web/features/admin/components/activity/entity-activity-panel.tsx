import { Link } from 'react-router';
import { hasStatus } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { useActivity } from '../../api/activity';
import { activityQuery } from '../../utils/activity-filters';
import { useStaffAccess } from '../../utils/staff-access';
import { actorOf, ChangeSummary } from './activity-row';
import { useActivityWords } from './activity-words';

const SHOWN = 5;

/**
 * An order's, product's or customer's own audit entries, newest first. Only staff holding
 * 'staff.manage' read the log: for anyone else the panel is not there.
 */
export function EntityActivityPanel({ entity, entityId }: { entity: string; entityId: string }) {
  const { t, dateTime } = useI18n();
  const { can } = useStaffAccess();
  const activity = useActivity({ entity, entityId, page: 1 }, can('staff.manage'));
  const words = useActivityWords();
  if (!activity.data || hasStatus(activity.error, 403)) return null;
  const all = `/admin/activity?${activityQuery({ entity, entityId })}`;
  const entries = activity.data.entries.slice(0, SHOWN);
  return (
    <section
      aria-labelledby={`activity-${entity}`}
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`activity-${entity}`} className="font-serif text-lg font-semibold">
          {t('admin.activity.panel.title')}
        </h3>
        <Link to={all} className="text-sm font-medium text-rose-700 hover:underline">
          {t('admin.activity.panel.all')}
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t('admin.activity.panel.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2">
              <Link
                to={`${all}&entry=${entry.id}`}
                className="text-sm font-medium text-stone-900 hover:underline"
              >
                {words.action(entry.action)}
              </Link>
              <p className="text-xs text-stone-700">
                {actorOf(entry)} · <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              </p>
              <ChangeSummary entry={entry} limit={2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
