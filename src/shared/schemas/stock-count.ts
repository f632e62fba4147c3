/**
 * Counting the stock against a sheet: the preview writes nothing. A line the shop cannot place
 * (unknown SKU or batch, not a whole number, a batch counted twice) is a 400 naming its line, and
 * nothing is written.
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog';
import { msg } from '../i18n/translator';

/** A counted figure above this is a typo, not a shelf. */
export const COUNT_MAX = 100_000;
/** The sheet as text: about 10,000 rows, far more than the shop's batches. */
export const COUNT_CSV_MAX_CHARS = 1_000_000;

/** The sheet's columns, in its order; an upload needs SKU, Batch and Counted, by name. */
export const COUNT_SHEET_COLUMNS = [
  'Product',
  'Variant',
  'SKU',
  'Batch',
  'Expires',
  'Expected',
  'Counted',
] as const;

const category = z.enum(PRODUCT_CATEGORIES, { error: msg('validation.stockCount.category') });

export const stockCountSheetQuerySchema = z.strictObject({ category: category.optional() });
export type StockCountSheetQuery = z.infer<typeof stockCountSheetQuerySchema>;

export const stockCountInputSchema = z.strictObject({
  /** The category the sheet was made for; a line of another category is refused. Null: all. */
  category: category.nullable().default(null),
  csv: z
    .string({ error: msg('validation.stockCount.csv') })
    .min(1, msg('validation.stockCount.csv'))
    .max(COUNT_CSV_MAX_CHARS, msg('validation.stockCount.tooLarge')),
});
export type StockCountInput = z.input<typeof stockCountInputSchema>;

export const stockCountLineSchema = z.object({
  /** The line of the sheet as a spreadsheet numbers it (the header is line 1). */
  line: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  product: z.string(),
  title: z.string().nullable(),
  /** Null when the units go to a new undated batch (the variant had none). */
  batchId: z.number().int().nullable(),
  /** As the sheet writes it: the batch's code, else "#id"; empty for the undated stock. */
  batch: z.string(),
  expected: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
  /** Poisha per unit: the batch's cost, else the variant's; null when neither is known. */
  unitCost: z.number().int().nullable(),
  value: z.number().int().nullable(),
});
export type StockCountLine = z.infer<typeof stockCountLineSchema>;

export const stockCountPreviewSchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES).nullable(),
  linesCounted: z.number().int(),
  differences: z.array(stockCountLineSchema),
  /** Units gained (plus) or lost (minus), and their value at cost in poisha. */
  units: z.number().int(),
  value: z.number().int(),
  /** Differences without a known cost, left out of `value`. */
  unvalued: z.number().int(),
});
export type StockCountPreview = z.infer<typeof stockCountPreviewSchema>;

export const stockCountAppliedSchema = stockCountPreviewSchema.extend({
  id: z.number().int(),
  at: z.string(),
});
export type StockCountApplied = z.infer<typeof stockCountAppliedSchema>;
