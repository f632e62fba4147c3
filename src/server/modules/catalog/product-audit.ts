/**
 * A product's audit entries: what the admin form can change, read before and after the change in
 * its transaction, so an entry holds the old and the new price side by side.
 */
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { changedFields, recordAudit } from '../audit';

export type ProductSnapshot = Awaited<ReturnType<typeof productSnapshot>>;

export async function productSnapshot(tx: Transaction, id: number) {
  const [product] = await tx
    .select({
      name: products.name,
      description: products.description,
      category: products.category,
      brand: products.brand,
      price: products.price,
      salePrice: products.salePrice,
      actualPrice: products.actualPrice,
      stockQuantity: products.stockQuantity,
      status: products.status,
      featured: products.featured,
      images: products.images,
    })
    .from(products)
    .where(eq(products.id, id));
  const variants = await tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      option1: productVariants.option1,
      option2: productVariants.option2,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      stockQuantity: productVariants.stockQuantity,
      status: productVariants.status,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.id));
  return { product, variants };
}

/** One entry for the product's own fields, one per variant whose price, stock or status moved. */
export async function auditProductChange(
  tx: Transaction,
  id: number,
  before: ProductSnapshot,
  after: ProductSnapshot,
): Promise<void> {
  if (before.product && after.product) {
    const change = changedFields(before.product, after.product);
    if (change)
      await recordAudit(tx, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        ...change,
      });
  }
  const old = new Map(before.variants.map(({ id: variantId, ...fields }) => [variantId, fields]));
  for (const { id: variantId, ...now } of after.variants) {
    const was = old.get(variantId);
    old.delete(variantId);
    const entry = { entity: 'product', entityId: id };
    if (!was) {
      await recordAudit(tx, { ...entry, action: 'variant.create', after: now });
      continue;
    }
    const change = changedFields(was, now);
    if (!change) continue;
    await recordAudit(tx, {
      ...entry,
      action: 'variant.update',
      before: { sku: was.sku, ...change.before },
      after: { sku: now.sku, ...change.after },
    });
  }
  for (const gone of old.values()) {
    await recordAudit(tx, {
      entity: 'product',
      entityId: id,
      action: 'variant.delete',
      before: gone,
    });
  }
}
