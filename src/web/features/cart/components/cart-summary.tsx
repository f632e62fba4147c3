import { Link } from 'react-router';
import { SHIPPING_FEES } from '#shared/pricing';
import type { Cart } from '#shared/schemas/cart';
import type { CartQuote } from '#shared/schemas/promotion';
import { CouponBox, FreeDeliveryProgress } from '../../../components/coupon-box';
import { Button } from '../../../components/ui/button';
import { CouponWords } from '../../../lib/coupon-words';
import { useI18n } from '../../../lib/i18n';

type CartSummaryProps = {
  cart: Cart;
  /** The server's prices for delivery inside Dhaka, cash on delivery; undefined until it answers. */
  quote: CartQuote | undefined;
  quoteFailed: boolean;
  quoteFetching: boolean;
  code: string | null;
  onCode: (code: string | null) => void;
};

function Row({
  term,
  children,
  className,
}: {
  term: string;
  children: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** Discount, delivery inside Dhaka (or Free), total, and how far free delivery is. */
function QuotedTotals({ quote }: { quote: CartQuote }) {
  const { t, money } = useI18n();
  const applied = quote.coupon?.applied ? quote.coupon.code : null;
  return (
    <>
      <dl className="mt-2 space-y-2 text-stone-700" aria-live="polite" aria-atomic="true">
        {applied && quote.discount > 0 && (
          <Row term={t('coupon.discount', { code: applied })} className="text-emerald-700">
            {`−${money(quote.discount)}`}
          </Row>
        )}
        <Row term={t('coupon.deliveryInsideDhaka')}>
          {quote.shipping === 0 && quote.deliveryDiscount > 0
            ? t('coupon.free')
            : money(quote.shipping)}
        </Row>
        <Row
          term={t('coupon.total')}
          className="border-t border-stone-200 pt-2 text-lg font-semibold text-stone-900"
        >
          {money(quote.total)}
        </Row>
      </dl>
      <p className="mt-2 text-xs text-stone-600">
        {t('coupon.outsideDhakaNote', { fee: money(SHIPPING_FEES.outside) })}
      </p>
      {quote.freeDelivery && (
        <div className="mt-4">
          <FreeDeliveryProgress offer={quote.freeDelivery} />
        </div>
      )}
    </>
  );
}

/**
 * The server's quote for delivery inside Dhaka (the cart has no delivery choice; checkout asks),
 * with the coupon box and the free-delivery progress. Without a quote, the subtotal and both rates.
 */
export function CartSummary({
  cart,
  quote,
  quoteFailed,
  quoteFetching,
  code,
  onCode,
}: CartSummaryProps) {
  const { t, money, number } = useI18n();
  const blocked = cart.items.some((line) => line.problem !== null);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="font-serif text-xl font-semibold">
        {t('cart.summary.title')}
      </h2>
      {/* Read out when a change settles, so a screen reader hears the new totals. */}
      <dl className="mt-4 space-y-2 text-stone-700" aria-live="polite" aria-atomic="true">
        <Row term={t('cart.summary.items')}>{number(cart.itemCount)}</Row>
        <Row term={t('cart.summary.subtotal')}>{money(quote?.subtotal ?? cart.subtotal)}</Row>
      </dl>
      {quote ? (
        <CouponWords>
          <QuotedTotals quote={quote} />
        </CouponWords>
      ) : (
        <div className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          <p className="font-medium text-stone-900">{t('cart.summary.shippingNote')}</p>
          <ul className="mt-1 space-y-0.5">
            <li>{t('cart.summary.insideDhaka', { fee: money(SHIPPING_FEES.dhaka) })}</li>
            <li>{t('cart.summary.outsideDhaka', { fee: money(SHIPPING_FEES.outside) })}</li>
          </ul>
        </div>
      )}
      <CouponWords>
        <div className="mt-4">
          <CouponBox
            code={code}
            coupon={quote?.coupon}
            failed={quoteFailed}
            checking={quoteFetching}
            onApply={onCode}
            onRemove={() => onCode(null)}
          />
        </div>
      </CouponWords>
      {blocked ? (
        <>
          <Button size="lg" className="mt-5 w-full" disabled aria-describedby="checkout-blocked">
            {t('cart.summary.checkout')}
          </Button>
          <p id="checkout-blocked" className="mt-2 text-sm text-red-700">
            {t('cart.summary.blocked')}
          </p>
        </>
      ) : (
        <Button asChild size="lg" className="mt-5 w-full">
          <Link to="/checkout">{t('cart.summary.checkout')}</Link>
        </Button>
      )}
      <Link
        to="/products"
        className="mt-3 block text-center text-sm font-medium text-rose-700 hover:underline"
      >
        {t('cart.summary.continue')}
      </Link>
    </section>
  );
}
