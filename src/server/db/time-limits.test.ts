import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import { createDatabase } from '../test/postgres-database';
import { type DatabaseHandle, openDatabase } from './client';
import { isDatabaseUnavailable } from './unavailable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const limits = { connectTimeoutMs: 200, statementTimeoutMs: 300 };

describe('the embedded database', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('refuses work that waited too long for it, and never runs that work later', async () => {
    handle = await openDatabase({ limits });
    const { db } = handle;
    await db.execute(sql`CREATE TABLE marks (note text)`);
    // A transaction that holds the one connection well past the wait limit.
    const long = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO marks VALUES ('long')`);
      await sleep(600);
    });
    await sleep(20);
    const started = performance.now();
    const waiting = db.execute(sql`INSERT INTO marks VALUES ('late')`);
    const refusal = await waiting.catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refusal)).toBe(true);
    expect(performance.now() - started).toBeLessThan(450);
    await long;
    const { rows } = await db.execute<{ note: string }>(sql`SELECT note FROM marks`);
    expect(rows.map((row) => row.note)).toEqual(['long']);
  });
});

const serverUrl = testDatabaseUrl();

describe.runIf(serverUrl)('PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('cuts a statement at the limit and keeps serving on the same pool', async () => {
    const database = await createDatabase(serverUrl ?? '', { label: 'limits' });
    const handle = await openDatabase({ url: database.url, limits });
    drops.push(async () => {
      await handle.close();
      await database.drop();
    });
    const started = performance.now();
    const cut = await handle.db.execute(sql`SELECT pg_sleep(3)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(cut)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1500);
    // Inside a transaction too: the pool's connection is given back whole, outside any transaction.
    const inTransaction = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_sleep(3)`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(inTransaction)).toBe(true);
    const { rows } = await handle.db.execute<{ fresh: boolean }>(
      sql`SELECT now() = statement_timestamp() AS fresh`,
    );
    expect(rows[0]?.fresh).toBe(true);
  });

  it('turns a wait for a connection beyond the limit into an unavailable error', async () => {
    const database = await createDatabase(serverUrl ?? '', { label: 'limitwait' });
    // Twenty connections busy with statements just under the limit, then one more asks.
    const handle = await openDatabase({
      url: database.url,
      limits: { connectTimeoutMs: 200, statementTimeoutMs: 2000 },
    });
    drops.push(async () => {
      await handle.close();
      await database.drop();
    });
    // Drizzle sends a statement when it is awaited: each is started here.
    const busy = Array.from({ length: 20 }, async () => handle.db.execute(sql`SELECT pg_sleep(1)`));
    await sleep(100);
    const waiting = await handle.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(waiting)).toBe(true);
    await Promise.all(busy);
  });
});
