/** Helpers for coupon tests: a coupon row, and seeded products with one variant at known prices. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productVariants, promotions } from '../../db/schema';

export async function createCoupon(
  db: Database,
  values: Partial<typeof promotions.$inferInsert> & { code: string },
) {
  const [row] = await db
    .insert(promotions)
    .values({
      kind: 'coupon',
      name: `Test ${values.code}`,
      discountType: 'percent',
      discountValue: 20,
      startsAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

export type PricedProduct = {
  productId: number;
  variantId: number;
  category: string;
  brand: string | null;
};

/**
 * `count` active seeded products that have exactly one variant, none of them in any order yet,
 * each in its own category where the seed allows; their variant gets these prices and stock.
 */
export async function productsWithOneVariant(db: Database, count: number, skip = 0) {
  const rows = await db.execute<{ id: number }>(sql`
    SELECT p.id FROM ${products} p
    WHERE p.status = 'active'
      AND (SELECT count(*) FROM ${productVariants} v WHERE v.product_id = p.id) = 1
      AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = p.id)
    ORDER BY p.id OFFSET ${skip} LIMIT ${count}`);
  const found: PricedProduct[] = [];
  for (const { id } of rows.rows) {
    const [row] = await db
      .select({
        productId: products.id,
        variantId: productVariants.id,
        category: products.category,
        brand: products.brand,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.id, Number(id)));
    if (row) found.push(row);
  }
  if (found.length < count) throw new Error(`only ${found.length} one-variant products`);
  return found;
}

export async function priceVariant(
  db: Database,
  variantId: number,
  values: { price: number; salePrice?: number | null; stock?: number },
) {
  await db
    .update(productVariants)
    .set({
      price: values.price,
      salePrice: values.salePrice ?? null,
      promoPrice: null,
      stockQuantity: values.stock ?? 1_000,
      status: 'active',
    })
    .where(eq(productVariants.id, variantId));
}
