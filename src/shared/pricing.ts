// storefront-spec.md "9. Business constants and limits", decisions.md #7. The server computes
// every order with these; the browser only previews.
export const DELIVERY_LOCATIONS = ['dhaka', 'outside'] as const;
export type DeliveryLocation = (typeof DELIVERY_LOCATIONS)[number];

/** bkash and bank are manual; the gateway ones are offered only when their settings are present. */
export const PAYMENT_METHODS = ['bkash', 'bank', 'cod', 'bkash_online', 'sslcommerz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Poisha: ৳100 inside Dhaka, ৳200 outside. */
export const SHIPPING_FEES: Record<DeliveryLocation, number> = { dhaka: 10_000, outside: 20_000 };

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

export function chargedPrice(product: { price: number; salePrice: number | null }): number {
  return product.salePrice ?? product.price;
}

/** Poisha rounded to whole taka, as the COD charge and coupon discounts are. */
export function roundToTaka(poisha: number): number {
  return Math.round(poisha / 100) * 100;
}

/** The shop's free-delivery offers, poisha; null where there is none. */
export type FreeDeliveryOffers = {
  freeDeliveryDhakaOver: number | null;
  freeDeliveryEverywhereOver: number | null;
};

export function freeDeliveryThreshold(
  offers: FreeDeliveryOffers,
  location: DeliveryLocation,
): number | null {
  const everywhere = offers.freeDeliveryEverywhereOver;
  if (location !== 'dhaka') return everywhere;
  const dhaka = offers.freeDeliveryDhakaOver;
  if (dhaka === null) return everywhere;
  return everywhere === null ? dhaka : Math.min(dhaka, everywhere);
}

export type DiscountedTotals = OrderTotals & { discount: number; deliveryDiscount: number };

// The free-delivery threshold applies to the subtotal after the coupon, and the COD charge to what
// is left after points too (points spent never cost a shopper her free delivery); waived delivery
// shows as `deliveryDiscount`. `discount` is the coupon's and the points' together, and total =
// subtotal − discount + shipping + COD, as the orders table checks.
export function discountedTotals(input: {
  subtotal: number;
  discount: number;
  /** Poisha points take off after the coupon; at most what is left of the subtotal. */
  pointsDiscount?: number;
  lineCount: number;
  location: DeliveryLocation;
  method: PaymentMethod;
  offers: FreeDeliveryOffers;
  freeDeliveryCode: boolean;
}): DiscountedTotals & { freeDelivery: { over: number; remaining: number } | null } {
  const { subtotal, location, method } = input;
  const couponDiscount = Math.min(Math.max(input.discount, 0), subtotal);
  const afterCoupon = subtotal - couponDiscount;
  const discount = couponDiscount + Math.min(Math.max(input.pointsDiscount ?? 0, 0), afterCoupon);
  const afterDiscount = subtotal - discount;
  const fee = input.lineCount > 0 ? SHIPPING_FEES[location] : 0;
  const over = freeDeliveryThreshold(input.offers, location);
  const reached = over !== null && input.lineCount > 0 && afterCoupon >= over;
  const deliveryDiscount = input.freeDeliveryCode || reached ? fee : 0;
  const shipping = fee - deliveryDiscount;
  const codCharge = codChargeFor(afterDiscount, location, method);
  return {
    subtotal,
    discount,
    shipping,
    deliveryDiscount,
    codCharge,
    total: afterDiscount + shipping + codCharge,
    freeDelivery: over === null ? null : { over, remaining: Math.max(0, over - afterCoupon) },
  };
}
