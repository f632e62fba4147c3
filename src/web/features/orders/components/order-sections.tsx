import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { placeLine } from '#shared/districts';
import { imageUrl } from '#shared/images';
import { lineName } from '#shared/line-name';
import { locationLabel, paymentMethodLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { PaymentStatusBadge } from '../../../components/ui/order-status-badge';
import { ProductImage } from '../../../components/ui/product-image';
import { CouponWords } from '../../../lib/coupon-words';
import { useI18n } from '../../../lib/i18n';
import { OrderSection, type SectionLevel } from './order-section';

/** An order's amounts always show their poisha: '৳2,450.00'. */
function useOrderMoney() {
  const { money } = useI18n();
  return (poisha: number) => money(poisha, { decimals: true });
}

/**
 * The order's lines. `linked` (the shopper's own order page) links each to its product and gives
 * its name a heading; the public tracker shows the name and shade on one line, as the cart does.
 */
export function OrderItemsSection({
  items,
  couponCode = null,
  level,
  linked = true,
  className,
}: {
  items: (Omit<Order['items'][number], 'discount' | 'pointsDiscount' | 'id'> & {
    discount?: number;
    pointsDiscount?: number;
  })[];
  /** The order's code, named beside each line's share of it. */
  couponCode?: string | null;
  level?: SectionLevel;
  linked?: boolean;
  className?: string;
}) {
  const { t, number } = useI18n();
  const money = useOrderMoney();
  return (
    <OrderSection id="items" title={t('orders.section.items')} level={level} className={className}>
      <ul className="divide-y divide-stone-100">
        {items.map((item) => {
          // The line's discount holds the points' share too: only the rest is the code's.
          const couponShare = (item.discount ?? 0) - (item.pointsDiscount ?? 0);
          const href = item.variantTitle
            ? `/product/${item.productId}?variant=${item.variantId}`
            : `/product/${item.productId}`;
          const image = (
            <ProductImage
              src={item.image ?? undefined}
              alt=""
              sizes="5rem"
              className="rounded-md"
            />
          );
          return (
            <li
              key={`${item.productId}-${item.variantId ?? ''}`}
              className="flex gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4"
            >
              {linked ? (
                <Link to={href} tabIndex={-1} aria-hidden="true" className="w-16 shrink-0 sm:w-20">
                  {image}
                </Link>
              ) : (
                <div className="w-16 shrink-0 sm:w-20">{image}</div>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  {linked ? (
                    <>
                      <h3 className="font-medium text-stone-900 break-words">
                        <Link to={href} className="hover:text-rose-700 hover:underline">
                          {item.name}
                        </Link>
                      </h3>
                      {item.variantTitle && (
                        <p className="text-sm text-stone-700">{item.variantTitle}</p>
                      )}
                    </>
                  ) : (
                    <p className="font-medium break-words text-stone-900">
                      {lineName(item.name, item.variantTitle)}
                    </p>
                  )}
                  {item.brand && (
                    <p className="text-xs tracking-wide text-stone-500 uppercase">{item.brand}</p>
                  )}
                  <p className="mt-1 text-sm text-stone-700">
                    {number(item.quantity)} × {money(item.unitPrice)}
                  </p>
                </div>
                <div className="sm:text-right">
                  <p className="font-semibold text-stone-900">
                    <span className="sr-only">{t('orders.lineTotal')} </span>
                    {money(item.unitPrice * item.quantity)}
                  </p>
                  {couponShare > 0 && (
                    <p className="text-sm text-emerald-700 tabular-nums" data-line-discount>
                      {couponCode ? `${couponCode} ` : ''}−{money(couponShare)}
                    </p>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </OrderSection>
  );
}

function Row({
  term,
  children,
  strong = false,
}: {
  term: ReactNode;
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

type DiscountFields =
  | 'discount'
  | 'deliveryDiscount'
  | 'couponCode'
  | 'pointsUsed'
  | 'pointsDiscount';

/** The code's discount and the points' (needs the coupon words). */
function DiscountRows({ order }: { order: Partial<Pick<Order, DiscountFields>> }) {
  const { t } = useI18n();
  const money = useOrderMoney();
  const pointsDiscount = order.pointsDiscount ?? 0;
  // The order's discount holds the points' share too: each row shows its own part.
  const couponDiscount = (order.discount ?? 0) - pointsDiscount;
  return (
    <>
      {couponDiscount > 0 && (
        <Row term={t('coupon.discount', { code: order.couponCode ?? '' })}>
          <span className="text-emerald-700">−{money(couponDiscount)}</span>
        </Row>
      )}
      {(order.pointsUsed ?? 0) > 0 && (
        <Row term={t('points.discount', { points: order.pointsUsed ?? 0 })}>
          <span className="text-emerald-700">−{money(pointsDiscount)}</span>
        </Row>
      )}
    </>
  );
}

/** 'Free' with the waived fee struck through, when a code or offer waived the delivery. */
function WaivedDelivery({ waived }: { waived: number }) {
  const { t } = useI18n();
  const money = useOrderMoney();
  return (
    <>
      <s className="mr-2 text-stone-500">{money(waived)}</s>
      <span className="font-medium text-emerald-700">{t('coupon.free')}</span>
    </>
  );
}

/** Store credit paid toward the order (needs the coupon words), then what is left to pay. */
function CreditRows({ paid, total }: { paid: number; total: number }) {
  const { t } = useI18n();
  const money = useOrderMoney();
  return (
    <>
      <Row term={t('credit.paid')}>
        <span className="text-emerald-700">−{money(paid)}</span>
      </Row>
      <Row term={t('credit.toPay')} strong>
        {money(total)}
      </Row>
    </>
  );
}

type SectionProps<Shown> = {
  /** An order as its owner sees it, or the public tracker's smaller answer. */
  order: Shown;
  level?: SectionLevel;
  className?: string;
};

export function OrderSummarySection({
  order,
  level,
  className,
}: SectionProps<
  Pick<Order, 'subtotal' | 'shipping' | 'codCharge' | 'total' | 'location'> &
    Partial<Pick<Order, DiscountFields | 'creditPaid'>>
>) {
  const { t } = useI18n();
  const money = useOrderMoney();
  return (
    <OrderSection
      id="order-summary"
      title={t('orders.section.summary')}
      level={level}
      className={className}
    >
      <dl className="space-y-2">
        <Row term={t('orders.summary.subtotal')}>{money(order.subtotal)}</Row>
        {(order.discount ?? 0) > 0 && (
          <CouponWords>
            <DiscountRows order={order} />
          </CouponWords>
        )}
        <Row
          term={
            <>
              {t('orders.summary.shipping')}{' '}
              <span className="text-stone-500">({locationLabel(t, order.location)})</span>
            </>
          }
        >
          {order.shipping === 0 && (order.deliveryDiscount ?? 0) > 0 ? (
            <CouponWords>
              <WaivedDelivery waived={order.deliveryDiscount ?? 0} />
            </CouponWords>
          ) : (
            money(order.shipping)
          )}
        </Row>
        {order.codCharge > 0 && (
          <Row term={t('orders.summary.codCharge')}>{money(order.codCharge)}</Row>
        )}
        {(order.creditPaid ?? 0) > 0 ? (
          <CouponWords>
            <CreditRows paid={order.creditPaid ?? 0} total={order.total} />
          </CouponWords>
        ) : (
          <Row term={t('orders.summary.total')} strong>
            {money(order.total)}
          </Row>
        )}
      </dl>
    </OrderSection>
  );
}

/** How the order is paid; the transaction id and screenshot only where the answer has them. */
export function PaymentSection({
  order,
  level,
  className,
}: SectionProps<
  Pick<Order, 'paymentMethod' | 'paymentStatus'> &
    Partial<Pick<Order, 'transactionId' | 'paymentProof'>>
>) {
  const { t } = useI18n();
  return (
    <OrderSection
      id="payment"
      title={t('orders.section.payment')}
      level={level}
      className={className}
    >
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('orders.payment.method')}</dt>
          <dd className="font-medium text-stone-900">
            {paymentMethodLabel(t, order.paymentMethod)}
          </dd>
        </div>
        {order.transactionId && (
          <div className="flex justify-between gap-4">
            <dt className="shrink-0 text-stone-700">{t('orders.payment.transactionId')}</dt>
            <dd className="min-w-0 font-mono break-all text-stone-900">{order.transactionId}</dd>
          </div>
        )}
        <div className="flex items-center justify-between gap-4">
          <dt className="text-stone-700">{t('orders.payment.status')}</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} />
          </dd>
        </div>
      </dl>
      {order.paymentProof && (
        <div className="mt-4">
          <p className="text-sm text-stone-700">{t('orders.payment.screenshot')}</p>
          <a
            href={imageUrl(order.paymentProof, 960)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
          >
            <img
              src={imageUrl(order.paymentProof, 320)}
              alt={t('orders.payment.screenshotAlt')}
              width={112}
              height={112}
              loading="lazy"
              decoding="async"
              className="size-28 rounded-md border border-stone-200 object-cover hover:opacity-90"
            />
          </a>
        </div>
      )}
    </OrderSection>
  );
}

export function ShippingAddressSection({ order, className }: { order: Order; className?: string }) {
  const { t, language } = useI18n();
  return (
    <OrderSection
      id="shipping-address"
      title={t('orders.section.shippingAddress')}
      className={className}
    >
      <address className="space-y-0.5 text-sm break-words text-stone-700 not-italic">
        <p className="font-medium text-stone-900">
          {order.firstName} {order.lastName}
        </p>
        <p>{order.address}</p>
        {order.district && <p>{placeLine(order, language)}</p>}
        <p>
          {order.city}
          {order.zipCode && ` ${order.zipCode}`}
        </p>
        <p className="pt-2">{order.phone}</p>
        {order.email && <p>{order.email}</p>}
      </address>
    </OrderSection>
  );
}
