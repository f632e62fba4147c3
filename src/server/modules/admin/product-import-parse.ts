/** The import's first step: rows grouped by Handle into products; no database here. */
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_VARIANT_STATUSES } from '#shared/catalog';
import { msg } from '#shared/i18n/translator';
import {
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '#shared/schemas/admin-import';
import { SKIN_TYPES, type SkinType } from '#shared/skin';
import { type CsvRecord, undefused } from './product-csv-format';

export type ParsedVariant = {
  row: number;
  /** Blank is allowed for a product without options (its default SKU stays). */
  sku: string;
  values: string[];
  price: number | null;
  salePrice: number | null;
  stock: number | null;
  status: string;
  swatch: string | null;
  shadeFamily: string | null;
  images: string[];
};

export type ParsedProduct = {
  handle: string;
  firstRow: number;
  name: string;
  category: string;
  brand: string | null;
  description: string;
  status: string;
  featured: boolean;
  /** Null when the file has no Skin Types column: the product keeps its own. */
  skinTypes: SkinType[] | null;
  optionNames: string[];
  images: string[];
  variants: ParsedVariant[];
};

/** Reasons by spreadsheet row, in the order found. */
export class RowReasons {
  readonly byRow = new Map<number, string[]>();
  add(row: number, reason: string) {
    const list = this.byRow.get(row) ?? [];
    if (!list.includes(reason)) list.push(reason);
    this.byRow.set(row, list);
  }
  of(row: number): string[] {
    return this.byRow.get(row) ?? [];
  }
}

const REQUIRED: ProductCsvColumn[] = ['Handle', 'Name', 'SKU', 'Price (BDT)'];
const PRODUCT_COLUMNS: ProductCsvColumn[] = [
  'Name',
  'Category',
  'Brand',
  'Description',
  'Status',
  'Featured',
  'Skin Types',
  'Option1 Name',
  'Option2 Name',
  'Option3 Name',
  'Product Images',
];

/** 'Price (BDT)' and 'price' are the same column; so are 'Sale Price' and 'sale_price'. */
const columnKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(bdt\)|\(taka\)|\(৳\)/g, '')
    .replace(/[^a-z0-9]/g, '');

const BANGLA_DIGITS = /[০-৯]/g;
/** '৳1,200.50', '1 200', '১২০০' → '1200.50'. */
function plainNumber(text: string): string {
  return text
    .replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/৳|tk\.?|bdt/gi, '')
    .replace(/[,\s]/g, '');
}

type Cells = {
  row: number;
  get(column: ProductCsvColumn): string;
  /** Whether the file has the column at all. */
  has(column: ProductCsvColumn): boolean;
  reasons: RowReasons;
};

function poishaCell(cells: Cells, column: ProductCsvColumn): number | null {
  const raw = cells.get(column);
  if (raw === '') return null;
  const text = plainNumber(raw);
  const found = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!found) {
    cells.reasons.add(cells.row, msg('admin.import.cell.notNumber', { column, value: raw }));
    return null;
  }
  const [, sign = '', whole = '0', fraction = ''] = found;
  if (fraction.length > 2) {
    cells.reasons.add(cells.row, msg('admin.import.cell.tooManyDecimals', { column, value: raw }));
    return null;
  }
  const poisha = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -poisha : poisha;
}

function wholeCell(cells: Cells, column: ProductCsvColumn): number | null {
  const raw = cells.get(column);
  if (raw === '') return 0;
  const text = plainNumber(raw);
  if (/^-?\d+$/.test(text)) return Number(text);
  const key = /^-?\d*\.\d+$/.test(text) ? 'notWhole' : 'notNumber';
  cells.reasons.add(cells.row, msg(`admin.import.cell.${key}`, { column, value: raw }));
  return null;
}

function choiceCell(
  cells: Cells,
  column: ProductCsvColumn,
  allowed: readonly string[],
  fallback: string,
): string {
  const raw = cells.get(column);
  if (raw === '') return fallback;
  const value = raw.toLowerCase().replace(/[\s-]+/g, '_');
  if (allowed.includes(value)) return value;
  cells.reasons.add(
    cells.row,
    msg('admin.import.cell.unknown', { column, value: raw, allowed: allowed.join(', ') }),
  );
  return fallback;
}

function yesNoCell(cells: Cells, column: ProductCsvColumn): boolean {
  const raw = cells.get(column).toLowerCase();
  if (['', 'false', 'no', '0', 'n'].includes(raw)) return false;
  if (['true', 'yes', '1', 'y'].includes(raw)) return true;
  cells.reasons.add(cells.row, msg('admin.import.cell.notYesNo', { column, value: raw }));
  return false;
}

export const imageList = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** 'Oily; combination' → ['oily', 'combination'], in SKIN_TYPES' order, each once. */
function skinTypesCell(cells: Cells): SkinType[] {
  const column = 'Skin Types';
  const given = imageList(cells.get(column).replace(/,/g, ';')).map((item) => item.toLowerCase());
  for (const value of given) {
    if (!(SKIN_TYPES as readonly string[]).includes(value)) {
      const allowed = SKIN_TYPES.join(', ');
      cells.reasons.add(cells.row, msg('admin.import.cell.unknown', { column, value, allowed }));
    }
  }
  return SKIN_TYPES.filter((type) => given.includes(type));
}

function readVariant(cells: Cells): ParsedVariant {
  const shade = cells.get('Shade Family');
  if (cells.get('Price (BDT)') === '') {
    cells.reasons.add(cells.row, msg('admin.import.cell.required', { column: 'Price (BDT)' }));
  }
  return {
    row: cells.row,
    sku: cells.get('SKU'),
    values: [cells.get('Option1 Value'), cells.get('Option2 Value'), cells.get('Option3 Value')],
    price: poishaCell(cells, 'Price (BDT)'),
    salePrice: poishaCell(cells, 'Sale Price (BDT)'),
    stock: wholeCell(cells, 'Stock'),
    status: choiceCell(cells, 'Variant Status', PRODUCT_VARIANT_STATUSES, 'active'),
    swatch: cells.get('Swatch') || null,
    shadeFamily: shade ? shade.toLowerCase() : null,
    images: imageList(cells.get('Variant Images')),
  };
}

function readProduct(cells: Cells, handle: string): ParsedProduct {
  const names = (['Option1 Name', 'Option2 Name', 'Option3 Name'] as const).map(cells.get);
  const count = names.indexOf('');
  const optionNames = names.slice(0, count === -1 ? 3 : count);
  if (names.slice(optionNames.length).some(Boolean)) {
    cells.reasons.add(cells.row, msg('admin.import.option.gap'));
  }
  const category = cells.get('Category');
  if (category === '') {
    cells.reasons.add(cells.row, msg('admin.import.cell.required', { column: 'Category' }));
  }
  return {
    handle,
    firstRow: cells.row,
    name: cells.get('Name'),
    category: category ? choiceCell(cells, 'Category', PRODUCT_CATEGORIES, '') : '',
    brand: cells.get('Brand') || null,
    description: cells.get('Description'),
    status: choiceCell(cells, 'Status', PRODUCT_STATUSES, 'active'),
    featured: yesNoCell(cells, 'Featured'),
    skinTypes: cells.has('Skin Types') ? skinTypesCell(cells) : null,
    optionNames,
    images: imageList(cells.get('Product Images')),
    variants: [],
  };
}

/** A later row of a product may repeat its product fields, but not change them. */
function checkSameProduct(cells: Cells, first: Cells) {
  for (const column of PRODUCT_COLUMNS) {
    const value = cells.get(column);
    if (value !== '' && value !== first.get(column)) {
      cells.reasons.add(cells.row, msg('admin.import.row.differs', { column, row: first.row }));
    }
  }
}

function checkOptionValues(product: ParsedProduct, variant: ParsedVariant, reasons: RowReasons) {
  const count = product.optionNames.length;
  variant.values.forEach((value, index) => {
    if (index >= count && value !== '') {
      reasons.add(
        variant.row,
        msg('admin.import.row.valueWithoutOption', { column: `Option${index + 1} Value` }),
      );
    }
  });
  variant.values = variant.values.slice(0, count);
  if (count === 0 && product.variants.length > 0) {
    reasons.add(variant.row, msg('admin.import.row.oneWithoutOptions', { row: product.firstRow }));
  }
  if (count > 0 && variant.sku === '') reasons.add(variant.row, msg('admin.import.sku.required'));
}

export type ParsedImport = {
  problems: string[];
  products: ParsedProduct[];
  reasons: RowReasons;
  rowCount: number;
};

export function readImport(records: CsvRecord[]): ParsedImport {
  const reasons = new RowReasons();
  const [header, ...rows] = records;
  if (!header || rows.length === 0) {
    return { problems: [msg('admin.import.file.empty')], products: [], reasons, rowCount: 0 };
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    const problem = msg('admin.import.file.tooManyRows', { max: MAX_IMPORT_ROWS });
    return { problems: [problem], products: [], reasons, rowCount: rows.length };
  }
  const position = new Map<string, number>();
  header.cells.forEach((name, index) => {
    const key = columnKey(name);
    if (!position.has(key)) position.set(key, index);
  });
  const missing = REQUIRED.filter((column) => !position.has(columnKey(column)));
  if (missing.length > 0) {
    const problems = missing.map((column) => msg('admin.import.file.missingColumn', { column }));
    return { problems, products: [], reasons, rowCount: rows.length };
  }
  const indexOf = new Map(
    PRODUCT_CSV_COLUMNS.map((column) => [column, position.get(columnKey(column))]),
  );
  const byHandle = new Map<string, { product: ParsedProduct; first: Cells }>();
  for (const record of rows) {
    const cells: Cells = {
      row: record.row,
      reasons,
      get: (column) => {
        const index = indexOf.get(column);
        return index === undefined ? '' : undefused((record.cells[index] ?? '').trim());
      },
      has: (column) => indexOf.get(column) !== undefined,
    };
    const handle = cells.get('Handle');
    if (handle === '') {
      reasons.add(record.row, msg('admin.import.handle.required'));
      continue;
    }
    let entry = byHandle.get(handle);
    if (entry) checkSameProduct(cells, entry.first);
    else {
      entry = { product: readProduct(cells, handle), first: cells };
      byHandle.set(handle, entry);
    }
    const variant = readVariant(cells);
    checkOptionValues(entry.product, variant, reasons);
    entry.product.variants.push(variant);
  }
  return {
    problems: [],
    products: [...byHandle.values()].map(({ product }) => product),
    reasons,
    rowCount: rows.length,
  };
}
