import { eventLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { historyOldestFirst } from '../utils/order-display';
import { OrderSection } from './order-section';

/** The order's history as a vertical timeline, oldest first; the newest dot is filled. */
export function StatusHistory({
  history,
  className,
}: {
  history: Order['history'];
  className?: string;
}) {
  const { t, dateTime } = useI18n();
  const events = historyOldestFirst(history);
  return (
    <OrderSection id="status-history" title={t('orders.section.history')} className={className}>
      <ol>
        {events.map((event, index) => {
          const latest = index === events.length - 1;
          return (
            <li
              key={`${event.at}-${event.kind}-${event.to}`}
              className="relative pb-5 pl-6 last:pb-0"
            >
              {!latest && (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-stone-200"
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1 left-0 size-3 rounded-full',
                  latest ? 'bg-rose-700' : 'bg-stone-300',
                )}
              />
              <p className="text-sm font-medium text-stone-900">{eventLabel(t, event)}</p>
              <p className="text-xs text-stone-600">
                <time dateTime={event.at}>{dateTime(event.at)}</time>
              </p>
              {event.note && <p className="mt-1 text-sm text-stone-700">{event.note}</p>}
            </li>
          );
        })}
      </ol>
    </OrderSection>
  );
}
