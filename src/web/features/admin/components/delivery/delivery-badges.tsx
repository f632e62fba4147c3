import { deadlineState, deliveryDueAt, refundDueAt } from '#shared/deadlines';
import type { Order } from '#shared/schemas/order';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { useShopInfo } from '../../../../lib/shop-info';
import { cn } from '../../../../lib/utils';

const badge = 'border-0 ring-1 ring-inset';

/**
 * In the orders list: a parcel that came back, a hold for a call, a risky phone, a delivery past
 * its deadline or a day from it, and a refund a cancelled order owes (#shared/deadlines).
 */
export function DeliveryBadges({ order, className }: { order: Order; className?: string }) {
  const { t, dateTime } = useI18n();
  const codClock = useShopInfo()?.legal.codClockStarts;
  const now = new Date();
  const dueAt = deliveryDueAt(order, codClock);
  const deadline = dueAt && deadlineState(dueAt, now);
  const late = deadline === 'overdue' || deadline === 'dueSoon';
  const refundBy = refundDueAt(order);
  const refundState = refundBy && deadlineState(refundBy, now);
  if (!order.deliveryAttention && !order.heldForCall && !order.risky && !late && !refundBy) {
    return null;
  }
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {refundBy && (
        <Badge
          variant="outline"
          className={`${badge} ${refundState === 'overdue' ? 'bg-red-100 text-red-900 ring-red-300' : 'bg-amber-50 text-amber-900 ring-amber-300'}`}
        >
          {t(
            refundState === 'overdue'
              ? 'admin.deadlines.badge.refundOverdue'
              : 'admin.deadlines.badge.refundBy',
            { at: dateTime(refundBy.toISOString()) },
          )}
        </Badge>
      )}
      {dueAt && deadline === 'overdue' && (
        <Badge variant="outline" className={`${badge} bg-red-100 text-red-900 ring-red-300`}>
          {t('admin.deadlines.badge.overdue', { at: dateTime(dueAt.toISOString()) })}
        </Badge>
      )}
      {dueAt && deadline === 'dueSoon' && (
        <Badge variant="outline" className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`}>
          {t('admin.deadlines.badge.dueSoon', { at: dateTime(dueAt.toISOString()) })}
        </Badge>
      )}
      {order.deliveryAttention && (
        <Badge variant="outline" className={`${badge} bg-red-100 text-red-900 ring-red-200`}>
          {t(`admin.delivery.badge.${order.deliveryAttention}`)}
        </Badge>
      )}
      {order.heldForCall && (
        <Badge variant="outline" className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`}>
          {t('admin.delivery.badge.held')}
        </Badge>
      )}
      {order.risky && (
        <Badge
          variant="outline"
          className={`${badge} bg-orange-100 text-orange-950 ring-orange-300`}
        >
          {t('admin.delivery.badge.risky')}
        </Badge>
      )}
    </span>
  );
}

/** The orders the bulk action may book: processing and not held for a call. */
export function canBulkBook(order: Order): boolean {
  return order.status === 'processing' && !order.heldForCall;
}
