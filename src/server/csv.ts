/**
 * CSV the shop writes (RFC 4180): every cell quoted, and a cell a spreadsheet would run as a
 * formula (a leading = + - @) given a leading apostrophe, which the import takes off again.
 */

/** Excel reads a CSV as UTF-8 (Bangla intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

export const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell: null is empty, an object its JSON. */
export function csvCell(value: unknown): string {
  const text =
    value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole file: a title row, then a row per item, each line ending CRLF. */
export function csvTable<Row>(columns: [string, (row: Row) => unknown][], rows: Row[]): string {
  const lines = [
    columns.map(([title]) => csvCell(title)).join(','),
    ...rows.map((row) => columns.map(([, cell]) => csvCell(cell(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
