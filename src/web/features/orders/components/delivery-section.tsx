import { ExternalLink } from 'lucide-react';
import {
  isFinalShipmentStatus,
  SHIPMENT_STATUS_RANK,
  type ShipmentCourier,
  TIMELINE_STEPS,
} from '#shared/delivery';
import type { Translator } from '#shared/i18n/translator';
import { shipmentStatusLabel } from '#shared/order-display';
import type { ShipmentView } from '#shared/schemas/delivery';
import { type ProgressStep, Steps } from '../../../components/ui/steps';
import { useI18n } from '../../../lib/i18n';
import { OrderSection, type SectionLevel } from './order-section';

/**
 * Each step of the journey, reached when the courier reported it or a later one (couriers skip
 * steps: a parcel may go from booked to in transit), with the time it was first reported. A parcel
 * that came back reached only the steps it reported.
 */
function stepsOf(shipment: ShipmentView, t: Translator['t']): ProgressStep[] {
  const stopped = shipment.status === 'returned' || shipment.status === 'cancelled';
  const rank = SHIPMENT_STATUS_RANK[shipment.status];
  return TIMELINE_STEPS.map((status) => {
    const event = shipment.events.find((e) => e.status === status);
    const passed = !stopped && rank >= SHIPMENT_STATUS_RANK[status] && status !== 'delivered';
    // A parcel delivered without its event (a hand-booked one marked delivered before issue 37)
    // has still arrived.
    const reached =
      event !== undefined ||
      passed ||
      (status === 'delivered' &&
        (shipment.status === 'partial_delivered' || shipment.status === 'delivered'));
    return { key: status, label: shipmentStatusLabel(t, status), at: event?.at ?? null, reached };
  });
}

function courierName(t: Translator['t'], shipment: ShipmentView): string {
  const courier: ShipmentCourier = shipment.courier;
  if (courier === 'manual') return shipment.courierLabel ?? t('delivery.courier');
  return t(`delivery.courier.${courier}`);
}

/**
 * Where the parcel is (issue 21): the courier, its tracking number and public tracking page, and
 * the steps from booked to delivered. Needs the delivery words (DeliveryWords around it).
 */
export function DeliverySection({
  shipment,
  level,
  className,
}: {
  shipment: ShipmentView;
  level?: SectionLevel;
  className?: string;
}) {
  const { t } = useI18n();
  const name = courierName(t, shipment);
  const latest = shipment.events.findLast((event) => event.message);
  const offRoad =
    shipment.status === 'on_hold' ||
    (isFinalShipmentStatus(shipment.status) && shipment.status !== 'delivered');
  return (
    <OrderSection
      id="delivery"
      title={t('delivery.section.title')}
      level={level}
      className={className}
    >
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('delivery.courier')}</dt>
          <dd className="font-medium text-stone-900">{name}</dd>
        </div>
        {shipment.trackingCode && (
          <div className="flex justify-between gap-4">
            <dt className="shrink-0 text-stone-700">{t('delivery.trackingCode')}</dt>
            <dd className="min-w-0 font-mono break-all text-stone-900">{shipment.trackingCode}</dd>
          </div>
        )}
      </dl>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-rose-700 hover:underline"
        >
          {t('delivery.followOn', { courier: name })}
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      )}
      <Steps
        className="mt-4"
        steps={stepsOf(shipment, t)}
        now={t('delivery.stepNow')}
        done={t('delivery.stepDone')}
      />
      {offRoad && (
        <div role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{shipmentStatusLabel(t, shipment.status)}</p>
          {shipment.status !== 'on_hold' && <p className="mt-1">{t('delivery.stopped')}</p>}
        </div>
      )}
      {latest?.message && (
        <p className="mt-4 text-sm text-stone-700">
          <span className="font-medium text-stone-900">{t('delivery.latest')}:</span>{' '}
          {latest.message}
        </p>
      )}
    </OrderSection>
  );
}
