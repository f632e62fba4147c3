import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { AdminShipment } from '#shared/schemas/delivery';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Timeline } from '../../../../components/ui/timeline';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useCancelShipment } from '../../api/delivery-cancel';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ConfirmDialog } from '../orders/confirm-dialog';
import { Fact } from '../orders/detail-section';
import { CourierCalls } from './courier-calls';
import { courierName } from './courier-name';
import { ShipmentStatusBadge } from './shipment-status-badge';

/** One parcel: who carries it, its codes and money, what happened to it, and the calls about it. */
export function ParcelCard({
  orderId,
  shipment,
  number: parcelNumber,
}: {
  orderId: string;
  shipment: AdminShipment;
  number: number;
}) {
  const { t, money, dateTime, number } = useI18n();
  const courier = courierName(t, shipment.courier, shipment.courierLabel);
  const headingId = `parcel-${shipment.id}`;
  const none = <span className="text-stone-600">{t('admin.delivery.parcel.none')}</span>;
  const amount = (value: number | null) =>
    value === null ? none : <span className="tabular-nums">{money(value)}</span>;
  // Newest first, as a timeline of what happened.
  const events = [...shipment.events].reverse().map((event, index) => ({
    key: `${event.at}-${index}`,
    title: t(`admin.delivery.status.${event.status}`),
    at: event.at,
    note: [event.courierStatus, event.message].filter(Boolean).join(' · ') || null,
  }));
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          {t('admin.delivery.parcel.title', { number: parcelNumber, courier })}
        </h4>
        <ShipmentStatusBadge status={shipment.status} />
      </div>
      <dl>
        <Fact label={t('admin.delivery.parcel.trackingCode')}>
          {shipment.trackingCode ? (
            <span className="flex flex-wrap items-center gap-x-3">
              <span className="font-mono break-all">{shipment.trackingCode}</span>
              {shipment.trackingUrl && (
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-rose-700 hover:underline"
                >
                  {t('admin.delivery.parcel.track', { courier })}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </span>
          ) : (
            none
          )}
        </Fact>
        {shipment.consignmentId && (
          <Fact label={t('admin.delivery.parcel.consignment')}>
            <span className="font-mono break-all">{shipment.consignmentId}</span>
          </Fact>
        )}
        {shipment.courierStatus && (
          <Fact label={t('admin.delivery.parcel.courierStatus')}>
            <span className="font-mono">{shipment.courierStatus}</span>
          </Fact>
        )}
        <Fact label={t('admin.delivery.parcel.cod')}>{amount(shipment.codAmount)}</Fact>
        <Fact label={t('admin.delivery.parcel.collected')}>{amount(shipment.collectedAmount)}</Fact>
        <Fact label={t('admin.delivery.parcel.charge')}>{amount(shipment.charge)}</Fact>
        <Fact label={t('admin.delivery.parcel.weight')}>
          {t('admin.delivery.parcel.kg', { weight: number(shipment.weightGrams / 1000) })}
        </Fact>
        <Fact label={t('admin.delivery.parcel.booked')}>
          <time dateTime={shipment.bookedAt}>{dateTime(shipment.bookedAt)}</time>
        </Fact>
        {shipment.deliveredAt && (
          <Fact label={t('admin.delivery.parcel.delivered')}>
            <time dateTime={shipment.deliveredAt}>{dateTime(shipment.deliveredAt)}</time>
          </Fact>
        )}
        {shipment.note && <Fact label={t('admin.delivery.parcel.note')}>{shipment.note}</Fact>}
      </dl>
      {shipment.paidOut && (
        <p className="mt-1 text-sm text-green-800">{t('admin.delivery.parcel.paidOut')}</p>
      )}
      {events.length > 0 && (
        <section className="mt-3">
          <h5 className="mb-2 text-sm font-medium text-stone-800">
            {t('admin.delivery.parcel.events')}
          </h5>
          <Timeline entries={events} current={0} />
        </section>
      )}
      <CourierCalls calls={shipment.calls} />
      {shipment.cancellable && <CancelParcel orderId={orderId} />}
    </article>
  );
}

function CancelParcel({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const cancel = useCancelShipment();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    setConfirming(false);
    setError(null);
    cancel.mutate(orderId, {
      onSuccess: () => toast.success(t('admin.delivery.parcel.cancelDone')),
      onError: (failure) => setError(errorText(failure, 'admin.delivery.parcel.cancelFailed')),
    });
  };
  return (
    <div className="mt-3 space-y-2">
      <FormErrorAlert message={error} />
      <Button
        variant="outline"
        size="sm"
        disabled={cancel.isPending}
        onClick={() => setConfirming(true)}
      >
        {cancel.isPending ? t('admin.delivery.working') : t('admin.delivery.parcel.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t('admin.delivery.parcel.cancel')}
        destructive
        onConfirm={send}
      >
        <DialogTitle>{t('admin.delivery.parcel.cancelTitle')}</DialogTitle>
        <DialogDescription>{t('admin.delivery.parcel.cancelDescription')}</DialogDescription>
      </ConfirmDialog>
    </div>
  );
}
