import { eventLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { Timeline } from '../../../../components/ui/timeline';
import { HistoryWords } from '../../../../lib/history-words';
import { useI18n } from '../../../../lib/i18n';
import { historyNewestFirst } from '../../utils/orders-display';
import { DetailSection } from './detail-section';

/**
 * Every status, payment, delivery and return change, newest first, with the note the admin left;
 * the parcel and return words load first when there are such lines.
 */
export function OrderHistory({ history }: { history: Order['history'] }) {
  return (
    <HistoryWords history={history}>
      <HistoryLines history={history} />
    </HistoryWords>
  );
}

function HistoryLines({ history }: { history: Order['history'] }) {
  const { t } = useI18n();
  const events = historyNewestFirst(history);
  return (
    <DetailSection title={t('admin.order.history')}>
      {events.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.order.historyEmpty')}</p>
      ) : (
        <Timeline
          entries={events.map((event) => ({
            key: `${event.at}-${event.kind}-${event.to}`,
            title: eventLabel(t, event),
            at: event.at,
            byline: event.by ? t('admin.order.historyBy', { name: event.by }) : undefined,
            note: event.note,
          }))}
          current={0}
        />
      )}
    </DetailSection>
  );
}
