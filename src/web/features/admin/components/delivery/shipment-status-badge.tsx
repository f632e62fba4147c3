import type { ShipmentStatus } from '#shared/delivery';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const STATUS_CLASSES: Record<ShipmentStatus, string> = {
  booked: 'bg-sky-50 text-sky-900 ring-sky-200',
  picked_up: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_transit: 'bg-sky-50 text-sky-900 ring-sky-200',
  out_for_delivery: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  on_hold: 'bg-amber-50 text-amber-900 ring-amber-200',
  delivered: 'bg-green-100 text-green-900 ring-green-200',
  partial_delivered: 'bg-amber-100 text-amber-900 ring-amber-300',
  returned: 'bg-red-100 text-red-900 ring-red-200',
  cancelled: 'bg-stone-100 text-stone-800 ring-stone-200',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" className={cn('border-0 ring-1 ring-inset', STATUS_CLASSES[status])}>
      {t(`admin.delivery.status.${status}`)}
    </Badge>
  );
}
