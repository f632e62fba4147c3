import { eventLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { historyNewestFirst } from '../../utils/orders-display';
import { DetailSection } from './detail-section';

/** Every status and payment change, newest first, with the note the admin left. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  const { t, dateTime } = useI18n();
  const events = historyNewestFirst(history);
  return (
    <DetailSection title={t('admin.order.history')}>
      {events.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.order.historyEmpty')}</p>
      ) : (
        <ol>
          {events.map((event, index) => (
            <li
              key={`${event.at}-${event.kind}-${event.to}`}
              className="relative pb-5 pl-6 last:pb-0"
            >
              {index < events.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-stone-200"
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1 left-0 size-3 rounded-full',
                  index === 0 ? 'bg-rose-700' : 'bg-stone-300',
                )}
              />
              <p className="text-sm font-medium text-stone-900">{eventLabel(t, event)}</p>
              <p className="text-xs text-stone-600">
                <time dateTime={event.at}>{dateTime(event.at)}</time>
                {event.by && <> · {t('admin.order.historyBy', { name: event.by })}</>}
              </p>
              {event.note && <p className="mt-1 text-sm text-stone-700">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
