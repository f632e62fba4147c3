/**
 * The price charged (docs/decisions/016 "Scheduled sales"): the lower of the admin's sale price and
 * a running sale's `promo_price`, as SQL `effective_price`. Admin views keep the two apart.
 */

type Prices = { price: number; salePrice: number | null; promoPrice: number | null };

export function chargedSalePrice({ salePrice, promoPrice }: Omit<Prices, 'price'>): number | null {
  if (promoPrice === null) return salePrice;
  if (salePrice === null) return promoPrice;
  return Math.min(salePrice, promoPrice);
}

export function chargedPrice(prices: Prices): number {
  return chargedSalePrice(prices) ?? prices.price;
}

/** The scheduled sale's end when its price is charged; null otherwise (the admin's has none). */
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

/** The scheduled sale whose price is charged, if one is (the admin's sale price wins a tie). */
export function chargedSaleId(variant: {
  salePrice: number | null;
  promoPrice: number | null;
  promoPromotionId: number | null;
}): number | null {
  const { salePrice, promoPrice, promoPromotionId } = variant;
  if (promoPrice === null) return null;
  if (salePrice !== null && salePrice <= promoPrice) return null;
  return promoPromotionId;
}
