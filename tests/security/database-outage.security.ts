/**
 * The database goes away under load and comes back (issues 23 and 26). A real server process talks
 * to PostgreSQL through a TCP proxy (tests/support/tcp-proxy.ts) while shoppers check out and a
 * reader loads a product page; the proxy refuses connections for OUTAGE_SECONDS (10), passes again,
 * then freezes every connection for as long (a stopped database process), and passes again.
 * Counted: no acknowledged order missing or changed; every answer a success or a 503 with
 * Retry-After (never a 404 product page, never a 500); no request longer than the time limits
 * allow; the first order placed within 5 s of the database's return.
 *
 * PostgreSQL is TEST_DATABASE_URL's, or a private one started from the machine's PostgreSQL
 * programs: the embedded database lives inside the server process and cannot be cut off from it
 * (its own outages, closed and busy, are in src/server/outage.test.ts and db/time-limits.test.ts).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findInconsistencies, readBaseline } from '../support/crash-checks';
import { newShopper } from '../support/http-shopper';
import { type Answer, startOutageLoad } from '../support/outage-load';
import { type TestPostgres, testPostgres } from '../support/private-postgres';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 10) * 1000;
/** The server's DB_CONNECT_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS. */
const LIMIT_MS = 2000;
/** One wait for a connection, one statement, a second for everything else. */
const LONGEST_REQUEST_MS = 2 * LIMIT_MS + 1000;
const RECOVERY_AIM_MS = 5000;
const ORIGIN = 'http://shop.test';

let postgres: TestPostgres;
let proxy: TcpProxy;
let server: ServerProcess;
let client: pg.Client;

beforeAll(async () => {
  postgres = await testPostgres('outage');
  proxy = await startTcpProxy({ host: postgres.host, port: postgres.port });
  const proxied = new URL(postgres.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  server = await startServerProcess({
    env: {
      DATABASE_URL: proxied.toString(),
      PUBLIC_URL: ORIGIN,
      DB_CONNECT_TIMEOUT_MS: String(LIMIT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(LIMIT_MS),
    },
    runFrom: 'bundle',
    startTimeoutMs: 180_000,
  });
  client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await client?.end();
  await proxy?.close();
  await postgres?.stop();
}, 120_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plenty of stock on a few products, so no order fails for want of it. */
async function productsInPlay(): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE products SET stock_quantity = 1000000
      WHERE id IN (SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT 6)
      RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/** From the database's return to the first order acknowledged after it. */
async function recoveryMs(acknowledgedSoFar: () => number, back: number): Promise<number> {
  const before = acknowledgedSoFar();
  while (acknowledgedSoFar() === before && performance.now() - back < 30_000) await pause(20);
  return performance.now() - back;
}

/** /healthz in the middle of an outage: within a second, naming the database's state. */
async function health(): Promise<{ ms: number; status: number; database: unknown }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/healthz`);
  const body = (await response.json()) as { database?: unknown };
  return { ms: performance.now() - started, status: response.status, database: body.database };
}

function outageFigures(answers: Answer[], from: number, to: number) {
  const during = answers.filter((answer) => answer.at >= from && answer.at < to);
  return {
    answers: during.length,
    unavailable: during.filter((answer) => answer.status === 503).length,
    longestMs: Math.round(Math.max(0, ...during.map((answer) => answer.ms))),
  };
}

it(`keeps every acknowledged order and answers only 503s through a refused and a frozen database`, async () => {
  const productIds = await productsInPlay();
  const baseline = await readBaseline(client);
  const shoppers = [];
  for (let index = 0; index < 4; index += 1) shoppers.push(await newShopper(ORIGIN, server));
  const load = startOutageLoad({ serverUrl: server.url, origin: ORIGIN, shoppers, productIds });
  const acknowledged = () => load.acknowledged.length;

  /** Normal shopping, then the outage `begin` starts, then the database back. */
  async function outage(begin: () => unknown) {
    await pause(2000);
    const from = performance.now();
    await begin();
    await pause(OUTAGE_MS / 2);
    const healthMeanwhile = await health();
    await pause(OUTAGE_MS / 2);
    await proxy.pass();
    const back = performance.now();
    return { figures: outageFigures(load.answers, from, back), healthMeanwhile, back };
  }
  const refused = await outage(() => proxy.refuse());
  const afterRefusal = await recoveryMs(acknowledged, refused.back);
  const frozen = await outage(() => proxy.freeze());
  const afterFreeze = await recoveryMs(acknowledged, frozen.back);
  await pause(2000);
  await load.stop();

  const found = await findInconsistencies(
    client,
    baseline,
    load.acknowledged,
    shoppers.map((shopper) => shopper.userId),
    { settled: true },
  );
  const wrong = load.answers.filter(
    (answer) =>
      ![200, 201, 503].includes(answer.status) || (answer.status === 503 && !answer.retryAfter),
  );
  const slow = load.answers.filter((answer) => answer.ms > LONGEST_REQUEST_MS);
  console.warn(
    `database outage: ${JSON.stringify({
      ordersAcknowledged: load.acknowledged.length,
      answers: load.answers.length,
      refused: { ...refused.figures, recoveryMs: Math.round(afterRefusal) },
      frozen: { ...frozen.figures, recoveryMs: Math.round(afterFreeze) },
    })}`,
  );

  expect(load.problems).toEqual([]);
  expect(found).toEqual([]);
  expect(wrong.map(({ what, status }) => `${what}: ${status}`)).toEqual([]);
  expect(slow.map(({ what, ms }) => `${what}: ${Math.round(ms)} ms`)).toEqual([]);
  // The outages were met: shoppers were told 503 in both, and orders went on around them.
  expect(refused.figures.unavailable).toBeGreaterThan(0);
  expect(frozen.figures.unavailable).toBeGreaterThan(0);
  expect(load.acknowledged.length).toBeGreaterThan(10);
  expect(refused.healthMeanwhile).toMatchObject({ status: 503, database: 'unreachable' });
  expect(frozen.healthMeanwhile).toMatchObject({ status: 503, database: 'not answering' });
  expect(Math.max(refused.healthMeanwhile.ms, frozen.healthMeanwhile.ms)).toBeLessThan(1000);
  expect(afterRefusal).toBeLessThan(RECOVERY_AIM_MS);
  expect(afterFreeze).toBeLessThan(RECOVERY_AIM_MS);
}, 300_000);
