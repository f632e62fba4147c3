/**
 * The count sheet (decision 038): one row per batch on sale, for one category or the whole shop, with
 * an empty Counted column for the owner to fill in and send back (stock-count-service.ts).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductCategory } from '#shared/catalog';
import { COUNT_SHEET_COLUMNS } from '#shared/schemas/stock-count';
import { csvTable, UTF8_BOM } from '../../csv';
import type { Database, Transaction } from '../../db/client';
import { products, productVariants, stockBatches } from '../../db/schema';
import { optionsOf, variantTitle } from '../catalog';

type Batch = typeof stockBatches.$inferSelect;

/**
 * How the sheet names a batch so an upload finds it again: its code when no other batch of the
 * variant has the same one, else "#" and its id. A code that looks like "#12" is written as the id.
 */
export function batchLabel(batch: Pick<Batch, 'id' | 'code'>, siblings: Pick<Batch, 'code'>[]) {
  const code = batch.code?.trim() ?? '';
  const same = siblings.filter((other) => other.code?.trim().toLowerCase() === code.toLowerCase());
  return code === '' || /^#\d+$/.test(code) || same.length > 1 ? `#${batch.id}` : code;
}

/** The first expiry date that may still be sold (migration 0030's `stock_sell_from()`). */
export async function sellFrom(db: Database | Transaction): Promise<string> {
  const result = await db.execute(sql`SELECT stock_sell_from()::text AS day`);
  return String((result.rows[0] as { day: string }).day);
}

/** A batch past the shelf-life limit: off sale, so neither on the sheet nor counted. */
export const offSale = (batch: Pick<Batch, 'expiresOn'>, from: string) =>
  batch.expiresOn !== null && batch.expiresOn < from;

type SheetRow = {
  product: string;
  title: string | null;
  sku: string;
  batch: string;
  expiresOn: string | null;
  expected: number;
};

const SHEET_CELLS: ((row: SheetRow) => unknown)[] = [
  (row) => row.product,
  (row) => row.title,
  (row) => row.sku,
  (row) => row.batch,
  (row) => row.expiresOn,
  (row) => row.expected,
  () => null,
];

/**
 * Every variant of the category (or shop), products by name: a row per batch on sale, and for a
 * variant with none one row with an empty batch (units found go to its undated batch).
 */
export async function countSheetCsv(db: Database, category: ProductCategory | undefined) {
  const variants = await db
    .select({
      productId: products.id,
      product: products.name,
      variant: productVariants,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(category ? eq(products.category, category) : undefined)
    .orderBy(
      asc(products.name),
      asc(products.id),
      asc(productVariants.position),
      asc(productVariants.id),
    );
  const ids = variants.map(({ variant }) => variant.id);
  const batches =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(stockBatches)
          .where(inArray(stockBatches.variantId, ids))
          .orderBy(sql`${stockBatches.expiresOn} NULLS LAST`, asc(stockBatches.id));
  const options = await optionsOf(db, [...new Set(variants.map((row) => row.productId))]);
  const from = await sellFrom(db);
  const rows: SheetRow[] = [];
  for (const { productId, product, variant } of variants) {
    const own = batches.filter((batch) => batch.variantId === variant.id);
    const counted = own.filter((batch) => batch.quantity > 0 && !offSale(batch, from));
    const base = {
      product,
      title: variantTitle(options.get(productId) ?? [], variant),
      sku: variant.sku,
    };
    for (const batch of counted) {
      rows.push({
        ...base,
        batch: batchLabel(batch, own),
        expiresOn: batch.expiresOn,
        expected: batch.quantity,
      });
    }
    if (counted.length === 0) rows.push({ ...base, batch: '', expiresOn: null, expected: 0 });
  }
  const columns = COUNT_SHEET_COLUMNS.map((title, index): [string, (row: SheetRow) => unknown] => [
    title,
    SHEET_CELLS[index] ?? (() => null),
  ]);
  return UTF8_BOM + csvTable(columns, rows);
}
