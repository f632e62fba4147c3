import { Link } from 'react-router';
import type { AuditEntry } from '#shared/schemas/audit';
import { useI18n } from '../../../../lib/i18n';
import { fieldRows, formatValue, sideOf } from './activity-values';
import { useActivityWords } from './activity-words';

export const actorOf = (entry: Pick<AuditEntry, 'actorName' | 'actorEmail'>) =>
  entry.actorName ? `${entry.actorName} (${entry.actorEmail})` : entry.actorEmail;

/** Order ids are UUIDs: their first eight characters, as the orders list shows them. */
export const shortEntityId = (id: string | null) =>
  id && /^[0-9a-f-]{36}$/.test(id) ? id.slice(0, 8) : (id ?? '');

/** The first changes in one line each: 'price ৳1,250 → ৳990'. */
export function ChangeSummary({ entry, limit = 3 }: { entry: AuditEntry; limit?: number }) {
  const { money } = useI18n();
  const words = useActivityWords();
  const changed = fieldRows(entry).filter((row) => row.changed);
  const type = sideOf(entry.after)?.discountType ?? sideOf(entry.before)?.discountType;
  if (changed.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-stone-800">
      {changed.slice(0, limit).map((row) => (
        <li key={row.field} className="break-words">
          <span className="text-stone-600">{words.field(row.field)}</span>{' '}
          <span className="text-red-800 line-through decoration-red-300">
            {formatValue(row.field, row.before, money, type)}
          </span>{' '}
          →{' '}
          <span className="font-semibold text-emerald-800">
            {formatValue(row.field, row.after, money, type)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One entry in a list: when, who, what, on which thing; opens to its before and after. */
export function ActivityRow({ entry, openHref }: { entry: AuditEntry; openHref: string }) {
  const { t, dateTime } = useI18n();
  const words = useActivityWords();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-stone-900">
            <span>{words.action(entry.action)}</span>{' '}
            <span className="font-normal text-stone-700">
              · {words.entity(entry.entity)}{' '}
              <span className="font-mono text-sm">{shortEntityId(entry.entityId)}</span>
            </span>
          </p>
          <p className="text-sm break-words text-stone-700">
            {actorOf(entry)} · <time dateTime={entry.at}>{dateTime(entry.at)}</time> ·{' '}
            {t(`admin.activity.area.${entry.area}` as 'admin.activity.area.orders')}
          </p>
          <ChangeSummary entry={entry} />
        </div>
        <Link
          to={openHref}
          className="inline-flex h-9 items-center rounded-full border border-stone-300 px-4 text-sm font-medium text-stone-900 hover:bg-stone-100"
          aria-label={`${t('admin.activity.open')}: ${words.action(entry.action)} ${entry.entityId ?? ''}`}
        >
          {t('admin.activity.open')}
        </Link>
      </div>
    </li>
  );
}
