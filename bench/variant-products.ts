/**
 * Shades in the bench catalogue, so the scenarios measure what issue 17 adds: one makeup product
 * in 12 shades (the product-by-id scenario asks for it) and a shade family on a quarter of the
 * makeup products (the category scenario filters by one). Written through the variant tables, so
 * the database's triggers keep each product's list summary as they do in the shop.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

export const BENCH_SHADE_FAMILY = 'red';
const FAMILIES = [BENCH_SHADE_FAMILY, 'nude', 'pink', 'brown'];
const SHADES = [
  ['Ruby Woo', '#9b111e', 'red'],
  ['Velvet Teddy', '#a86b5a', 'nude'],
  ['Chili', '#a3312a', 'red'],
  ['Mehr', '#b5676d', 'pink'],
  ['Whirl', '#8f5c55', 'brown'],
  ['Lady Danger', '#d4333a', 'red'],
  ['Taupe', '#8b5e52', 'brown'],
  ['Honeylove', '#c08a7d', 'nude'],
  ['Russian Red', '#a1121c', 'red'],
  ['Candy Yum-Yum', '#e4418a', 'pink'],
  ['Diva', '#6b1f2a', 'berry'],
  ['Twig', '#a4665e', 'brown'],
] as const;

export type VariantFacts = { twelveShadeId: number; shadeFamily: string };

/** Gives the bench catalogue its shades once; later calls find the same product. */
export async function addBenchVariants(db: Database): Promise<VariantFacts> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number }>(
      sql`SELECT product_id AS id FROM product_variants WHERE sku = 'BENCH-SHADE-1'`,
    );
    const existing = found.rows[0]?.id;
    if (existing !== undefined) return { twelveShadeId: existing, shadeFamily: BENCH_SHADE_FAMILY };
    // The default variants of a quarter of the makeup products take a family.
    await tx.execute(sql`
      UPDATE product_variants v SET shade_family = (${sql.raw(
        `ARRAY[${FAMILIES.map((family) => `'${family}'`).join(', ')}]`,
      )})[1 + (p.id / 4) % ${FAMILIES.length}]
      FROM products p
      WHERE p.id = v.product_id AND p.category = 'makeup' AND p.id % 4 = 0`);
    const picked = await tx.execute<{ id: number }>(sql`
      SELECT id FROM products WHERE status = 'active' AND category = 'makeup' AND id % 4 = 1
      ORDER BY id LIMIT 1 FOR UPDATE`);
    const id = picked.rows[0]?.id;
    if (id === undefined) throw new Error('no active makeup product to give shades');
    await tx.execute(sql`DELETE FROM product_variants WHERE product_id = ${id}`);
    await tx.execute(
      sql`INSERT INTO product_options (product_id, position, name) VALUES (${id}, 1, 'Shade')`,
    );
    for (const [index, [name, swatch, family]] of SHADES.entries()) {
      await tx.execute(sql`
        INSERT INTO product_variants (product_id, sku, option1, price, stock_quantity, swatch,
          shade_family, position)
        VALUES (${id}, ${`BENCH-SHADE-${index + 1}`}, ${name}, ${200_000 + index * 5_000},
          ${index === 3 ? 0 : 40}, ${swatch}, ${family}, ${index})`);
    }
    return { twelveShadeId: id, shadeFamily: BENCH_SHADE_FAMILY };
  });
}
