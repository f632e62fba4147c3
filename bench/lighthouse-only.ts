/**
 * `npm run bench:lighthouse`: the Lighthouse part of the bench alone, on the embedded database
 * (no PostgreSQL needed), against the built server. Prints the table and writes
 * bench/results/lighthouse.json plus one full Lighthouse report per page × throttling profile.
 * LIGHTHOUSE_RUNS=n changes the number of runs per cell (default 5).
 */
import { cpus, loadavg } from 'node:os';
import { startShop } from '../e2e/support/server';
import { formatLighthouse, measureLighthouse } from './lighthouse';
import { writeResults } from './report';
import { buildIfStale } from './servers';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error('LIGHTHOUSE_RUNS must be a whole number ≥ 1');

await buildIfStale();
const shop = await startShop();
try {
  const started = Date.now();
  const loadBefore = loadavg()[0];
  const rows = await measureLighthouse(shop.baseUrl, { runs, reportDir: 'bench/results' });
  const seconds = Math.round((Date.now() - started) / 1000);
  writeResults(
    'lighthouse.json',
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        runs,
        seconds,
        // Other work on the machine slows what simulated throttling multiplies: kept with the figures.
        loadAverage: { before: loadBefore, after: loadavg()[0], cpus: cpus().length },
        rows,
      },
      null,
      2,
    ),
  );
  console.log(formatLighthouse(rows));
  console.log(
    `\n${rows.length * runs} Lighthouse runs in ${seconds} s; load average ${loadBefore?.toFixed(1)} → ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs.`,
  );
  console.log(
    'Written: bench/results/lighthouse.json, bench/results/lighthouse-<page>-<profile>.json',
  );
} finally {
  await shop.stop();
}
