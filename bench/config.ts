/** The bench's settings, all optional: the defaults are the ones the catalogue's aims name. */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** What `npm run bench` measures, in order; BENCH_PARTS=api,lighthouse runs some of them. */
export const BENCH_PARTS = [
  'api',
  'shoppers',
  'pages',
  'lighthouse',
  'feeds',
  'reports',
  'crash',
] as const;

function chosenParts(): (typeof BENCH_PARTS)[number][] {
  const asked = process.env.BENCH_PARTS?.split(',').map((part) => part.trim());
  if (!asked) return [...BENCH_PARTS];
  const unknown = asked.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PARTS: unknown ${unknown.join(', ')}; choose from ${BENCH_PARTS.join(', ')}`,
    );
  }
  return BENCH_PARTS.filter((part) => asked.includes(part));
}

export const benchConfig = {
  /** An admin connection: the bench creates, and drops, its own database next to it. */
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
  seconds: number('BENCH_SECONDS', 10),
  warmUpSeconds: number('BENCH_WARMUP_SECONDS', 2),
  connections: number('BENCH_CONNECTIONS', 10),
  smallCatalogue: 10_000,
  largeCatalogue: 100_000,
  /** BENCH_MILLION=0 leaves out the 1,000,000-product stage (about 11 minutes to load). */
  millionCatalogue: process.env.BENCH_MILLION === '0' ? 0 : 1_000_000,
  /** Products (one variant each) the catalogue feeds are built from, in a database of their own. */
  feedCatalogue: number(
    'BENCH_FEED_PRODUCTS',
    process.env.BENCH_MILLION === '0' ? 100_000 : 1_000_000,
  ),
  /** Orders the reports are timed over, in a database of their own. */
  reportOrders: number(
    'BENCH_REPORT_ORDERS',
    process.env.BENCH_MILLION === '0' ? 100_000 : 1_000_000,
  ),
  parts: chosenParts(),
};
