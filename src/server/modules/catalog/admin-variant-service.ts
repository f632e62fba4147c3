/**
 * Writing a product's options and variants (docs/decisions/011). A listed variant is matched by id,
 * SKU or option values and updated in place, keeping its cart lines and orders; an unlisted one is
 * deleted, or set inactive when orders hold it. A trigger writes the product's price and stock.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { AdminVariantsOutput } from '#shared/schemas/admin-variants';
import type { Transaction } from '../../db/client';
import {
  orderItems,
  productOptions,
  products,
  productVariants,
  purchaseOrderLines,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { stockMove } from '../stock';

type VariantRow = typeof productVariants.$inferSelect;
type VariantInput = AdminVariantsOutput['variants'][number];

export type DefaultVariantFigures = {
  price: number;
  salePrice: number | null;
  stockQuantity: number;
};

const comboOf = (values: (string | null)[]) =>
  values
    .filter((value): value is string => value !== null)
    .map((value) => value.toLowerCase())
    .join('\u0000');

const skuKey = (sku: string) => sku.toUpperCase();

async function refuseSkusOfOtherProducts(tx: Transaction, productId: number, skus: string[]) {
  if (skus.length === 0) return;
  const [clash] = await tx
    .select({ sku: productVariants.sku, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        ne(productVariants.productId, productId),
        inArray(sql`upper(${productVariants.sku})`, skus.map(skuKey)),
      ),
    )
    .limit(1);
  if (clash) {
    throw new HttpError(409, msg('errors.variant.skuTaken', { sku: clash.sku, name: clash.name }));
  }
}

/** Two admins saving one SKU at once: the unique index's error as the same 409, else null. */
export function skuRaceError(error: unknown): HttpError | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: string; constraint?: string; detail?: string };
  if (details.code !== '23505' || details.constraint !== 'product_variants_sku_unique') return null;
  const sku = /\(sku\)=\((.*)\)/.exec(details.detail ?? '')?.[1] ?? '';
  return new HttpError(409, msg('errors.variant.skuTakenMeanwhile', { sku }));
}

/** Variants orders or purchase orders hold: set inactive, never deleted. */
async function orderedAmong(tx: Transaction, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, ids));
  const purchased = await tx
    .selectDistinct({ id: purchaseOrderLines.variantId })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.variantId, ids));
  return new Set([...rows, ...purchased].map((row) => row.id));
}

async function retire(tx: Transaction, rows: VariantRow[]) {
  const ids = rows.map((row) => row.id);
  const ordered = await orderedAmong(tx, ids);
  const deletable = ids.filter((id) => !ordered.has(id));
  if (deletable.length > 0) {
    await tx.delete(productVariants).where(inArray(productVariants.id, deletable));
  }
  const keep = rows.filter((row) => ordered.has(row.id) && row.status !== 'inactive');
  if (keep.length > 0) {
    await tx
      .update(productVariants)
      .set({ status: 'inactive', updatedAt: new Date() })
      .where(
        inArray(
          productVariants.id,
          keep.map((row) => row.id),
        ),
      );
  }
}

function columnsOf(variant: VariantInput, position: number) {
  return {
    sku: variant.sku,
    option1: variant.options[0] ?? null,
    option2: variant.options[1] ?? null,
    option3: variant.options[2] ?? null,
    price: variant.price,
    salePrice: variant.salePrice,
    stockQuantity: variant.stockQuantity,
    status: variant.status,
    swatch: variant.swatch,
    shadeFamily: variant.shadeFamily,
    images: variant.images,
    position,
  };
}

/** A stock typed into the form is an edit in the ledger; the same figure is no move. */
function editedStock(row: VariantRow, stockQuantity: number) {
  return row.stockQuantity === stockQuantity ? null : stockMove('edited');
}

function unchanged(row: VariantRow, next: ReturnType<typeof columnsOf>) {
  return (Object.keys(next) as (keyof typeof next)[]).every((key) =>
    key === 'images'
      ? row.images.length === next.images.length &&
        row.images.every((image, index) => image === next.images[index])
      : row[key] === next[key],
  );
}

function matchVariants(existing: VariantRow[], listed: VariantInput[]) {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const claimed = new Set<number>();
  const matches: (VariantRow | undefined)[] = listed.map((variant) => {
    if (variant.id === undefined) return undefined;
    const row = byId.get(variant.id);
    if (!row || claimed.has(row.id)) {
      throw new HttpError(400, msg('errors.variant.notThisProduct', { id: String(variant.id) }));
    }
    claimed.add(row.id);
    return row;
  });
  const free = () => existing.filter((row) => !claimed.has(row.id));
  const bySku = new Map(free().map((row) => [skuKey(row.sku), row]));
  listed.forEach((variant, index) => {
    if (matches[index]) return;
    const row = bySku.get(skuKey(variant.sku));
    if (row && !claimed.has(row.id)) {
      claimed.add(row.id);
      matches[index] = row;
    }
  });
  const byCombo = new Map(
    free().map((row) => [comboOf([row.option1, row.option2, row.option3]), row]),
  );
  listed.forEach((variant, index) => {
    if (matches[index]) return;
    const row = byCombo.get(comboOf(variant.options));
    if (row && !claimed.has(row.id) && row.option1 !== null) {
      claimed.add(row.id);
      matches[index] = row;
    }
  });
  return { matches, unlisted: existing.filter((row) => !claimed.has(row.id)) };
}

async function writeOptions(tx: Transaction, productId: number, names: string[]) {
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (names.length === 0) return;
  await tx
    .insert(productOptions)
    .values(names.map((name, index) => ({ productId, position: index + 1, name })));
}

/** A product without options: its one default variant, made again if it had options. */
async function restoreDefaultVariant(
  tx: Transaction,
  productId: number,
  existing: VariantRow[],
  figures: DefaultVariantFigures,
) {
  const fallback = existing.find((row) => row.option1 === null);
  await retire(
    tx,
    existing.filter((row) => row.id !== fallback?.id),
  );
  const values = { ...figures, status: 'active' as const, updatedAt: new Date() };
  if (fallback) {
    await tx
      .update(productVariants)
      .set({ ...values, stockMove: editedStock(fallback, figures.stockQuantity) })
      .where(eq(productVariants.id, fallback.id));
    return;
  }
  const sku = `SG-${productId}`;
  await refuseSkusOfOtherProducts(tx, productId, [sku]);
  await tx.insert(productVariants).values({ productId, sku, ...values });
}

/**
 * `input` null: no options. Call in a transaction that locked the product row, so a refusal
 * (HttpError 400/409) rolls everything back.
 */
export async function replaceProductVariants(
  tx: Transaction,
  productId: number,
  input: AdminVariantsOutput | null,
  defaultFigures?: DefaultVariantFigures,
): Promise<void> {
  const existing = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  if (!input) {
    if (!defaultFigures) throw new Error('a product without options needs its default figures');
    await writeOptions(tx, productId, []);
    await restoreDefaultVariant(tx, productId, existing, defaultFigures);
    return;
  }

  const { matches, unlisted } = matchVariants(existing, input.variants);
  await refuseSkusOfOtherProducts(
    tx,
    productId,
    input.variants.map((variant) => variant.sku),
  );
  await writeOptions(
    tx,
    productId,
    input.options.map((option) => option.name),
  );
  // Unlisted ones first, so a deleted variant's SKU is free for a listed one.
  await retire(tx, unlisted);

  const updates = input.variants.flatMap((variant, index) => {
    const row = matches[index];
    const next = columnsOf(variant, index);
    return row && !unchanged(row, next) ? [{ row, next }] : [];
  });
  // Two variants may swap SKUs: park the changing ones on a placeholder no SKU can equal first.
  const renamed = updates.filter(({ row, next }) => row.sku !== next.sku);
  if (renamed.length > 0) {
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}` })
      .where(
        inArray(
          productVariants.id,
          renamed.map(({ row }) => row.id),
        ),
      );
  }
  for (const { row, next } of updates) {
    await tx
      .update(productVariants)
      .set({ ...next, stockMove: editedStock(row, next.stockQuantity), updatedAt: new Date() })
      .where(eq(productVariants.id, row.id));
  }
  const inserts = input.variants.flatMap((variant, index) =>
    matches[index] ? [] : [{ productId, ...columnsOf(variant, index) }],
  );
  if (inserts.length > 0) await tx.insert(productVariants).values(inserts);
}
