/**
 * A count sheet sent back (decision 038), each line matched to its batch. The apply, in one
 * transaction with the variants locked, sets each batch to its counted figure through 'counted'
 * moves, so a sale made since the preview stays sold and a second apply finds nothing to change.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductCategory } from '#shared/catalog';
import { msg } from '#shared/i18n/translator';
import type { ProductOption } from '#shared/schemas/product';
import {
  COUNT_MAX,
  type StockCountApplied,
  type StockCountInput,
  type StockCountLine,
  type StockCountPreview,
  stockCountInputSchema,
} from '#shared/schemas/stock-count';
import { parseCsv, UnclosedQuoteError, undefused } from '../../csv';
import type { Database, Transaction } from '../../db/client';
import { products, productVariants, stockBatches, stockCounts } from '../../db/schema';
import { HttpError } from '../../http-error';
import { currentAuditScope, recordAudit } from '../audit';
import { optionsOf, variantTitle } from '../catalog';
import { batchLabel, offSale, sellFrom } from './stock-count-sheet';
import { stockMove } from './stock-move';
import { lockVariant, moveLocked } from './stock-service';

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

type SheetLine = { line: number; sku: string; batch: string; counted: number };

const refuse = (...args: Parameters<typeof msg>) => new HttpError(400, msg(...args));

/** '৫' as well as '5': a Bangla keyboard types Bangla digits. */
const westernDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

function recordsOf(csv: string) {
  try {
    return parseCsv(csv);
  } catch (error) {
    if (!(error instanceof UnclosedQuoteError)) throw error;
    throw refuse('errors.stockCount.unclosedQuote', { line: error.record });
  }
}

/** A counted cell: null when empty (not counted), else a whole number of units. */
function figureOf(cell: string | undefined, line: number): number | null {
  const value = undefused((cell ?? '').trim());
  if (value === '') return null;
  const figure = westernDigits(value);
  if (!/^\d{1,6}$/.test(figure) || Number(figure) > COUNT_MAX) {
    throw refuse('errors.stockCount.badCount', { line, value, max: COUNT_MAX });
  }
  return Number(figure);
}

export function readSheet(csv: string): SheetLine[] {
  const [header, ...rows] = recordsOf(csv);
  const names = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const sku = names.indexOf('sku');
  const batch = names.indexOf('batch');
  const counted = names.indexOf('counted');
  if (Math.min(sku, batch, counted) < 0) throw refuse('errors.stockCount.columns');
  const text = (cells: string[], at: number) => undefused((cells[at] ?? '').trim());
  const lines: SheetLine[] = [];
  for (const { row, cells } of rows) {
    const figure = figureOf(cells[counted], row);
    if (figure === null) continue;
    lines.push({ line: row, sku: text(cells, sku), batch: text(cells, batch), counted: figure });
  }
  if (lines.length === 0) throw refuse('errors.stockCount.nothingCounted');
  return lines;
}

type CountedVariant = {
  productId: number;
  product: string;
  category: ProductCategory;
  variant: typeof productVariants.$inferSelect;
};

/** Each line's variant by SKU, any case (an exact match first), in the category counted. */
async function variantsOf(
  db: Database | Transaction,
  lines: SheetLine[],
  category: ProductCategory | null,
) {
  const wanted = [...new Set(lines.map((line) => line.sku.toLowerCase()))];
  const found: CountedVariant[] = await db
    .select({
      productId: products.id,
      product: products.name,
      category: products.category,
      variant: productVariants,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(sql`lower(${productVariants.sku})`, wanted));
  // A whole shop's sheet has thousands of lines: each finds its SKU in a map, not a scan.
  const lowered = groupBy(found, (row) => row.variant.sku.toLowerCase());
  const bySku = new Map<SheetLine, CountedVariant>();
  for (const line of lines) {
    const same = lowered.get(line.sku.toLowerCase()) ?? [];
    const match = same.find((row) => row.variant.sku === line.sku) ?? same[0];
    if (!match) throw refuse('errors.stockCount.unknownSku', { line: line.line, sku: line.sku });
    if (category !== null && match.category !== category) {
      throw refuse('errors.stockCount.otherCategory', { line: line.line, sku: match.variant.sku });
    }
    bySku.set(line, match);
  }
  return bySku;
}

type Batch = typeof stockBatches.$inferSelect;

/**
 * The batch a line names among its variant's: "#id", a code (any case), or empty for the undated
 * stock (the variant's first undated batch, or none yet: null, and the trigger makes one).
 */
function batchOfLine(line: SheetLine, sku: string, own: Batch[]): Batch | null {
  if (line.batch === '') {
    return own.find((batch) => batch.expiresOn === null) ?? null;
  }
  const byId = /^#(\d{1,10})$/.exec(line.batch);
  const named = byId
    ? own.filter((batch) => batch.id === Number(byId[1]))
    : own.filter((batch) => batch.code?.trim().toLowerCase() === line.batch.toLowerCase());
  if (named.length > 1) {
    throw refuse('errors.stockCount.sameCode', { line: line.line, sku, batch: line.batch });
  }
  const [batch] = named;
  if (!batch)
    throw refuse('errors.stockCount.unknownBatch', { line: line.line, sku, batch: line.batch });
  return batch;
}

/** Every line compared with the stock as the database holds it now (under the caller's locks). */
async function compare(db: Database | Transaction, input: StockCountInput) {
  const { category, csv } = stockCountInputSchema.parse(input);
  const lines = readSheet(csv);
  const variants = await variantsOf(db, lines, category);
  const ids = [...new Set([...variants.values()].map((row) => row.variant.id))];
  return { category, lines, variants, ids };
}

type Compared = Awaited<ReturnType<typeof compare>>;

/** Refused when the batch was counted already (`seen`) or is off sale; null when it matches. */
function lineAgainst(
  line: SheetLine,
  { productId, product, variant }: CountedVariant,
  own: Batch[],
  context: { seen: Map<string, number>; from: string; options: Map<number, ProductOption[]> },
): StockCountLine | null {
  const batch = batchOfLine(line, variant.sku, own);
  const label = batch ? batchLabel(batch, own) : '';
  const key = `${variant.id}:${batch?.id ?? 'new'}`;
  const first = context.seen.get(key);
  const named = { line: line.line, sku: variant.sku, batch: label || line.batch };
  if (first !== undefined) throw refuse('errors.stockCount.duplicate', { ...named, first });
  context.seen.set(key, line.line);
  if (batch && offSale(batch, context.from)) throw refuse('errors.stockCount.offSale', named);
  const expected = batch?.quantity ?? 0;
  const difference = line.counted - expected;
  if (difference === 0) return null;
  const unitCost = batch?.unitCost ?? variant.costPrice ?? null;
  return {
    line: line.line,
    variantId: variant.id,
    sku: variant.sku,
    product,
    title: variantTitle(context.options.get(productId) ?? [], variant),
    batchId: batch?.id ?? null,
    batch: label,
    expected,
    counted: line.counted,
    difference,
    unitCost,
    value: unitCost === null ? null : difference * unitCost,
  };
}

async function differences(
  db: Database | Transaction,
  { category, lines, variants, ids }: Compared,
): Promise<StockCountPreview> {
  const batches = await db
    .select()
    .from(stockBatches)
    .where(inArray(stockBatches.variantId, ids))
    .orderBy(asc(stockBatches.id));
  const context = {
    seen: new Map<string, number>(),
    from: await sellFrom(db),
    options: await optionsOf(db, [...new Set([...variants.values()].map((row) => row.productId))]),
  };
  const byVariant = groupBy(batches, (batch) => batch.variantId);
  const found: StockCountLine[] = [];
  for (const line of lines) {
    const counted = variants.get(line) as CountedVariant;
    const own = byVariant.get(counted.variant.id) ?? [];
    const difference = lineAgainst(line, counted, own, context);
    if (difference) found.push(difference);
  }
  return {
    category,
    linesCounted: lines.length,
    differences: found,
    units: found.reduce((sum, line) => sum + line.difference, 0),
    value: found.reduce((sum, line) => sum + (line.value ?? 0), 0),
    unvalued: found.filter((line) => line.value === null).length,
  };
}

/** What the count records of itself: its totals, not the sheet (the stock_counts row has the lines). */
const summary = (counted: StockCountPreview) => ({
  category: counted.category,
  linesCounted: counted.linesCounted,
  changed: counted.differences.length,
  units: counted.units,
  value: counted.value,
});

/** What applying the sheet would change now; nothing written, so no audit entry (readsOnly). */
export async function previewCount(db: Database, input: StockCountInput) {
  return differences(db, await compare(db, input));
}

/** Locked product then variant in id order, as orders lock them (no deadlock); a move per batch. */
export async function applyCount(db: Database, input: StockCountInput): Promise<StockCountApplied> {
  return db.transaction(async (tx) => {
    const compared = await compare(tx, input);
    const locking = [...compared.variants.values()]
      .filter(
        (row, index, all) =>
          all.findIndex((other) => other.variant.id === row.variant.id) === index,
      )
      .sort((a, b) => a.productId - b.productId || a.variant.id - b.variant.id);
    for (const row of locking) await lockVariant(tx, row.variant.id);
    const counted = await differences(tx, compared);
    const [record] = await tx
      .insert(stockCounts)
      .values({
        userId: currentAuditScope()?.actor.userId ?? null,
        category: counted.category,
        linesCounted: counted.linesCounted,
        units: counted.units,
        value: counted.value,
        differences: counted.differences,
      })
      .returning({ id: stockCounts.id, at: stockCounts.createdAt });
    if (!record) throw new Error('stock_counts insert returned nothing');
    const note = `Stock count #${record.id}`;
    for (const line of counted.differences) {
      await moveLocked(
        tx,
        line.variantId,
        line.difference,
        stockMove('counted', { ...(line.batchId === null ? {} : { batch: line.batchId }), note }),
      );
    }
    await recordAudit(tx, {
      action: 'stock.count',
      entity: 'stockCount',
      entityId: record.id,
      after: summary(counted),
    });
    return { ...counted, id: record.id, at: record.at.toISOString() };
  });
}
