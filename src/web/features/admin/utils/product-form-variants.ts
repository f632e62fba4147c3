/**
 * The product form's options and variants editor, as pure functions: the options the admin
 * types, the combinations they make, each variant's row as typed (taka as text), and the rows
 * turned into the shared contract (schemas/admin-variants.ts) with each problem on its row.
 */
import type { z } from 'zod';
import {
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  type ProductVariantStatus,
  type ShadeFamily,
} from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import { msg } from '#shared/i18n/translator';
import { poishaToTaka, takaToPoisha } from '#shared/money';
import type { AdminProduct } from '#shared/schemas/admin';
import { type AdminVariantsOutput, adminVariantsInputSchema } from '#shared/schemas/admin-variants';

export type OptionDraft = { name: string; values: string[] };

export type VariantRow = {
  /** React's key: stable while the admin edits, new for a generated row. */
  key: string;
  /** The saved variant's id (its cart lines and orders stay with it); none for a new one. */
  id?: number;
  values: string[];
  sku: string;
  /** Taka, as typed. */
  price: string;
  salePrice: string;
  stockQuantity: string;
  status: ProductVariantStatus;
  /** '#rrggbb' or '' for none. */
  swatch: string;
  shadeFamily: ShadeFamily | '';
  images: string[];
};

export type VariantField =
  | 'sku'
  | 'price'
  | 'salePrice'
  | 'stockQuantity'
  | 'status'
  | 'swatch'
  | 'shadeFamily'
  | 'images'
  | 'values';
export type VariantRowErrors = Partial<Record<VariantField, string>>;
/** `options` is about the options themselves; `rows[i]` about the i-th row. */
export type VariantErrors = { options?: string; rows: Record<number, VariantRowErrors> };

export { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS };

/** An option whose values are colours gets a swatch and shade family column. */
export function isShadeOption(name: string): boolean {
  return /shade|colou?r|tone|শেড|রং|রঙ/i.test(name);
}

const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A value added to an option's chips: trimmed, not empty, not already there. */
export function addOptionValue(values: readonly string[], typed: string): string[] {
  const value = typed.trim();
  if (value === '' || values.some((existing) => sameValue(existing, value))) return [...values];
  return [...values, value];
}

/** Every combination of the options' values, first option slowest ('Ruby/S', 'Ruby/M', …). */
export function combinationsOf(options: readonly OptionDraft[]): string[][] {
  const used = options.filter((option) => option.values.length > 0);
  if (used.length === 0) return [];
  return used.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

const skuPart = (text: string, length: number) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.slice(0, length))
    .join('')
    .toUpperCase();

/**
 * 'MAC-ML-RUBYWOO' from brand MAC, name Matte Lipstick, shade Ruby Woo: brand's first letters,
 * the name's initials, the values squeezed; only what SKU_PATTERN allows. Letters outside A–Z
 * (a Bangla name) drop out, so the admin may need to type one.
 */
export function suggestSku(brand: string, name: string, values: readonly string[]): string {
  const parts = [
    skuPart(brand, 4).slice(0, 6),
    skuPart(name, 1).slice(0, 4),
    ...values.map((value) => skuPart(value, 8).slice(0, 10)),
  ].filter(Boolean);
  return parts.join('-').slice(0, 64);
}

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `variant-${lastKey}`;
};

const takaText = (poisha: number | null) => (poisha === null ? '' : String(poishaToTaka(poisha)));

export function variantRowsFrom(product?: AdminProduct): {
  options: OptionDraft[];
  rows: VariantRow[];
} {
  if (!product?.options || !product.variants) return { options: [], rows: [] };
  const options = product.options.map((option, index) => ({
    name: option.name,
    values: [
      ...new Set(product.variants?.map((variant) => variant.options[index] ?? '').filter(Boolean)),
    ],
  }));
  const rows = product.variants.map(
    (variant): VariantRow => ({
      key: newKey(),
      id: variant.id,
      values: variant.options,
      sku: variant.sku,
      price: takaText(variant.price),
      salePrice: takaText(variant.salePrice),
      stockQuantity: String(variant.stockQuantity),
      status: variant.status,
      swatch: variant.swatch ?? '',
      shadeFamily: (variant.shadeFamily ?? '') as ShadeFamily | '',
      images: variant.images,
    }),
  );
  return { options, rows };
}

type Defaults = { brand: string; name: string; price: string; stockQuantity: string };

/**
 * The rows for every combination of the options: a row whose values match one (ignoring case)
 * is kept as it is, new ones get a suggested SKU and the form's (or the first row's) price and
 * stock. Rows for values no longer offered are dropped (saving then deletes or retires them).
 */
export function generateVariantRows(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
  defaults: Defaults,
): VariantRow[] {
  const template = rows[0];
  const taken = new Set<string>();
  return combinationsOf(options)
    .slice(0, MAX_PRODUCT_VARIANTS)
    .map((values) => {
      const kept = rows.find(
        (row) =>
          !taken.has(row.key) &&
          row.values.length === values.length &&
          row.values.every((value, index) => sameValue(value, values[index] ?? '')),
      );
      if (kept) {
        taken.add(kept.key);
        return { ...kept, values };
      }
      return {
        key: newKey(),
        values,
        sku: suggestSku(defaults.brand, defaults.name, values),
        price: template?.price ?? defaults.price,
        salePrice: '',
        stockQuantity: template ? '0' : defaults.stockQuantity || '0',
        status: 'active',
        swatch: '',
        shadeFamily: '',
        images: [],
      };
    });
}

/** Bulk edits: the same price (or stock) on every row. */
export function setForAll(
  rows: readonly VariantRow[],
  field: 'price' | 'stockQuantity',
  value: string,
): VariantRow[] {
  return rows.map((row) => ({ ...row, [field]: value }));
}

type Converted = { value: number; error?: string };

function moneyFrom(text: string, notNumber: MessageKey, decimals: MessageKey): Converted {
  const trimmed = text.trim();
  const taka = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(taka)) return { value: Number.NaN, error: msg(notNumber) };
  if (/\.\d{3,}$/.test(trimmed)) return { value: Number.NaN, error: msg(decimals, { places: 2 }) };
  return { value: takaToPoisha(taka) };
}

export type VariantsResult =
  | { success: true; data: AdminVariantsOutput }
  | { success: false; errors: VariantErrors };

const ROW_FIELDS = new Set<string>([
  'sku',
  'price',
  'salePrice',
  'stockQuantity',
  'status',
  'swatch',
  'shadeFamily',
  'images',
]);

function placeIssue(errors: VariantErrors, issue: z.core.$ZodIssue) {
  const [list, index, field] = issue.path;
  if (list === 'variants' && typeof index === 'number') {
    const row = errors.rows[index] ?? {};
    errors.rows[index] = row;
    const name = typeof field === 'string' && ROW_FIELDS.has(field) ? field : 'values';
    row[name as VariantField] ??= issue.message;
  } else {
    errors.options ??= issue.message;
  }
}

/** One row's numbers (taka text → poisha), with what the form itself finds wrong. */
function convertRow(row: VariantRow) {
  const price = moneyFrom(
    row.price,
    'admin.productForm.error.priceNumber',
    'admin.productForm.error.priceDecimals',
  );
  const sale =
    row.salePrice.trim() === ''
      ? { value: null }
      : moneyFrom(
          row.salePrice,
          'admin.productForm.error.salePriceNumber',
          'admin.productForm.error.salePriceDecimals',
        );
  const stockText = row.stockQuantity.trim();
  const stock = stockText === '' ? Number.NaN : Number(stockText);
  const found: VariantRowErrors = {};
  if (price.error) found.price = price.error;
  if ('error' in sale && sale.error) found.salePrice = sale.error;
  if (!Number.isFinite(stock)) found.stockQuantity = msg('admin.productForm.error.stockNumber');
  const variant = {
    ...(row.id === undefined ? {} : { id: row.id }),
    sku: row.sku,
    options: row.values,
    price: price.value,
    salePrice: sale.value,
    stockQuantity: stock,
    status: row.status,
    swatch: row.swatch === '' ? null : row.swatch,
    shadeFamily: row.shadeFamily === '' ? null : row.shadeFamily,
    images: row.images,
  };
  return { variant, found };
}

/** The options and rows as the contract takes them, checked by the server's own schema. */
export function parseVariants(
  options: readonly OptionDraft[],
  rows: readonly VariantRow[],
): VariantsResult {
  const errors: VariantErrors = { rows: {} };
  const variants = rows.map((row, index) => {
    const { variant, found } = convertRow(row);
    if (Object.keys(found).length > 0) errors.rows[index] = found;
    return variant;
  });
  const parsed = adminVariantsInputSchema.safeParse({
    options: options.map((option) => ({ name: option.name })),
    variants,
  });
  if (!parsed.success) for (const issue of parsed.error.issues) placeIssue(errors, issue);
  if (!parsed.success || Object.keys(errors.rows).length > 0 || errors.options) {
    return { success: false, errors };
  }
  return { success: true, data: parsed.data };
}

/**
 * Where a server refusal belongs: 'variants.3.sku: …' names its row and field; 'SKU MAC-1 is
 * already used by …' (in either language) the row with that SKU. Null: show it above the form.
 */
export function placeServerError(
  text: string,
  rows: readonly VariantRow[],
): { row: number; field: VariantField } | null {
  const path = /^variants\.(\d+)\.(\w+)/.exec(text);
  if (path) {
    const field = ROW_FIELDS.has(path[2] ?? '') ? (path[2] as VariantField) : 'values';
    return { row: Number(path[1]), field };
  }
  const index = rows.findIndex(
    (row) =>
      row.sku.trim() !== '' &&
      new RegExp(`(?<![\\w.-])${escapeRegExp(row.sku.trim())}(?![\\w.-])`, 'i').test(text),
  );
  return index >= 0 ? { row: index, field: 'sku' } : null;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
