import { isOnlineMethod } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { useAdminOrderPayments } from '../../api/orders-payments';
import { useStaffAccess } from '../../utils/staff-access';
import { ListError } from '../layout/list-states';
import { DetailSection } from './detail-section';
import { PaymentAttempt } from './payment-attempts';
import { RefundForm } from './refund-form';

/**
 * Online payments on the order page (issue 20): every attempt at a gateway with its ids and calls,
 * and the refund form for the completed one. Shown for orders placed with an online method, and
 * for any order that went to a gateway before switching to another method.
 */
export function OrderPaymentsPanel({ order }: { order: Order }) {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const payments = useAdminOrderPayments(order.id);
  const online = isOnlineMethod(order.paymentMethod);
  if (!online && (payments.data?.payments.length ?? 0) === 0) return null;

  if (payments.isPending) {
    return (
      <DetailSection title={t('admin.payments.title')}>
        <Skeleton className="h-40 w-full" />
      </DetailSection>
    );
  }
  if (payments.isError) {
    return (
      <ListError
        title={t('admin.payments.loadFailed')}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  }
  const { payments: attempts, refundable } = payments.data;
  const completed = attempts.find((attempt) => attempt.status === 'completed');
  return (
    <>
      <DetailSection title={t('admin.payments.title')}>
        {attempts.length === 0 ? (
          <p className="text-sm text-stone-600">{t('admin.payments.none')}</p>
        ) : (
          <div className="space-y-3">
            {attempts.map((attempt, index) => (
              <PaymentAttempt key={attempt.id} payment={attempt} number={index + 1} />
            ))}
          </div>
        )}
      </DetailSection>
      {completed && can('payments.refund') && (
        <DetailSection title={t('admin.refund.title')}>
          {/* Keyed by what is left, so a refund done elsewhere starts the form afresh. */}
          <RefundForm
            key={refundable}
            orderId={order.id}
            gateway={completed.gateway}
            refundable={refundable}
          />
        </DetailSection>
      )}
    </>
  );
}
