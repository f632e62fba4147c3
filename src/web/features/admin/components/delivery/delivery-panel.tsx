import type { Order } from '#shared/schemas/order';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { useAdminOrderDelivery } from '../../api/delivery-detail';
import { canBookParcel } from '../../utils/delivery-booking';
import { useStaffAccess } from '../../utils/staff-access';
import { ListError } from '../layout/list-states';
import { DetailSection } from '../orders/detail-section';
import { AttentionActions } from './attention-actions';
import { BookingForm } from './booking-form';
import { DeliveryRecordCard } from './delivery-record-card';
import { HoldControl } from './hold-control';
import { ParcelCard } from './parcel-card';

/** Orders that may still be held for a call: not yet on their way. */
const HOLDABLE: ReadonlySet<Order['status']> = new Set(['pending', 'processing']);

/**
 * Delivery on the order page (issue 21): what came back and waits for the admin, the hold for a
 * confirmation call, the phone's record and the booking form while the order can be booked, and
 * every parcel, newest first.
 */
export function DeliveryPanel({ order }: { order: Order }) {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const delivery = useAdminOrderDelivery(order.id);

  if (delivery.isPending) {
    return (
      <DetailSection title={t('admin.delivery.title')}>
        <Skeleton className="h-40 w-full" />
      </DetailSection>
    );
  }
  if (delivery.isError) {
    return (
      <ListError
        title={t('admin.delivery.loadFailed')}
        error={delivery.error}
        onRetry={() => void delivery.refetch()}
      />
    );
  }
  const data = delivery.data;
  const bookable = canBookParcel(order, data) && can('delivery.book');
  const holdable = HOLDABLE.has(order.status) || data.heldForCall;
  const shipments = data.shipments;
  return (
    <DetailSection title={t('admin.delivery.title')}>
      <div className="space-y-5">
        {data.deliveryAttention && order.status !== 'cancelled' && (
          <AttentionActions orderId={order.id} attention={data.deliveryAttention} />
        )}
        {holdable && <HoldControl orderId={order.id} held={data.heldForCall} />}
        {(bookable || data.heldForCall) && <DeliveryRecordCard orderId={order.id} />}
        {bookable && (
          // Keyed by the parcels, so a booking (or a parcel that came back) starts it afresh.
          <BookingForm
            key={shipments.length}
            orderId={order.id}
            delivery={data}
            again={shipments.length > 0}
          />
        )}
        {!bookable && !data.heldForCall && shipments.length === 0 && (
          <p className="text-sm text-stone-600">
            {order.status === 'pending' ? t('admin.delivery.notYet') : t('admin.delivery.finished')}
          </p>
        )}
        {shipments.length > 0 && (
          <div className="space-y-3">
            {shipments.map((shipment, index) => (
              <ParcelCard
                key={shipment.id}
                orderId={order.id}
                shipment={shipment}
                number={shipments.length - index}
              />
            ))}
          </div>
        )}
      </div>
    </DetailSection>
  );
}
