import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
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
