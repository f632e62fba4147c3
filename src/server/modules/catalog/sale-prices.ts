/**
 * The price a shopper is charged (docs/decisions/016 "Scheduled sales"): the lower of the admin's
 * own sale price and a running scheduled sale's price (`promo_price`, kept by apply_sales), as
 * the database's `effective_price` does. The admin's views keep the two apart: the admin's sale
 * price is what the product form saves back.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

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

/**
 * The next start or end, after `at`, of an active scheduled sale that covers this product (by
 * itself, one of its variants, its category or its brand), ISO; null when none is ahead. The
 * product page refetches then.
 */
export async function priceChangesAt(
  db: Database,
  productId: number,
  at: Date,
): Promise<string | null> {
  const result = await db.execute<{ next: string | Date | null }>(sql`
    SELECT min(boundary) AS next
      FROM products p
      JOIN promotions r ON r.kind = 'sale' AND r.active
        AND (p.id = ANY (r.product_ids) OR p.category = ANY (r.categories) OR p.brand = ANY (r.brands)
          OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.id = ANY (r.variant_ids)))
      CROSS JOIN LATERAL (VALUES (r.starts_at), (r.ends_at)) AS b(boundary)
      WHERE p.id = ${productId} AND boundary > ${at}`);
  const next = result.rows[0]?.next;
  return next ? new Date(next).toISOString() : null;
}
