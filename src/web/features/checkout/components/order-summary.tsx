import type { CartLine } from '#shared/schemas/cart';
import type { CartQuote } from '#shared/schemas/promotion';
import { lineDiscountOf } from '../../../lib/coupon-code';
import { useI18n } from '../../../lib/i18n';
import type { ShownTotals } from '../utils/quoted-totals';
import { CheckoutLine } from './checkout-line';
import { ServerConfirmsNote, TotalsList } from './totals-list';

/** The running summary: beside the form on desktop, below it on phones. */
export function OrderSummary({
  items,
  totals,
  quote,
}: {
  items: CartLine[];
  totals: ShownTotals;
  quote: CartQuote | undefined;
}) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="font-serif text-xl font-semibold">
        {t('checkout.summary.heading')}
      </h2>
      <ul aria-label={t('checkout.items')} className="mt-2 divide-y divide-stone-100">
        {items.map((line) => (
          <CheckoutLine
            key={`${line.productId}-${line.variant?.id ?? ''}`}
            line={line}
            discount={lineDiscountOf(quote, line)}
          />
        ))}
      </ul>
      <div className="mt-3 border-t border-stone-200 pt-3">
        <TotalsList totals={totals} />
      </div>
      <div className="mt-3">
        <ServerConfirmsNote />
      </div>
    </section>
  );
}
