import { eventLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { Timeline } from '../../../../components/ui/timeline';
import { DeliveryWords } from '../../../../lib/delivery-words';
import { useI18n } from '../../../../lib/i18n';
import { historyNewestFirst } from '../../utils/orders-display';
import { DetailSection } from './detail-section';

/**
 * Every status, payment and delivery change, newest first, with the note the admin left; the
 * parcel words load first when there are delivery lines.
 */
export function OrderHistory({ history }: { history: Order['history'] }) {
  if (!history.some((event) => event.kind === 'delivery'))
    return <HistoryLines history={history} />;
  return (
    <DeliveryWords>
      <HistoryLines history={history} />
    </DeliveryWords>
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
