/**
 * The catalogue as a spreadsheet: one row per variant, UTF-8 with BOM. The check is a dry run; an
 * import writes nothing if a row is refused (422), else streams NDJSON progress lines, then one
 * done line (or failed: nothing written). Reasons and problems are `msg()` keys.
 */
import { z } from 'zod';

/** The columns, in the order the export writes them; the import finds them by name, any case. */
export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Name',
  'Category',
  'Brand',
  'Description',
  'Status',
  'Featured',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'SKU',
  'Price (BDT)',
  'Sale Price (BDT)',
  'Stock',
  'Variant Status',
  'Swatch',
  'Shade Family',
  'Product Images',
  'Variant Images',
  // 'oily; combination'. Last, so sheets read by position keep theirs; a file without it keeps
  // the products' own.
  'Skin Types',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const MAX_IMPORT_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ZIP_BYTES = 100 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export const IMPORT_ROW_ACTIONS = ['create', 'change', 'unchanged', 'refuse'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

export const productImportRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  handle: z.string(),
  name: z.string(),
  sku: z.string(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  reasons: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportReportSchema = z.object({
  /** True when no row is refused and the file itself is readable: Apply may go ahead. */
  ok: z.boolean(),
  problems: z.array(z.string()),
  summary: z.object({
    rows: z.number().int(),
    refused: z.number().int(),
    productsCreated: z.number().int(),
    productsChanged: z.number().int(),
    productsUnchanged: z.number().int(),
    variantsCreated: z.number().int(),
    variantsChanged: z.number().int(),
    /** Variants a product had that the file no longer lists: deleted, or archived when ordered. */
    variantsRemoved: z.number().int(),
    images: z.number().int(),
  }),
  rows: z.array(productImportRowSchema),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;

export const productImportProgressSchema = z.object({
  type: z.literal('progress'),
  phase: z.enum(['images', 'rows']),
  done: z.number().int(),
  total: z.number().int(),
});
export const productImportDoneSchema = z.object({
  type: z.literal('done'),
  report: productImportReportSchema,
});
export const productImportFailedSchema = z.object({
  type: z.literal('failed'),
  message: z.string(),
  /** Rows whose pictures could not be fetched or read, with the reasons. */
  rows: z.array(productImportRowSchema),
});
export const productImportLineSchema = z.discriminatedUnion('type', [
  productImportProgressSchema,
  productImportDoneSchema,
  productImportFailedSchema,
]);
export type ProductImportLine = z.infer<typeof productImportLineSchema>;
