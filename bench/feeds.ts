/**
 * The catalogue feeds at scale (issue 39): a database of its own filled with BENCH_FEED_PRODUCTS
 * products (one variant each, a picture each) plus the bench's 12 shades, the built shop on it,
 * and each feed fetched twice: the first fetch builds it, the second is served from the file. The
 * server's peak memory comes from /proc (VmHWM, reset through clear_refs before each build), so
 * it is the whole process's, not a guess from inside.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createBenchDatabase, dropBenchDatabase } from './database';
import { loadProducts } from './load-products';
import { startShop } from './servers';
import { addBenchVariants } from './variant-products';

export type FeedFigures = {
  feed: string;
  variants: number;
  rows: number;
  megabytes: number;
  buildSeconds: number;
  cachedSeconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
};

/** Linux only; the bench machines are. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The whole answer read and dropped, its lines counted: a row or an item is one line (the feeds
 * write text on one line each), and a line end is one byte, never split between two chunks.
 */
async function fetchFeed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, lines };
}

/**
 * A second server builds the feeds again with its JavaScript heap capped far below a feed's size
 * (at 1,000,000 variants the CSV alone is about 400 MB): it can only finish by streaming.
 */
const HEAP_CAP_MB = 128;

async function buildOnFreshShop(
  databaseUrl: string,
  variants: number,
  heapCap: number | null,
  log: (message: string) => void,
): Promise<FeedFigures[]> {
  const shop = await startShop(databaseUrl, {
    CATALOG_CACHE_SECONDS: '0',
    ...(heapCap ? { NODE_OPTIONS: `--max-old-space-size=${heapCap}` } : {}),
  });
  try {
    const figures: FeedFigures[] = [];
    for (const feed of ['meta.csv', 'google.xml']) {
      const url = `${shop.url}/feeds/${feed}`;
      // Resets the peak to what the process holds now (Linux ≥ 4.0).
      writeFileSync(`/proc/${shop.pid}/clear_refs`, '5');
      const rssBeforeMb = memoryMb(shop.pid, 'VmRSS');
      log(`feeds: building ${feed}${heapCap ? ` with the heap capped at ${heapCap} MB` : ''}…`);
      const built = await fetchFeed(url);
      const peakRssMb = memoryMb(shop.pid, 'VmHWM');
      const cached = await fetchFeed(url);
      figures.push({
        feed: heapCap ? `${feed} (heap capped at ${heapCap} MB)` : feed,
        variants,
        // The CSV's header line; the XML's 6 lines of channel before its items and 2 after.
        rows: built.lines - (feed.endsWith('.csv') ? 1 : 8),
        megabytes: Math.round(built.bytes / 1024 / 102.4) / 10,
        buildSeconds: built.seconds,
        cachedSeconds: cached.seconds,
        rssBeforeMb,
        peakRssMb,
      });
    }
    return figures;
  } finally {
    await shop.stop();
  }
}

export async function measureFeeds(
  adminUrl: string,
  total: number,
  log: (message: string) => void,
): Promise<FeedFigures[]> {
  const database = await createBenchDatabase(adminUrl, '_feeds');
  try {
    const started = Date.now();
    await loadProducts(database.handle.db, total, { pictures: true });
    await addBenchVariants(database.handle.db);
    await database.handle.db.execute(sql`VACUUM ANALYZE`);
    const [counted] = (
      await database.handle.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM product_variants`,
      )
    ).rows;
    const variants = counted?.n ?? 0;
    log(`feeds: ${total} products (${variants} variants) loaded in ${Date.now() - started} ms`);
    const figures: FeedFigures[] = [];
    for (const heapCap of [null, HEAP_CAP_MB]) {
      figures.push(...(await buildOnFreshShop(database.url, variants, heapCap, log)));
    }
    return figures;
  } finally {
    await database.handle.close().catch(() => {});
    await dropBenchDatabase(adminUrl, database.name);
  }
}

export function formatFeeds(figures: FeedFigures[]): string {
  const lines = figures.map(
    (row) =>
      `| ${row.feed} | ${row.variants.toLocaleString('en')} | ${row.rows.toLocaleString('en')} | ` +
      `${row.megabytes} | ${row.buildSeconds.toFixed(1)} | ${row.cachedSeconds.toFixed(1)} | ` +
      `${row.rssBeforeMb} | ${row.peakRssMb} |`,
  );
  return [
    '| feed | variants | rows | MB | first fetch (build) s | cached fetch s | server RSS before MB | server peak RSS MB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}
