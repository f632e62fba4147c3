/** A product's audit entries, read before and after its change, so each holds old and new. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { type AuditEntryInput, changedFields, recordAudit } from '../audit';

export type ProductSnapshot = Awaited<ReturnType<typeof productSnapshot>>;

const productFields = {
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
  skinTypes: products.skinTypes,
};

const variantFields = {
  id: productVariants.id,
  sku: productVariants.sku,
  option1: productVariants.option1,
  option2: productVariants.option2,
  price: productVariants.price,
  salePrice: productVariants.salePrice,
  stockQuantity: productVariants.stockQuantity,
  status: productVariants.status,
};

export async function productSnapshot(tx: Transaction, id: number) {
  const [product] = await tx.select(productFields).from(products).where(eq(products.id, id));
  const variants = await tx
    .select(variantFields)
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.id));
  return { product, variants };
}

const SNAPSHOTS_AT_ONCE = 5000;

/** Many products' snapshots in two queries per 5,000 (the catalogue import's). */
export async function productSnapshots(
  tx: Transaction,
  ids: number[],
): Promise<Map<number, ProductSnapshot>> {
  const found = new Map<number, ProductSnapshot>();
  for (let at = 0; at < ids.length; at += SNAPSHOTS_AT_ONCE) {
    const part = ids.slice(at, at + SNAPSHOTS_AT_ONCE);
    const rows = await tx
      .select({ id: products.id, ...productFields })
      .from(products)
      .where(inArray(products.id, part));
    for (const { id, ...product } of rows) found.set(id, { product, variants: [] });
    const variants = await tx
      .select({ productId: productVariants.productId, ...variantFields })
      .from(productVariants)
      .where(inArray(productVariants.productId, part))
      .orderBy(asc(productVariants.id));
    for (const { productId, ...variant } of variants) found.get(productId)?.variants.push(variant);
  }
  return found;
}

/** One entry for the product's own fields, one per variant whose price, stock or status moved. */
export async function auditProductChange(
  tx: Transaction,
  id: number,
  before: ProductSnapshot,
  after: ProductSnapshot,
): Promise<void> {
  for (const entry of productChangeEntries(id, before, after)) await recordAudit(tx, entry);
}

/** A new product (no `before`) gets a 'product.create' entry holding its fields. */
export function productChangeEntries(
  id: number,
  before: ProductSnapshot,
  after: ProductSnapshot,
): AuditEntryInput[] {
  const entries: AuditEntryInput[] = [];
  const entry = { entity: 'product', entityId: id };
  if (!before.product && after.product) {
    entries.push({ ...entry, action: 'product.create', after: after.product });
  } else if (before.product && after.product) {
    const change = changedFields(before.product, after.product);
    if (change) entries.push({ ...entry, action: 'product.update', ...change });
  }
  const old = new Map(before.variants.map(({ id: variantId, ...fields }) => [variantId, fields]));
  for (const { id: variantId, ...now } of after.variants) {
    const was = old.get(variantId);
    old.delete(variantId);
    if (!was) {
      entries.push({ ...entry, action: 'variant.create', after: now });
      continue;
    }
    const change = changedFields(was, now);
    if (!change) continue;
    entries.push({
      ...entry,
      action: 'variant.update',
      before: { sku: was.sku, ...change.before },
      after: { sku: now.sku, ...change.after },
    });
  }
  for (const gone of old.values()) {
    entries.push({ ...entry, action: 'variant.delete', before: gone });
  }
  return entries;
}
