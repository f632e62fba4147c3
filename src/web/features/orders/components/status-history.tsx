import { eventLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { Timeline } from '../../../components/ui/timeline';
import { HistoryWords } from '../../../lib/history-words';
import { useI18n } from '../../../lib/i18n';
import { historyOldestFirst } from '../utils/order-display';
import { OrderSection, type SectionLevel } from './order-section';

/** The order's history as a vertical timeline, oldest first; the newest dot is filled. */
export function StatusHistory({
  history,
  level,
  className,
}: {
  history: Order['history'];
  level?: SectionLevel;
  className?: string;
}) {
  const { t } = useI18n();
  const events = historyOldestFirst(history);
  return (
    <OrderSection
      id="status-history"
      title={t('orders.section.history')}
      level={level}
      className={className}
    >
      <Timeline
        entries={events.map((event) => ({
          key: `${event.at}-${event.kind}-${event.to}`,
          title: eventLabel(t, event),
          at: event.at,
          note: event.note,
        }))}
        current={events.length - 1}
      />
    </OrderSection>
  );
}

/** The history, with the parcel and return words loaded first when it has such lines. */
export function HistoryWithWords(props: Parameters<typeof StatusHistory>[0]) {
  return (
    <HistoryWords history={props.history}>
      <StatusHistory {...props} />
    </HistoryWords>
  );
}
