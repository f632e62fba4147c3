/**
 * The price a shopper is charged (docs/decisions/016 "Scheduled sales"): the lower of the admin's
 * own sale price and a running scheduled sale's price (`promo_price`, kept by apply_sales), as
 * the database's `effective_price` does. The admin's views keep the two apart: the admin's sale
 * price is what the product form saves back.
 */

type Prices = { price: number; salePrice: number | null; promoPrice: number | null };

/** The sale price charged now; null when neither applies. */
export function chargedSalePrice({ salePrice, promoPrice }: Omit<Prices, 'price'>): number | null {
  if (promoPrice === null) return salePrice;
  if (salePrice === null) return promoPrice;
  return Math.min(salePrice, promoPrice);
}

/** What one unit costs now. */
export function chargedPrice(prices: Prices): number {
  return chargedSalePrice(prices) ?? prices.price;
}

/**
 * When the charged sale price ends, ISO: the scheduled sale's end when its price is the one
 * charged; null for the admin's own sale price (no end) or no sale.
 */
export function saleEndsAtOf(variant: {
  salePrice: number | null;
  promoPrice: number | null;
  promoEndsAt: Date | null;
}): string | null {
  const { salePrice, promoPrice, promoEndsAt } = variant;
  if (promoPrice === null || promoEndsAt === null) return null;
  if (salePrice !== null && salePrice <= promoPrice) return null;
  return promoEndsAt.toISOString();
}
