/** Helpers for tests of shades and sizes: a seeded product turned into one with options. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productOptions, productVariants } from '../db/schema';

export type VariantSpec = {
  values: string[];
  price: number;
  salePrice?: number | null;
  stock: number;
  status?: 'active' | 'inactive';
  swatch?: string | null;
  shadeFamily?: string | null;
};

/**
 * Gives a product (one that no order holds) these options and variants in place of its own (its
 * default variant, or the seed's shades or sizes); the variants' ids in the order given. SKUs are
 * `T-<product>-<n>`.
 */
export async function giveOptions(
  db: Database,
  productId: number,
  optionNames: string[],
  variants: VariantSpec[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.delete(productVariants).where(eq(productVariants.productId, productId));
    await tx.delete(productOptions).where(eq(productOptions.productId, productId));
    await tx
      .insert(productOptions)
      .values(optionNames.map((name, index) => ({ productId, position: index + 1, name })));
    const rows = await tx
      .insert(productVariants)
      .values(
        variants.map((variant, index) => ({
          productId,
          sku: `T-${productId}-${index + 1}`,
          option1: variant.values[0] ?? null,
          option2: variant.values[1] ?? null,
          option3: variant.values[2] ?? null,
          price: variant.price,
          salePrice: variant.salePrice ?? null,
          stockQuantity: variant.stock,
          status: variant.status ?? 'active',
          swatch: variant.swatch ?? null,
          shadeFamily: variant.shadeFamily ?? null,
          position: index,
        })),
      )
      .returning({ id: productVariants.id });
    return rows.map((row) => row.id);
  });
}

export async function variantRow(db: Database, id: number) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  if (!row) throw new Error(`no variant ${id}`);
  return row;
}

export async function setVariant(
  db: Database,
  id: number,
  values: Partial<typeof productVariants.$inferInsert>,
) {
  await db.update(productVariants).set(values).where(eq(productVariants.id, id));
}
