import type { ReactNode, RefObject } from 'react';
import type { TrackedOrder } from '#shared/schemas/track';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { useI18n } from '../../../lib/i18n';

/**
 * What the lookup found: where the order stands, then `details` (its history, items, cost and
 * payment, drawn by the orders feature's sections; src/web/app/track-route.tsx puts them in).
 */
export function TrackedOrderView({
  order,
  headingRef,
  details,
}: {
  order: TrackedOrder;
  headingRef: RefObject<HTMLHeadingElement | null>;
  details: ReactNode;
}) {
  const { t, date } = useI18n();
  return (
    <section aria-labelledby="track-result-heading" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="track-result-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-2xl font-semibold outline-none"
          >
            {t('track.result.heading', { id: order.orderNumber.toUpperCase() })}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {t('track.result.placedOn', { date: date(order.createdAt) })} ·{' '}
            {t('track.result.deliveryTo', { city: order.city })}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <span>{t('track.result.status')}</span>
          <OrderStatusBadge status={order.status} />
        </p>
      </div>
      {details}
    </section>
  );
}
