/**
 * CSV the shop writes (RFC 4180), every cell quoted and a would-be formula (a leading = + - @)
 * given an apostrophe the import takes off again; and the reader of sheets an owner sends back.
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

/** Poisha as taka with two decimals, as spreadsheets read money. */
export function takaText(poisha: number): string {
  return (poisha / 100).toFixed(2);
}

export function csvTable<Row>(columns: [string, (row: Row) => unknown][], rows: Row[]): string {
  const lines = [
    columns.map(([title]) => csvCell(title)).join(','),
    ...rows.map((row) => columns.map(([, cell]) => csvCell(cell(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
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
  // Blank lines are skipped but counted, so row numbers stay those the spreadsheet shows.
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
