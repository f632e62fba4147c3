import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export type TimelineEntry = {
  key: string;
  title: string;
  /** ISO time, shown in Dhaka time. */
  at: string;
  /** Shown after the time, e.g. who made the change. */
  byline?: string | undefined;
  note?: string | null | undefined;
  /** A place to read more about the entry (the admin's audit entry for a history line). */
  link?: ReactNode;
};

/** Events on a vertical line of dots; the entry at `current` (the latest) has the filled one. */
export function Timeline({ entries, current }: { entries: TimelineEntry[]; current: number }) {
  const { dateTime } = useI18n();
  return (
    <ol>
      {entries.map((entry, index) => (
        <li key={entry.key} className="relative pb-5 pl-6 last:pb-0">
          {index < entries.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-stone-200"
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1 left-0 size-3 rounded-full',
              index === current ? 'bg-rose-700' : 'bg-stone-300',
            )}
          />
          <p className="text-sm font-medium text-stone-900">{entry.title}</p>
          <p className="text-xs text-stone-600">
            <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            {entry.byline && <> · {entry.byline}</>}
            {entry.link && <> · {entry.link}</>}
          </p>
          {entry.note && <p className="mt-1 text-sm text-stone-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
