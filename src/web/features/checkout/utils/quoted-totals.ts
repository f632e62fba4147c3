import type { OrderTotals } from '#shared/pricing';
import type { Cart } from '#shared/schemas/cart';
import type { CartQuote, CartQuoteRequest } from '#shared/schemas/promotion';

/** POST /api/cart/quote as a query hook, handed in by the app (the cart feature owns the endpoint). */
export type UseQuote = (
  cart: Cart,
  request: CartQuoteRequest,
) => { data: CartQuote | undefined; isError: boolean; isFetching: boolean };

/** What checkout shows: the sums, with the code's discount and any delivery it waived. */
export type ShownTotals = OrderTotals & {
  discount: number;
  deliveryDiscount: number;
  /** The code the server applied to this quote, null when none (or it was refused). */
  couponCode: string | null;
};

/** The server's quote when there is one, else the browser's own sums without a discount. */
export function shownTotals(quote: CartQuote | undefined, preview: OrderTotals): ShownTotals {
  if (!quote) return { ...preview, discount: 0, deliveryDiscount: 0, couponCode: null };
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    shipping: quote.shipping,
    deliveryDiscount: quote.deliveryDiscount,
    codCharge: quote.codCharge,
    total: quote.total,
    couponCode: quote.coupon?.applied ? quote.coupon.code : null,
  };
}
