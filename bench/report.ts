/** The printed table and bench/results/latest.json: the same rows, for people and for tools. */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Figures } from './measure';
import type { Aim } from './scenarios';

export type Row = Figures & {
  scenario: string;
  productsLoaded: number | null;
  ceilingRatio: number | null;
  /** Statements sent to PostgreSQL per request, each one a round trip (null where not counted). */
  statementsPerRequest: number | null;
  aim: string;
  verdict: 'PASS' | 'MISS' | 'ERROR' | '';
};

export function verdictFor(figures: Figures, ratio: number | null, aim: Aim): Row['verdict'] {
  if (figures.failures > 0) return 'ERROR';
  if (
    aim.minCeilingRatio === undefined &&
    aim.maxP99Ms === undefined &&
    aim.minReqPerSec === undefined
  )
    return '';
  // Timeouts are requests slower than any aim, even when the rest were quick.
  if (figures.timeouts > 0 || figures.p99Ms === null) return 'MISS';
  const ratioOk = aim.minCeilingRatio === undefined || (ratio ?? 0) >= aim.minCeilingRatio;
  const rateOk = aim.minReqPerSec === undefined || figures.reqPerSec >= aim.minReqPerSec;
  const p99Ok = aim.maxP99Ms === undefined || figures.p99Ms <= aim.maxP99Ms;
  return ratioOk && rateOk && p99Ok ? 'PASS' : 'MISS';
}

function verdictText(row: Row): string {
  if (row.requests === 0 && row.verdict === 'MISS') return 'MISS (no answer within the run)';
  return row.timeouts > 0 ? `${row.verdict} (${row.timeouts} timeouts)` : row.verdict;
}

export function formatTable(rows: Row[]): string {
  const header = [
    'scenario',
    'products',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs ceiling',
    'SQL/req',
    'aim',
    '',
  ];
  const body = rows.map((row) => [
    row.scenario,
    row.productsLoaded === null ? '-' : row.productsLoaded.toLocaleString('en-US'),
    Math.round(row.reqPerSec).toLocaleString('en-US'),
    row.p50Ms === null ? '-' : String(row.p50Ms),
    row.p99Ms === null ? '-' : String(row.p99Ms),
    row.ceilingRatio === null ? '-' : `${(row.ceilingRatio * 100).toFixed(1)} %`,
    row.statementsPerRequest === null ? '-' : row.statementsPerRequest.toFixed(1),
    row.aim,
    verdictText(row),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...body].map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)]
    .join('\n')
    .replace(/ +$/gm, '');
}

export function writeResults(file: string, content: string): void {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${file}`, content);
}

export function resultsJson(
  rows: Row[],
  settings: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): string {
  return `${JSON.stringify({ date: new Date().toISOString(), settings, rows, ...extra }, null, 2)}\n`;
}
