import { Link } from 'react-router';
import { eventLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { Timeline } from '../../../../components/ui/timeline';
import { HistoryWords } from '../../../../lib/history-words';
import { useI18n } from '../../../../lib/i18n';
import { useActivity } from '../../api/activity';
import { activityQuery } from '../../utils/activity-filters';
import { historyNewestFirst } from '../../utils/orders-display';
import { useStaffAccess } from '../../utils/staff-access';
import { DetailSection } from './detail-section';

type History = Order['history'];

/**
 * Every status, payment, delivery and return change, newest first, with the note the admin left;
 * the parcel and return words load first when there are such lines.
 */
export function OrderHistory({ orderId, history }: { orderId: string; history: History }) {
  return (
    <HistoryWords history={history}>
      <HistoryLines orderId={orderId} history={history} />
    </HistoryWords>
  );
}

/**
 * The order's audit entries by moment, for those who read the log. An admin's change writes its
 * history line and its entry in one transaction, so both carry the same time; a line with no
 * entry of its moment (a shopper's or a courier's) has no link.
 */
function useActivityByMoment(orderId: string): Map<string, string> {
  const { can } = useStaffAccess();
  const activity = useActivity(
    { entity: 'order', entityId: orderId, page: 1 },
    can('staff.manage'),
  );
  const byMoment = new Map<string, string>();
  for (const entry of activity.data?.entries ?? []) {
    if (!byMoment.has(entry.at)) byMoment.set(entry.at, entry.id);
  }
  return byMoment;
}

function HistoryLines({ orderId, history }: { orderId: string; history: History }) {
  const { t } = useI18n();
  const events = historyNewestFirst(history);
  const byMoment = useActivityByMoment(orderId);
  const filtered = `/admin/activity?${activityQuery({ entity: 'order', entityId: orderId })}`;
  return (
    <DetailSection title={t('admin.order.history')}>
      {events.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.order.historyEmpty')}</p>
      ) : (
        <Timeline
          entries={events.map((event) => {
            const title = eventLabel(t, event);
            const entryId = byMoment.get(event.at);
            return {
              key: `${event.at}-${event.kind}-${event.to}`,
              title,
              at: event.at,
              byline: event.by ? t('admin.order.historyBy', { name: event.by }) : undefined,
              note: event.note,
              link: entryId ? (
                <Link
                  to={`${filtered}&entry=${entryId}`}
                  className="font-medium text-rose-700 hover:underline"
                >
                  {t('admin.order.historyActivity')}
                  <span className="sr-only"> ({title})</span>
                </Link>
              ) : undefined,
            };
          })}
          current={0}
        />
      )}
    </DetailSection>
  );
}
