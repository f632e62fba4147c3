/**
 * The import's last step. Pictures are stored outside the transaction (sharp is slow, and a failed
 * picture stops the import before anything is written); then one transaction writes in bulk, so
 * 10,000 rows take seconds, locking existing products in id order (docs/decisions/011).
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { ProductImportRow } from '#shared/schemas/admin-import';
import type { Database, Transaction } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { recordAudits } from '../audit';
import { productChangeEntries, productSnapshots } from '../catalog';
import { storeImage } from '../files';
import { stockMove } from '../stock';
import {
  fetchPicture,
  type ImageRules,
  type ImageSource,
  sourceKey,
} from './product-import-images';
import type { PlannedProduct, PlannedVariant } from './product-import-plan';

export type ImportProgress = (phase: 'images' | 'rows', done: number, total: number) => void;

export class ImportPicturesError extends Error {
  constructor(readonly rows: ProductImportRow[]) {
    super('pictures failed');
  }
}

const PRODUCTS_PER_STEP = 250;
const VARIANTS_PER_INSERT = 2000;
const PICTURES_AT_ONCE = 4;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function pictureBytes(source: ImageSource, rules: ImageRules): Promise<Buffer> {
  if (source.kind === 'url') return fetchPicture(source.url, rules.allowedHosts);
  const entry = source.kind === 'zip' ? rules.zip?.find(source.name) : undefined;
  if (!entry || !rules.zip) throw new Error('not in the ZIP');
  return rules.zip.read(entry);
}

/** Stores each new picture once; answers `/files/<id>` by source, or the rows that failed. */
export async function storePictures(
  target: { db: Database; storage: Storage },
  plan: PlannedProduct[],
  rules: ImageRules,
  ownerUserId: string,
  progress: ImportProgress,
): Promise<Map<string, string>> {
  const wanted = new Map<string, { source: ImageSource; rows: Set<number>; name: string }>();
  const want = (source: ImageSource, row: number) => {
    if (source.kind === 'stored') return;
    const key = sourceKey(source);
    const entry = wanted.get(key) ?? {
      source,
      rows: new Set<number>(),
      name: source.kind === 'url' ? source.url.href : source.name,
    };
    entry.rows.add(row);
    wanted.set(key, entry);
  };
  for (const product of plan.filter((p) => p.changed)) {
    for (const source of product.images) want(source, product.firstRow);
    for (const variant of product.variants) for (const s of variant.images) want(s, variant.row);
  }
  const refs = new Map<string, string>();
  const failed: ProductImportRow[] = [];
  const queue = [...wanted];
  let done = 0;
  progress('images', 0, queue.length);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, { source, rows, name }] = next;
      try {
        const bytes = await pictureBytes(source, rules);
        const stored = await storeImage(target.db, target.storage, bytes, {
          purpose: 'product_image',
          isPublic: true,
          ownerUserId,
        });
        refs.set(key, stored.ref);
      } catch (error) {
        const notImage = (error as { statusCode?: number }).statusCode === 400;
        const reason = notImage
          ? msg('admin.import.image.notAnImage', { name })
          : msg('admin.import.image.fetchFailed', { name });
        for (const row of rows) {
          failed.push({ row, handle: '', name: '', sku: '', action: 'refuse', reasons: [reason] });
        }
      }
      done += 1;
      progress('images', done, wanted.size);
    }
  };
  await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, worker));
  if (failed.length > 0) throw new ImportPicturesError(failed.sort((a, b) => a.row - b.row));
  return refs;
}

/** A PostgreSQL array literal ('{"a","b"}') for a text[] column inside a VALUES list. */
function textArray(items: string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

type Refs = Map<string, string>;
const refsOf = (sources: ImageSource[], refs: Refs) =>
  sources.map((source) =>
    source.kind === 'stored' ? source.ref : (refs.get(sourceKey(source)) ?? ''),
  );

function variantRow(productId: number, variant: PlannedVariant, position: number, refs: Refs) {
  return {
    productId,
    sku: variant.sku,
    option1: variant.values[0] ?? null,
    option2: variant.values[1] ?? null,
    option3: variant.values[2] ?? null,
    price: variant.price,
    salePrice: variant.salePrice,
    stockQuantity: variant.stockQuantity,
    status: variant.status,
    swatch: variant.swatch,
    shadeFamily: variant.shadeFamily as (typeof productVariants.$inferInsert)['shadeFamily'],
    images: refsOf(variant.images, refs),
    position,
  };
}

async function insertProducts(tx: Transaction, fresh: PlannedProduct[], refs: Refs) {
  if (fresh.length === 0) return [];
  const ids = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, ${fresh.length})`,
  );
  const rows = fresh.map((product, index) => {
    const single = product.optionNames.length === 0 ? product.variants[0] : undefined;
    const first = product.variants[0];
    return {
      id: Number(ids.rows[index]?.id),
      name: product.name,
      description: product.description,
      category: product.category,
      brand: product.brand,
      status: product.status,
      featured: product.featured,
      skinTypes: product.skinTypes,
      images: refsOf(product.images, refs),
      price: single?.price ?? first?.price ?? 0,
      salePrice: single?.salePrice ?? null,
      stockQuantity: single?.stockQuantity ?? 0,
    };
  });
  // The insert trigger gives each its default variant ('SG-<id>'), priced as the product.
  await tx.insert(products).values(rows);
  return rows.map((row) => row.id);
}

async function updateProducts(tx: Transaction, changed: PlannedProduct[], refs: Refs) {
  if (changed.length === 0) return;
  const rows = changed.map(
    (p) =>
      sql`(${p.existingId}::int, ${p.name}::text, ${p.description}::text, ${p.category}::text, ${p.brand}::text, ${p.status}::text, ${p.featured}::boolean, ${textArray(p.skinTypes)}::text[], ${textArray(refsOf(p.images, refs))}::text[])`,
  );
  await tx.execute(sql`
    UPDATE products SET name = d.name, description = d.description, category = d.category,
      brand = d.brand, status = d.status, featured = d.featured, skin_types = d.skin_types,
      images = d.images, updated_at = now()
    FROM (VALUES ${values(rows)})
      AS d(id, name, description, category, brand, status, featured, skin_types, images)
    WHERE products.id = d.id`);
}

type VariantUpdate = { id: number; variant: PlannedVariant; position: number; keepSku: boolean };

async function updateVariants(tx: Transaction, updates: VariantUpdate[], refs: Refs) {
  // A stock the file changes is an import in the ledger (decision 038).
  const move = JSON.stringify(stockMove('imported'));
  for (const part of chunks(updates, VARIANTS_PER_INSERT)) {
    const rows = part.map(({ id, variant, position, keepSku }) => {
      const row = variantRow(0, variant, position, refs);
      return sql`(${id}::int, ${keepSku ? null : row.sku}::text, ${row.option1}::text, ${row.option2}::text, ${row.option3}::text, ${row.price}::int, ${row.salePrice}::int, ${row.stockQuantity}::int, ${row.status}::text, ${row.swatch}::text, ${row.shadeFamily}::text, ${textArray(row.images)}::text[], ${position}::int)`;
    });
    await tx.execute(sql`
      UPDATE product_variants AS v SET sku = COALESCE(d.sku, v.sku), option1 = d.option1,
        option2 = d.option2, option3 = d.option3, price = d.price, sale_price = d.sale_price,
        stock_quantity = d.stock, status = d.status, swatch = d.swatch,
        stock_move = CASE WHEN v.stock_quantity <> d.stock THEN ${move}::jsonb END,
        shade_family = d.shade_family, images = d.images, position = d.position, updated_at = now()
      FROM (VALUES ${values(rows)})
        AS d(id, sku, option1, option2, option3, price, sale_price, stock, status, swatch, shade_family, images, position)
      WHERE v.id = d.id`);
  }
}

/** Variants the file dropped: gone, or kept inactive when an order holds them (restrict). */
async function removeVariants(tx: Transaction, ids: number[]) {
  for (const part of chunks(ids, VARIANTS_PER_INSERT)) {
    const list = sql.join(
      part.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      DELETE FROM product_variants WHERE id IN (${list})
        AND NOT EXISTS (SELECT 1 FROM order_items WHERE order_items.variant_id = product_variants.id)`);
    await tx.execute(
      sql`UPDATE product_variants SET status = 'inactive', updated_at = now() WHERE id IN (${list}) AND status <> 'inactive'`,
    );
  }
}

/** Answers the ids of the products it created. */
async function writeStep(tx: Transaction, step: PlannedProduct[], refs: Refs): Promise<number[]> {
  const fresh = step.filter((p) => p.existingId === null);
  const existing = step.filter((p) => p.existingId !== null);
  const freshIds = await insertProducts(tx, fresh, refs);
  const idOf = new Map<PlannedProduct, number>(fresh.map((p, i) => [p, freshIds[i] ?? 0]));
  for (const p of existing) idOf.set(p, p.existingId ?? 0);
  await updateProducts(
    tx,
    existing.filter((p) => p.productChanged),
    refs,
  );

  const reoptioned = existing.filter((p) => p.optionsChanged).map((p) => idOf.get(p) ?? 0);
  if (reoptioned.length > 0) {
    await tx.delete(productOptions).where(inArray(productOptions.productId, reoptioned));
  }
  const optionRows = step
    .filter((p) => (p.existingId === null || p.optionsChanged) && p.optionNames.length > 0)
    .flatMap((p) =>
      p.optionNames.map((name, index) => ({
        productId: idOf.get(p) ?? 0,
        position: index + 1,
        name,
      })),
    );
  if (optionRows.length > 0) await tx.insert(productOptions).values(optionRows);
  await removeVariants(
    tx,
    existing.flatMap((p) => p.removeVariantIds),
  );

  const freshWithOptions = fresh
    .filter((p) => p.optionNames.length > 0)
    .map((p) => idOf.get(p) ?? 0);
  if (freshWithOptions.length > 0) {
    await tx.delete(productVariants).where(inArray(productVariants.productId, freshWithOptions));
  }
  // A new product without options keeps the default variant its insert made: it takes the row's
  // SKU (when given), status, swatch and pictures.
  const freshDefaults = fresh.filter((p) => p.optionNames.length === 0);
  if (freshDefaults.length > 0) {
    const found = await tx
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          freshDefaults.map((p) => idOf.get(p) ?? 0),
        ),
      );
    const byProduct = new Map(found.map((row) => [row.productId, row.id]));
    await updateVariants(
      tx,
      freshDefaults.flatMap((p) => {
        const variant = p.variants[0];
        const id = byProduct.get(idOf.get(p) ?? 0);
        return variant && id ? [{ id, variant, position: 0, keepSku: variant.sku === '' }] : [];
      }),
      refs,
    );
  }
  await updateVariants(
    tx,
    existing.flatMap((p) =>
      p.variants.flatMap((variant, position) =>
        variant.existingId !== null && variant.changed
          ? [{ id: variant.existingId, variant, position, keepSku: variant.sku === '' }]
          : [],
      ),
    ),
    refs,
  );
  const inserts = step.flatMap((p) =>
    p.existingId === null && p.optionNames.length === 0
      ? []
      : p.variants.flatMap((variant, position) =>
          variant.existingId === null
            ? [variantRow(idOf.get(p) ?? 0, variant, position, refs)]
            : [],
        ),
  );
  for (const part of chunks(inserts, VARIANTS_PER_INSERT)) {
    await tx.insert(productVariants).values(part);
  }
  return freshIds;
}

/** Each product's and variant's change, as the product form records it (catalog/product-audit). */
async function auditImport(
  tx: Transaction,
  before: Awaited<ReturnType<typeof productSnapshots>>,
  ids: number[],
) {
  const after = await productSnapshots(tx, ids);
  const entries = ids.flatMap((id) => {
    const now = after.get(id);
    const was = before.get(id) ?? { product: undefined, variants: [] };
    return now ? productChangeEntries(id, was, now) : [];
  });
  await recordAudits(tx, entries);
}

export async function writeImport(
  db: Database,
  plan: PlannedProduct[],
  refs: Refs,
  progress: ImportProgress,
): Promise<void> {
  const changed = plan.filter((p) => p.changed);
  const total = plan.reduce((sum, p) => sum + p.variants.length, 0);
  let done = total - changed.reduce((sum, p) => sum + p.variants.length, 0);
  progress('rows', done, total);
  await db.transaction(async (tx) => {
    const locked = changed
      .map((p) => p.existingId)
      .filter((id): id is number => id !== null)
      .sort((a, b) => a - b);
    for (const part of chunks(locked, 5000)) {
      await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, part))
        .orderBy(products.id)
        .for('update');
    }
    const before = await productSnapshots(tx, locked);
    const created: number[] = [];
    for (const step of chunks(changed, PRODUCTS_PER_STEP)) {
      created.push(...(await writeStep(tx, step, refs)));
      done += step.reduce((sum, p) => sum + p.variants.length, 0);
      progress('rows', done, total);
    }
    await auditImport(tx, before, [...locked, ...created]);
  });
}
