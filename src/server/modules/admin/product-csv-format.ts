/**
 * The catalogue's CSV (RFC 4180). A cell a spreadsheet would run as a formula gets a leading
 * apostrophe, as in the orders CSV, which the import takes off so a round trip keeps the text.
 */

import { csvCell } from '../../csv';

export {
  type CsvRecord,
  csvCell,
  parseCsv,
  takaText,
  UnclosedQuoteError,
  UTF8_BOM,
  undefused,
} from '../../csv';

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * 'velvet-matte-lipstick-12'. The import changes a product only when the handle matches both id
 * and name, so a handle typed for a new product never lands on an old one by its number alone.
 */
export function productHandle(id: number, name: string): string {
  const slug = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'product'}-${id}`;
}

/** The product id a handle names, if it ends in one; productHandle must still match. */
export function handleId(handle: string): number | null {
  const found = /-(\d{1,9})$/.exec(handle);
  return found ? Number(found[1]) : null;
}
