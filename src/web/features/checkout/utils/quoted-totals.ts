import type { ReactNode } from 'react';
import type { OrderTotals } from '#shared/pricing';
import type { Cart } from '#shared/schemas/cart';
import type { CreditQuote } from '#shared/schemas/credit';
import type { PointsQuote } from '#shared/schemas/points';
import type { CartQuote, CartQuoteRequest } from '#shared/schemas/promotion';

/** POST /api/cart/quote as a query hook, handed in by the app (the cart feature owns the endpoint). */
export type UseQuote = (
  cart: Cart,
  request: CartQuoteRequest,
) => {
  data: CartQuote | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
};

/** What checkout shows: the sums, with the code's discount and any delivery it waived. */
export type ShownTotals = OrderTotals & {
  discount: number;
  deliveryDiscount: number;
  /** The code the server applied to this quote, null when none (or it was refused). */
  couponCode: string | null;
  /** Points the server took for this quote and the poisha they took off (inside `discount`). */
  pointsUsed: number;
  pointsDiscount: number;
  /** Store credit the server took for this quote, poisha (`total` is what is left after it). */
  creditUsed: number;
};

/** What the review's "use points" box (the points feature's, composed in by the app) is given. */
export type PointsBoxProps = {
  points: NonNullable<PointsQuote>;
  /** The server's reason for refusing the number asked (already in the shopper's language). */
  refusal: string | null;
  onUse: (points: number) => void;
  onRemove: () => void;
};
export type PointsBox = (props: PointsBoxProps) => ReactNode;

/** What the review's "use store credit" box (the points feature's, composed in) is given. */
export type CreditBoxProps = {
  credit: NonNullable<CreditQuote>;
  /** The most this order can take, poisha: her balance or what is left to pay, the smaller. */
  max: number;
  /** Credit pays everything: cash on delivery, with nothing to collect. */
  paysAll: boolean;
  /** The server's reason for refusing the amount asked (already in the shopper's language). */
  refusal: string | null;
  onUse: (poisha: number) => void;
  onRemove: () => void;
};
export type CreditBox = (props: CreditBoxProps) => ReactNode;

/** The server's quote when there is one, else the browser's own sums without a discount. */
export function shownTotals(quote: CartQuote | undefined, preview: OrderTotals): ShownTotals {
  if (!quote) {
    return {
      ...preview,
      discount: 0,
      deliveryDiscount: 0,
      couponCode: null,
      pointsUsed: 0,
      pointsDiscount: 0,
      creditUsed: 0,
    };
  }
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    shipping: quote.shipping,
    deliveryDiscount: quote.deliveryDiscount,
    codCharge: quote.codCharge,
    total: quote.total,
    couponCode: quote.coupon?.applied ? quote.coupon.code : null,
    pointsUsed: quote.points?.used ?? 0,
    pointsDiscount: quote.points?.discount ?? 0,
    creditUsed: quote.credit?.used ?? 0,
  };
}
