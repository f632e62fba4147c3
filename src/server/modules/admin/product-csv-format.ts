/**
 * The catalogue's CSV (RFC 4180). A cell a spreadsheet would run as a formula gets a leading
 * apostrophe, as in the orders CSV, which the import takes off so a round trip keeps the text.
 */

import { csvCell, FORMULA_START, UTF8_BOM } from '../../csv';

export { csvCell, UTF8_BOM } from '../../csv';

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The cell as typed before the export defused it. */
export function undefused(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export class UnclosedQuoteError extends Error {
  constructor(readonly record: number) {
    super(`unclosed quote in record ${record}`);
  }
}

/** One line of the sheet: its row number as a spreadsheet shows it (the header is row 1). */
export type CsvRecord = { row: number; cells: string[] };

/** Comma or semicolon separated, as the header line uses: some spreadsheets write semicolons. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const reader = new CsvReader(text, separator);
  while (reader.more()) reader.step();
  // Blank lines (a trailing one, or rows a spreadsheet left empty) are skipped but counted, so
  // row numbers stay those the spreadsheet shows.
  return reader
    .finish()
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => cells.some((value) => value.trim() !== ''));
}

class CsvReader {
  private readonly records: string[][] = [];
  private record: string[] = [];
  private cell = '';
  private quoted = false;
  private quoteStart = 0;
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly separator: string,
  ) {}

  more(): boolean {
    return this.i < this.text.length;
  }

  step() {
    const char = this.text[this.i] ?? '';
    this.i += 1;
    if (this.quoted) this.inQuotes(char);
    else if (char === '"' && this.cell === '') {
      this.quoted = true;
      this.quoteStart = this.records.length;
    } else if (char === this.separator) this.endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && this.text[this.i] === '\n') this.i += 1;
      this.endRecord();
    } else this.cell += char;
  }

  private inQuotes(char: string) {
    if (char !== '"') this.cell += char;
    else if (this.text[this.i] === '"') {
      this.cell += '"';
      this.i += 1;
    } else this.quoted = false;
  }

  private endCell() {
    this.record.push(this.cell);
    this.cell = '';
  }

  private endRecord() {
    this.endCell();
    this.records.push(this.record);
    this.record = [];
  }

  finish(): string[][] {
    if (this.quoted) throw new UnclosedQuoteError(this.quoteStart + 1);
    if (this.cell !== '' || this.record.length > 0) this.endRecord();
    return this.records;
  }
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

/** Taka with two decimals (1200.00): what a spreadsheet reads as a number. */
export function takaText(poisha: number): string {
  return (poisha / 100).toFixed(2);
}
