import { isOnlineMethod } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../../components/ui/order-status-badge';
import { useApiErrorText } from '../../../../lib/api-errors';
import { type I18n, useI18n } from '../../../../lib/i18n';
import { richText } from '../../../../lib/rich-text';
import { toast } from '../../../../lib/toast';
import { useChangePaymentStatus } from '../../api/orders-payment';
import { useChangeOrderStatus } from '../../api/orders-status';
import { orderStatusOptions, paymentStatusOptions } from '../../utils/orders-display';
import { useStaffAccess } from '../../utils/staff-access';
import { DetailSection } from './detail-section';
import { StatusMoveForm } from './status-move-form';

const cancelConfirmation = (t: I18n['t']) => ({
  title: t('admin.order.cancel.title'),
  description: t('admin.order.cancel.description'),
  confirmLabel: t('admin.order.cancel.confirm'),
});

/** The order's status: only the allowed moves (shared/spec/decisions.md #9). */
export function OrderStatusControl({ order }: { order: Order }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const change = useChangeOrderStatus();
  const { can } = useStaffAccess();
  // Cancelling asks for its own permission (the server checks the same).
  const options = orderStatusOptions(order.status).filter(
    (status) => status !== 'cancelled' || can('orders.cancel'),
  );
  return (
    <DetailSection title={t('admin.order.status.title')}>
      {options.length === 0 ? (
        <FinalNote>
          {richText(t('admin.order.status.final'), {
            status: <OrderStatusBadge status={order.status} />,
          })}
        </FinalNote>
      ) : (
        <StatusMoveForm
          key={order.status}
          idPrefix="order-status"
          label={t('admin.order.status.new')}
          current={<OrderStatusBadge status={order.status} />}
          options={options}
          submitLabel={t('admin.order.status.submit')}
          notePlaceholder={t('admin.order.status.notePlaceholder')}
          pending={change.isPending}
          confirmationFor={(to) => (to === 'cancelled' ? cancelConfirmation(t) : null)}
          onMove={(status, note) =>
            change.mutate(
              { id: order.id, status, note },
              {
                onSuccess: () => toast.success(t('admin.order.status.updated')),
                onError: (error) =>
                  toast.error(t('admin.order.status.failed'), {
                    description: errorText(error),
                  }),
              },
            )
          }
        />
      )}
    </DetailSection>
  );
}

/** The payment's status, set after checking the transaction (shared/spec/decisions.md #10). */
export function PaymentStatusControl({ order }: { order: Order }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const change = useChangePaymentStatus();
  const options = paymentStatusOptions(order.paymentStatus);
  const status = <PaymentStatusBadge status={order.paymentStatus} />;
  return (
    <DetailSection title={t('admin.order.payment.title')}>
      {isOnlineMethod(order.paymentMethod) ? (
        <FinalNote>{richText(t('admin.payments.statusByGateway'), { status })}</FinalNote>
      ) : options.length === 0 ? (
        <FinalNote>{richText(t('admin.order.payment.final'), { status })}</FinalNote>
      ) : (
        <StatusMoveForm
          key={order.paymentStatus}
          idPrefix="payment-status"
          label={t('admin.order.payment.new')}
          current={status}
          options={options}
          submitLabel={t('admin.order.payment.submit')}
          notePlaceholder={t('admin.order.payment.notePlaceholder')}
          pending={change.isPending}
          onMove={(paymentStatus, note) =>
            change.mutate(
              { id: order.id, paymentStatus, note },
              {
                onSuccess: () => toast.success(t('admin.order.payment.updated')),
                onError: (error) =>
                  toast.error(t('admin.order.payment.failed'), {
                    description: errorText(error),
                  }),
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
