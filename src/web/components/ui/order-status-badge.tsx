/**
 * Order and payment status badges, shared by the shopper's account and the admin panel. The spec's
 * colours (shared/spec/storefront-spec.md "4. States and transitions") as a light tint with dark
 * text, so the words keep their contrast.
 */
import { statusLabel } from '#shared/order-display';
import type { OrderStatus, PaymentStatus } from '#shared/orders';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { Badge } from './badge';

const ORDER_STATUS_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-orange-100 text-orange-900 ring-orange-200',
  processing: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  shipped: 'bg-blue-100 text-blue-900 ring-blue-200',
  delivered: 'bg-green-100 text-green-900 ring-green-200',
  cancelled: 'bg-red-100 text-red-900 ring-red-200',
};

const PAYMENT_STATUS_CLASSES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-green-100 text-green-900 ring-green-200',
  failed: 'bg-red-100 text-red-900 ring-red-200',
  refunded: 'bg-purple-100 text-purple-900 ring-purple-200',
};

type StatusBadgeProps<Status> = { status: Status; className?: string };

export function OrderStatusBadge({ status, className }: StatusBadgeProps<OrderStatus>) {
  const { t } = useI18n();
  return (
    <Badge
      variant="outline"
      className={cn('border-0 ring-1 ring-inset', ORDER_STATUS_CLASSES[status], className)}
    >
      {statusLabel(t, status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status, className }: StatusBadgeProps<PaymentStatus>) {
  const { t } = useI18n();
  return (
    <Badge
      variant="outline"
      className={cn('border-0 ring-1 ring-inset', PAYMENT_STATUS_CLASSES[status], className)}
    >
      {statusLabel(t, status)}
    </Badge>
  );
}
