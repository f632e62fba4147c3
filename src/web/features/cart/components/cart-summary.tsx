import { Link } from 'react-router';
import { formatMoney } from '#shared/money';
import { SHIPPING_FEES } from '#shared/pricing';
import type { Cart } from '#shared/schemas/cart';
import { Button } from '../../../components/ui/button';

/** Subtotal and the two delivery rates; checkout computes the total (decision 6). */
export function CartSummary({ cart }: { cart: Cart }) {
  const blocked = cart.items.some((line) => line.problem !== null);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="font-serif text-xl font-semibold">
        Order Summary
      </h2>
      {/* Read out when a change settles, so a screen reader hears the new totals. */}
      <dl className="mt-4 space-y-2 text-stone-700" aria-live="polite" aria-atomic="true">
        <div className="flex justify-between gap-4">
          <dt>Items</dt>
          <dd className="tabular-nums">{cart.itemCount}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-semibold text-stone-900">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatMoney(cart.subtotal)}</dd>
        </div>
      </dl>
      <div className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
        <p className="font-medium text-stone-900">Shipping and taxes calculated at checkout</p>
        <ul className="mt-1 space-y-0.5">
          <li>Inside Dhaka: {formatMoney(SHIPPING_FEES.dhaka)}</li>
          <li>Outside Dhaka: {formatMoney(SHIPPING_FEES.outside)}</li>
        </ul>
      </div>
      {blocked ? (
        <>
          <Button size="lg" className="mt-5 w-full" disabled aria-describedby="checkout-blocked">
            Proceed to Checkout
          </Button>
          <p id="checkout-blocked" className="mt-2 text-sm text-red-700">
            Remove or change the marked items to check out.
          </p>
        </>
      ) : (
        <Button asChild size="lg" className="mt-5 w-full">
          <Link to="/checkout">Proceed to Checkout</Link>
        </Button>
      )}
      <Link
        to="/products"
        className="mt-3 block text-center text-sm font-medium text-rose-700 hover:underline"
      >
        Continue Shopping
      </Link>
    </section>
  );
}
