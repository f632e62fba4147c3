import { ExternalLink } from 'lucide-react';
import {
  isFinalShipmentStatus,
  SHIPMENT_STATUS_RANK,
  type ShipmentCourier,
  TIMELINE_STEPS,
} from '#shared/delivery';
import { shipmentStatusLabel } from '#shared/order-display';
import type { ShipmentView } from '#shared/schemas/delivery';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { OrderSection, type SectionLevel } from './order-section';

type Step = { status: (typeof TIMELINE_STEPS)[number]; at: string | null; reached: boolean };

/**
 * Each step of the journey, reached when the courier reported it or a later one (couriers skip
 * steps: a parcel may go from booked to in transit), with the time it was first reported. A parcel
 * that came back reached only the steps it reported.
 */
function stepsOf(shipment: ShipmentView): Step[] {
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
    return { status, at: event?.at ?? null, reached };
  });
}

function courierName(t: ReturnType<typeof useI18n>['t'], shipment: ShipmentView): string {
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
  const { t, dateTime } = useI18n();
  const steps = stepsOf(shipment);
  const current = steps.findLastIndex((step) => step.reached);
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
      <ol className="mt-4">
        {steps.map((step, index) => (
          <li
            key={step.status}
            aria-current={index === current ? 'step' : undefined}
            className="relative pb-4 pl-6 last:pb-0"
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 bottom-0 left-[5px] w-0.5',
                  steps[index + 1]?.reached ? 'bg-rose-700' : 'bg-stone-200',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 left-0 size-3 rounded-full border-2',
                step.reached ? 'border-rose-700 bg-rose-700' : 'border-stone-300 bg-white',
              )}
            />
            <p
              className={cn(
                'text-sm',
                step.reached ? 'font-medium text-stone-900' : 'text-stone-600',
              )}
            >
              {shipmentStatusLabel(t, step.status)}
              {step.reached && (
                <span className="sr-only">
                  {' '}
                  ({index === current ? t('delivery.stepNow') : t('delivery.stepDone')})
                </span>
              )}
            </p>
            {step.at && (
              <p className="text-xs text-stone-600">
                <time dateTime={step.at}>{dateTime(step.at)}</time>
              </p>
            )}
          </li>
        ))}
      </ol>
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
