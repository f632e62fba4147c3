/**
 * The time limits on PostgreSQL (src/server/db/time-limits.ts), on a real server: a statement cut
 * at its limit, a wait for a connection cut at its, and a pool that keeps all its connections
 * through a frozen database (a failed BEGIN gives its client back). Needs a real PostgreSQL:
 * TEST_DATABASE_URL's, or a private one from the installed programs (tests/support/private-postgres).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable';
import { type TestPostgres, testPostgres } from '../support/private-postgres';
import { startTcpProxy } from '../support/tcp-proxy';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await testPostgres('limits');
}, 120_000);
afterAll(() => postgres?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Twenty statements holding the pool's twenty connections, started a few ms apart: PostgreSQL
 * starts a connection's process one at a time, and on a slow 2-core machine twenty asked for at
 * once took up to 420 ms, past the connect limits under test.
 */
const POOL_SIZE = 20;
const staggered = (staggerMs: number, work: () => Promise<unknown>) =>
  Array.from({ length: POOL_SIZE }, async (_, index) => {
    await sleep(index * staggerMs);
    return work();
  });
const holdEveryConnection = (db: Database, seconds: number, staggerMs: number) =>
  staggered(staggerMs, () => db.execute(sql`SELECT pg_sleep(${seconds})`));
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe('PostgreSQL time limits', () => {
  it('cut a statement at the limit, and the pool keeps serving outside any transaction', async () => {
    const limits = { connectTimeoutMs: 200, statementTimeoutMs: 300 };
    const handle = await openDatabase({ url: postgres.url, limits });
    try {
      const started = performance.now();
      const cut = await failureOf(handle.db.execute(sql`SELECT pg_sleep(3)`));
      expect(isDatabaseUnavailable(cut)).toBe(true);
      expect(performance.now() - started).toBeLessThan(1500);
      const inTransaction = await failureOf(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_sleep(3)`);
        }),
      );
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
      const { rows } = await handle.db.execute<{ fresh: boolean }>(
        sql`SELECT now() = statement_timestamp() AS fresh`,
      );
      expect(rows[0]?.fresh).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('cut a wait for a connection at the limit', async () => {
    const limits = { connectTimeoutMs: 200, statementTimeoutMs: 2000 };
    const handle = await openDatabase({ url: postgres.url, limits });
    try {
      // Drizzle sends a statement when it is awaited: each is started here.
      const busy = holdEveryConnection(handle.db, 1.5, 30);
      await sleep(POOL_SIZE * 30 + 100);
      const waiting = await failureOf(handle.db.execute(sql`SELECT 1`));
      expect(isDatabaseUnavailable(waiting)).toBe(true);
      await Promise.all(busy);
    } finally {
      await handle.close();
    }
  });

  it('keep every connection of the pool through a frozen database', async () => {
    const proxy = await startTcpProxy({ host: postgres.host, port: postgres.port });
    const proxied = new URL(postgres.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const limits = { connectTimeoutMs: 1000, statementTimeoutMs: 300 };
    const handle = await openDatabase({ url: proxied.toString(), limits });
    try {
      // Twenty connections open, then the database freezes under more transactions than that.
      await Promise.all(holdEveryConnection(handle.db, 0.25, 10));
      proxy.freeze();
      const during = await Promise.all(
        Array.from({ length: 30 }, () =>
          failureOf(handle.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))),
        ),
      );
      expect(during.every(isDatabaseUnavailable)).toBe(true);
      await proxy.pass();
      // Back: twenty transactions at once find twenty connections, none lost to the outage (a lost
      // one would leave a transaction waiting past the limit). The failed BEGINs closed their
      // connections, so these open new ones, a few ms apart as above.
      const after = await Promise.all(
        staggered(10, () =>
          failureOf(handle.db.transaction(async (tx) => tx.execute(sql`SELECT pg_sleep(0.25)`))),
        ),
      );
      expect(after).toEqual(Array(POOL_SIZE).fill(null));
    } finally {
      const closing = performance.now();
      await handle.close();
      expect(performance.now() - closing).toBeLessThan(3000);
      await proxy.close();
    }
  }, 60_000);
});
