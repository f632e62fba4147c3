import { toast } from 'sonner';
import type { Order } from '#shared/schemas/order';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/order-status-badge';
import { useChangePaymentStatus } from '../../api/orders-payment';
import { useChangeOrderStatus } from '../../api/orders-status';
import { orderStatusOptions, paymentStatusOptions } from '../../utils/orders-display';
import { DetailSection } from './detail-section';
import { StatusMoveForm } from './status-move-form';

const CANCEL_CONFIRMATION = {
  title: 'Cancel this order?',
  description:
    'Its items go back into stock and the customer is e-mailed. A cancelled order cannot be reopened.',
  confirmLabel: 'Cancel order',
};

/** The order's status: only the allowed moves (decision 9). */
export function OrderStatusControl({ order }: { order: Order }) {
  const change = useChangeOrderStatus();
  const options = orderStatusOptions(order.status);
  return (
    <DetailSection title="Order Status">
      {options.length === 0 ? (
        <FinalNote>
          The order is <OrderStatusBadge status={order.status} />. That status is final: it can no
          longer change.
        </FinalNote>
      ) : (
        <StatusMoveForm
          key={order.status}
          idPrefix="order-status"
          label="New status"
          current={<OrderStatusBadge status={order.status} />}
          options={options}
          submitLabel="Update Status"
          notePlaceholder="e.g. courier and tracking number"
          pending={change.isPending}
          confirmationFor={(to) => (to === 'cancelled' ? CANCEL_CONFIRMATION : null)}
          onMove={(status, note) =>
            change.mutate(
              { id: order.id, status, note },
              {
                onSuccess: () => toast.success('Order status updated successfully'),
                onError: (error) =>
                  toast.error('Failed to update order status', { description: error.message }),
              },
            )
          }
        />
      )}
    </DetailSection>
  );
}

/** The payment's status, set after checking the transaction (decision 10). */
export function PaymentStatusControl({ order }: { order: Order }) {
  const change = useChangePaymentStatus();
  const options = paymentStatusOptions(order.paymentStatus);
  return (
    <DetailSection title="Payment Status">
      {options.length === 0 ? (
        <FinalNote>
          The payment is <PaymentStatusBadge status={order.paymentStatus} />. That status is final:
          it can no longer change.
        </FinalNote>
      ) : (
        <StatusMoveForm
          key={order.paymentStatus}
          idPrefix="payment-status"
          label="New payment status"
          current={<PaymentStatusBadge status={order.paymentStatus} />}
          options={options}
          submitLabel="Update Payment"
          notePlaceholder="e.g. matched bKash statement"
          pending={change.isPending}
          onMove={(paymentStatus, note) =>
            change.mutate(
              { id: order.id, paymentStatus, note },
              {
                onSuccess: () => toast.success('Payment status updated'),
                onError: (error) =>
                  toast.error('Failed to update payment status', { description: error.message }),
              },
            )
          }
        />
      )}
    </DetailSection>
  );
}

function FinalNote({ children }: { children: React.ReactNode }) {
  return <p className="text-sm leading-7 text-stone-700">{children}</p>;
}
