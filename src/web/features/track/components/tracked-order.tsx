import type { ReactNode, RefObject } from 'react';
import { lineName } from '#shared/line-name';
import { eventLabel, locationLabel, paymentMethodLabel } from '#shared/order-display';
import type { TrackedOrder } from '#shared/schemas/track';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/ui/order-status-badge';
import { ProductImage } from '../../../components/ui/product-image';
import { Timeline } from '../../../components/ui/timeline';
import { useI18n } from '../../../lib/i18n';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `track-${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id={headingId} className="font-serif text-lg font-semibold text-stone-900">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({
  term,
  children,
  strong = false,
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold text-stone-900'
          : 'flex justify-between gap-4 text-sm text-stone-700'
      }
    >
      <dt>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** What the lookup found: where the order stands, how it got there, what is in it and its cost. */
export function TrackedOrderView({
  order,
  headingRef,
}: {
  order: TrackedOrder;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, date, number, money: formatMoney } = useI18n();
  const money = (poisha: number) => formatMoney(poisha, { decimals: true });
  const history = [...order.history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
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
            {t('track.result.deliveryTo', { city: order.city })} ({locationLabel(t, order.location)}
            )
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <span>{t('track.result.status')}</span>
          <OrderStatusBadge status={order.status} />
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Card id="history" title={t('orders.section.history')}>
            <Timeline
              entries={history.map((event) => ({
                key: `${event.at}-${event.kind}-${event.to}`,
                title: eventLabel(t, event),
                at: event.at,
                note: event.note,
              }))}
              current={history.length - 1}
            />
          </Card>
          <Card id="items" title={t('orders.section.items')}>
            <ul className="divide-y divide-stone-100">
              {order.items.map((item) => (
                <li
                  key={`${item.productId}-${item.variantId}`}
                  className="flex gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="w-16 shrink-0">
                    <ProductImage
                      src={item.image ?? undefined}
                      alt=""
                      sizes="4rem"
                      className="rounded-md"
                    />
                  </div>
                  <div className="flex min-w-0 flex-1 justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-stone-900">
                        {lineName(item.name, item.variantTitle)}
                      </p>
                      {item.brand && (
                        <p className="text-xs tracking-wide text-stone-500 uppercase">
                          {item.brand}
                        </p>
                      )}
                      <p className="mt-1 text-sm text-stone-700">
                        {number(item.quantity)} × {money(item.unitPrice)}
                      </p>
                    </div>
                    <p className="shrink-0 font-semibold text-stone-900">
                      <span className="sr-only">{t('orders.lineTotal')} </span>
                      {money(item.unitPrice * item.quantity)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <Card id="summary" title={t('orders.section.summary')}>
          <dl className="space-y-2">
            <Row term={t('orders.summary.subtotal')}>{money(order.subtotal)}</Row>
            <Row term={t('orders.summary.shipping')}>{money(order.shipping)}</Row>
            {order.codCharge > 0 && (
              <Row term={t('orders.summary.codCharge')}>{money(order.codCharge)}</Row>
            )}
            <Row term={t('orders.summary.total')} strong>
              {money(order.total)}
            </Row>
          </dl>
          <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-700">{t('orders.payment.method')}</dt>
              <dd className="font-medium text-stone-900">
                {paymentMethodLabel(t, order.paymentMethod)}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-stone-700">{t('orders.payment.status')}</dt>
              <dd>
                <PaymentStatusBadge status={order.paymentStatus} />
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    </section>
  );
}
