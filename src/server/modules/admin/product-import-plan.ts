/** The import's third step, the dry run: the plan it returns is what the apply writes. */
import { asc, inArray, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { ImportRowAction, ProductImportReport } from '#shared/schemas/admin-import';
import type { Database } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';
import { handleId, productHandle } from './product-csv-format';
import {
  type ImageRules,
  type ImageSource,
  imageRefusal,
  imageSource,
  sourceKey,
} from './product-import-images';
import type { ParsedImport, ParsedProduct, ParsedVariant } from './product-import-parse';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export type PlannedVariant = {
  row: number;
  existingId: number | null;
  /** Blank only for a product without options: its default SKU stays (or is SG-<id>). */
  sku: string;
  values: string[];
  price: number;
  salePrice: number | null;
  stockQuantity: number;
  status: 'active' | 'inactive';
  swatch: string | null;
  shadeFamily: string | null;
  images: ImageSource[];
  changed: boolean;
};

export type PlannedProduct = {
  firstRow: number;
  existingId: number | null;
  name: string;
  description: string;
  category: ProductRow['category'];
  brand: string | null;
  status: ProductRow['status'];
  featured: boolean;
  skinTypes: string[];
  images: ImageSource[];
  optionNames: string[];
  variants: PlannedVariant[];
  /** Variants the file no longer lists: deleted, or set inactive when orders hold them. */
  removeVariantIds: number[];
  /** Anything to write at all (an unchanged product is skipped). */
  changed: boolean;
  productChanged: boolean;
  optionsChanged: boolean;
};

export type ImportPlan = { report: ProductImportReport; products: PlannedProduct[] };

type Shop = {
  matched: Map<ParsedProduct, ProductRow>;
  options: Map<number, string[]>;
  variants: Map<number, VariantRow[]>;
  /** Upper-cased SKU → its owner, for every SKU the file names. */
  skuOwners: Map<string, { productId: number; name: string }>;
};

const CHUNK = 5000;
function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Products whose handle is exactly theirs (product-csv-format.ts productHandle). */
async function matchProducts(db: Database, parsed: ParsedProduct[]) {
  const ids = [...new Set(parsed.map((p) => handleId(p.handle)).filter((id) => id !== null))];
  const byId = new Map<number, ProductRow>();
  for (const part of chunks(ids)) {
    for (const row of await db.select().from(products).where(inArray(products.id, part))) {
      byId.set(row.id, row);
    }
  }
  const matched = new Map<ParsedProduct, ProductRow>();
  for (const product of parsed) {
    const row = byId.get(handleId(product.handle) ?? 0);
    if (row && productHandle(row.id, row.name) === product.handle) matched.set(product, row);
  }
  return matched;
}

function pushTo<T>(map: Map<number, T[]>, key: number, item: T) {
  const list = map.get(key) ?? [];
  list.push(item);
  map.set(key, list);
}

async function readChoices(db: Database, ids: number[]) {
  const options = new Map<number, string[]>();
  const variants = new Map<number, VariantRow[]>();
  for (const part of chunks(ids)) {
    const [optionRows, variantRows] = await Promise.all([
      db
        .select()
        .from(productOptions)
        .where(inArray(productOptions.productId, part))
        .orderBy(asc(productOptions.position)),
      db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, part))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    ]);
    for (const row of optionRows) pushTo(options, row.productId, row.name);
    for (const row of variantRows) pushTo(variants, row.productId, row);
  }
  return { options, variants };
}

async function readSkuOwners(db: Database, parsed: ParsedProduct[]) {
  const skus = [
    ...new Set(parsed.flatMap((p) => p.variants.map((v) => v.sku.toUpperCase())).filter(Boolean)),
  ];
  const owners = new Map<string, { productId: number; name: string }>();
  for (const part of chunks(skus)) {
    const rows = await db
      .select({ sku: productVariants.sku, productId: products.id, name: products.name })
      .from(productVariants)
      .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
      .where(inArray(sql`upper(${productVariants.sku})`, part));
    for (const row of rows) owners.set(row.sku.toUpperCase(), row);
  }
  return owners;
}

async function readShop(db: Database, parsed: ParsedProduct[]): Promise<Shop> {
  const matched = await matchProducts(db, parsed);
  const ids = [...new Set([...matched.values()].map((row) => row.id))];
  const { options, variants } = await readChoices(db, ids);
  return { matched, options, variants, skuOwners: await readSkuOwners(db, parsed) };
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** A picture list unchanged only when every picture is one the product already keeps. */
const sameImages = (sources: ImageSource[], stored: string[]) =>
  sources.every((source) => source.kind === 'stored') &&
  sameList(
    sources.map((source) => (source.kind === 'stored' ? source.ref : '')),
    stored,
  );

function planVariant(variant: ParsedVariant, existing: VariantRow | undefined, publicUrl: string) {
  const images = variant.images.map((text) => imageSource(text, publicUrl));
  const planned: PlannedVariant = {
    row: variant.row,
    existingId: existing?.id ?? null,
    sku: variant.sku || (existing?.sku ?? ''),
    values: variant.values,
    price: variant.price ?? 0,
    salePrice: variant.salePrice,
    stockQuantity: variant.stock ?? 0,
    status: variant.status === 'inactive' ? 'inactive' : 'active',
    swatch: variant.swatch?.toLowerCase() ?? null,
    shadeFamily: variant.shadeFamily,
    images,
    changed: true,
  };
  if (existing) {
    const values = [existing.option1, existing.option2, existing.option3].filter(
      (value): value is string => value !== null,
    );
    planned.changed = !(
      existing.sku === planned.sku &&
      sameList(values, planned.values) &&
      existing.price === planned.price &&
      existing.salePrice === planned.salePrice &&
      existing.stockQuantity === planned.stockQuantity &&
      existing.status === planned.status &&
      (existing.swatch?.toLowerCase() ?? null) === planned.swatch &&
      existing.shadeFamily === planned.shadeFamily &&
      sameImages(images, existing.images)
    );
  }
  return planned;
}

function checkSkus(product: ParsedProduct, ownId: number | null, shop: Shop, parsed: ParsedImport) {
  for (const variant of product.variants) {
    if (variant.sku === '') continue;
    const owner = shop.skuOwners.get(variant.sku.toUpperCase());
    if (owner && owner.productId !== ownId) {
      parsed.reasons.add(
        variant.row,
        msg('admin.import.sku.taken', { sku: variant.sku, name: owner.name }),
      );
    } else if (!owner && /^SG-\d+$/i.test(variant.sku)) {
      parsed.reasons.add(variant.row, msg('admin.import.sku.reserved'));
    }
  }
}

function checkImages(product: ParsedProduct, rules: ImageRules, parsed: ParsedImport, url: string) {
  const check = (row: number, texts: string[]) => {
    for (const text of texts) {
      const refusal = imageRefusal(imageSource(text, url), rules);
      if (refusal) parsed.reasons.add(row, refusal);
    }
  };
  check(product.firstRow, product.images);
  for (const variant of product.variants) check(variant.row, variant.images);
}

function planProduct(product: ParsedProduct, shop: Shop, publicUrl: string): PlannedProduct {
  const row = shop.matched.get(product);
  const existingVariants = row ? (shop.variants.get(row.id) ?? []) : [];
  const existingOptions = row ? (shop.options.get(row.id) ?? []) : [];
  const bySku = new Map(existingVariants.map((v) => [v.sku.toUpperCase(), v]));
  const defaultVariant = existingVariants.find((v) => v.option1 === null);
  const used = new Set<number>();
  const variants = product.variants.map((variant) => {
    let existing = variant.sku ? bySku.get(variant.sku.toUpperCase()) : undefined;
    // A product without options keeps its one default variant, whatever SKU the file gives it.
    if (product.optionNames.length === 0 && !existing) existing = defaultVariant;
    if (existing && used.has(existing.id)) existing = undefined;
    if (existing) used.add(existing.id);
    return planVariant(variant, existing, publicUrl);
  });
  const images = product.images.map((text) => imageSource(text, publicUrl));
  const fields = {
    name: product.name.trim(),
    description: product.description.trim(),
    category: product.category as ProductRow['category'],
    brand: product.brand?.trim() || null,
    status: product.status as ProductRow['status'],
    featured: product.featured,
    skinTypes: product.skinTypes ?? row?.skinTypes ?? [],
  };
  const productChanged =
    !row ||
    row.name !== fields.name ||
    row.description !== fields.description ||
    row.category !== fields.category ||
    row.brand !== fields.brand ||
    row.status !== fields.status ||
    row.featured !== fields.featured ||
    !sameList(row.skinTypes, fields.skinTypes) ||
    !sameImages(images, row.images);
  const optionsChanged = !sameList(existingOptions, product.optionNames);
  // The export leaves out a kept default variant of a product with options; so does the import.
  const removeVariantIds = existingVariants
    .filter((v) => !used.has(v.id))
    .filter(
      (v) => !(product.optionNames.length > 0 && v.option1 === null && v.status === 'inactive'),
    )
    .map((v) => v.id);
  return {
    firstRow: product.firstRow,
    existingId: row?.id ?? null,
    ...fields,
    images,
    optionNames: product.optionNames,
    variants,
    removeVariantIds,
    productChanged,
    optionsChanged,
    changed:
      productChanged ||
      optionsChanged ||
      removeVariantIds.length > 0 ||
      variants.some((variant) => variant.changed),
  };
}

function rowAction(
  planned: PlannedProduct,
  variant: PlannedVariant,
  first: boolean,
): ImportRowAction {
  if (planned.existingId === null || variant.existingId === null) return 'create';
  if (variant.changed) return 'change';
  return first && (planned.productChanged || planned.optionsChanged) ? 'change' : 'unchanged';
}

export async function planImport(
  db: Database,
  parsed: ParsedImport,
  rules: ImageRules,
  publicUrl: string,
): Promise<ImportPlan> {
  const shop = await readShop(db, parsed.products);
  const planned: PlannedProduct[] = [];
  const rows: ProductImportReport['rows'] = [];
  const images = new Set<string>();
  for (const product of parsed.products) {
    const plan = planProduct(product, shop, publicUrl);
    checkSkus(product, plan.existingId, shop, parsed);
    checkImages(product, rules, parsed, publicUrl);
    planned.push(plan);
    for (const source of [plan.images, ...plan.variants.map((v) => v.images)].flat()) {
      if (source.kind !== 'stored') images.add(sourceKey(source));
    }
    product.variants.forEach((variant, index) => {
      const reasons = parsed.reasons.of(variant.row);
      rows.push({
        row: variant.row,
        handle: product.handle,
        name: product.name,
        sku: plan.variants[index]?.sku ?? variant.sku,
        action:
          reasons.length > 0
            ? 'refuse'
            : rowAction(plan, plan.variants[index] as PlannedVariant, index === 0),
        reasons,
      });
    });
  }
  // Rows refused before they reached a product (no handle).
  const listed = new Set(rows.map((entry) => entry.row));
  for (const [row, reasons] of parsed.reasons.byRow) {
    if (!listed.has(row)) {
      rows.push({ row, handle: '', name: '', sku: '', action: 'refuse', reasons });
    }
  }
  rows.sort((a, b) => a.row - b.row);
  const refused = rows.filter((row) => row.action === 'refuse').length;
  const allVariants = planned.flatMap((p) => p.variants);
  return {
    products: planned,
    report: {
      ok: refused === 0 && parsed.problems.length === 0 && rows.length > 0,
      problems: parsed.problems,
      summary: {
        rows: parsed.rowCount,
        refused,
        productsCreated: planned.filter((p) => p.existingId === null).length,
        productsChanged: planned.filter((p) => p.existingId !== null && p.changed).length,
        productsUnchanged: planned.filter((p) => p.existingId !== null && !p.changed).length,
        variantsCreated: allVariants.filter((v) => v.existingId === null).length,
        variantsChanged: allVariants.filter((v) => v.existingId !== null && v.changed).length,
        variantsRemoved: planned.reduce((sum, p) => sum + p.removeVariantIds.length, 0),
        images: images.size,
      },
      rows,
    },
  };
}
