/**
 * Checkout pricing (shared/spec/storefront-spec.md "9. Business constants and limits",
 * shared/spec/decisions.md #7). The server computes every order with these functions; the browser
 * uses the same ones only to preview.
 */
export const DELIVERY_LOCATIONS = ['dhaka', 'outside'] as const;
export type DeliveryLocation = (typeof DELIVERY_LOCATIONS)[number];

export const PAYMENT_METHODS = ['bkash', 'bank', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Poisha: ৳100 inside Dhaka, ৳200 outside. */
export const SHIPPING_FEES: Record<DeliveryLocation, number> = { dhaka: 10_000, outside: 20_000 };

/** Cash on delivery outside Dhaka costs 1 % of the subtotal, rounded. */
export const COD_CHARGE_RATE = 0.01;

export type OrderTotals = { subtotal: number; shipping: number; codCharge: number; total: number };

export type PricedLine = { unitPrice: number; quantity: number };

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

export function codChargeFor(
  subtotal: number,
  location: DeliveryLocation,
  method: PaymentMethod,
): number {
  if (method !== 'cod' || location !== 'outside') return 0;
  // Rounded to whole taka, as the spec's earlier shop did with taka amounts.
  return Math.round((subtotal / 100) * COD_CHARGE_RATE) * 100;
}

export function orderTotals(
  lines: readonly PricedLine[],
  location: DeliveryLocation,
  method: PaymentMethod,
): OrderTotals {
  const subtotal = subtotalOf(lines);
  const shipping = lines.length > 0 ? SHIPPING_FEES[location] : 0;
  const codCharge = codChargeFor(subtotal, location, method);
  return { subtotal, shipping, codCharge, total: subtotal + shipping + codCharge };
}

/** The price a shopper pays now: the sale price when there is one. */
export function chargedPrice(product: { price: number; salePrice: number | null }): number {
  return product.salePrice ?? product.price;
}
