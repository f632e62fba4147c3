import { ChevronRight } from 'lucide-react';
import type { AdminShipment } from '#shared/schemas/delivery';
import { useI18n } from '../../../../lib/i18n';
import { OutsideCallList } from '../orders/outside-calls';

/** Every call to or from the courier about this parcel, folded away: read when something failed. */
export function CourierCalls({ calls }: { calls: AdminShipment['calls'] }) {
  const { t } = useI18n();
  if (calls.length === 0) return null;
  return (
    <details className="group mt-3">
      <summary className="flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-stone-800 hover:text-rose-700">
        <ChevronRight
          className="size-4 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        {t('admin.delivery.parcel.calls', { count: calls.length })}
      </summary>
      <div className="mt-1">
        <OutsideCallList
          calls={calls.map((call) => ({
            ...call,
            label: t(`admin.delivery.operation.${call.operation}`),
            incoming: call.operation === 'webhook',
          }))}
        />
      </div>
    </details>
  );
}
