import { Link } from 'react-router';
import { SHIPPING_FEES } from '#shared/pricing';
import type { Cart } from '#shared/schemas/cart';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';

/**
 * Subtotal and the two delivery rates; checkout computes the total (shared/spec/decisions.md #6).
 */
export function CartSummary({ cart }: { cart: Cart }) {
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
        <div className="flex justify-between gap-4">
          <dt>{t('cart.summary.items')}</dt>
          <dd className="tabular-nums">{number(cart.itemCount)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-semibold text-stone-900">
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd className="tabular-nums">{money(cart.subtotal)}</dd>
        </div>
      </dl>
      <div className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
        <p className="font-medium text-stone-900">{t('cart.summary.shippingNote')}</p>
        <ul className="mt-1 space-y-0.5">
          <li>{t('cart.summary.insideDhaka', { fee: money(SHIPPING_FEES.dhaka) })}</li>
          <li>{t('cart.summary.outsideDhaka', { fee: money(SHIPPING_FEES.outside) })}</li>
        </ul>
      </div>
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
