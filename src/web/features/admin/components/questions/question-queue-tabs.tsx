import { Link } from 'react-router';
import { QA_QUEUES } from '#shared/schemas/questions';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import type { QuestionQueue } from '../../api/questions-list';

type QueueCounts = { waiting: number; reported: number };

/**
 * The queues as links (each has its address, so it survives a reload); a new queue starts at
 * page 1. Waiting and reported carry how many are there.
 */
export function QuestionQueueTabs({
  current,
  counts,
}: {
  current: QuestionQueue;
  counts: QueueCounts | undefined;
}) {
  const { t, number } = useI18n();
  return (
    <nav aria-label={t('admin.questions.queues')} className="-mx-4 sm:mx-0">
      <ul className="flex gap-1 overflow-x-auto px-4 pb-1 sm:inline-flex sm:flex-wrap sm:overflow-visible sm:rounded-lg sm:border sm:border-stone-300 sm:bg-white sm:p-0.5">
        {QA_QUEUES.map((queue) => {
          const active = queue === current;
          const count = queue === 'waiting' || queue === 'reported' ? counts?.[queue] : undefined;
          return (
            <li key={queue} className="shrink-0">
              <Link
                to={queue === 'waiting' ? '/admin/questions' : `/admin/questions?queue=${queue}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 sm:rounded-md sm:border-0',
                  active
                    ? 'border-rose-700 bg-rose-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
                )}
              >
                {t(`admin.questions.queue.${queue}`)}
                {count !== undefined && (
                  <span
                    className={cn(
                      'rounded-full px-2 text-xs tabular-nums',
                      active ? 'bg-white/20' : 'bg-stone-100 text-stone-800',
                    )}
                  >
                    {number(count)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
