/**
 * Prepared statements on PostgreSQL (src/server/db/prepared-statements.ts, docs/decisions/028),
 * on a real server: each statement with parameters is prepared once per connection and reused,
 * texts without parameters run as before, a connection never keeps more than its cap, and a
 * statement that fails leaves its connection able to run it again. Needs a real PostgreSQL:
 * TEST_DATABASE_URL's, or a private one from the installed programs (tests/support/private-postgres).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import {
  MAX_PREPARED_PER_CONNECTION,
  PLAN_EACH_RUN,
} from '../../src/server/db/prepared-statements';
import { searchActiveProducts } from '../../src/server/modules/catalog/search-list';
import { suggest } from '../../src/server/modules/catalog/suggestions';
import { searchQueryFrom } from '../../src/server/test/fixtures/search';
import { type TestPostgres, testPostgres } from '../support/private-postgres';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await testPostgres('prepared');
}, 120_000);
afterAll(() => postgres?.stop());

type Tx = Parameters<
  Parameters<Awaited<ReturnType<typeof openDatabase>>['db']['transaction']>[0]
>[0];

/** This connection's prepared statements: a transaction keeps one connection. */
async function preparedOf(tx: Tx, statement?: string) {
  const found = await tx.execute<{ name: string; statement: string }>(
    sql`SELECT name, statement FROM pg_prepared_statements`,
  );
  return found.rows.filter((row) => statement === undefined || row.statement === statement);
}

describe.each([
  ['without time limits', undefined],
  ['with time limits', { connectTimeoutMs: 2000, statementTimeoutMs: 5000 }],
])('prepared statements (%s)', (_label, limits) => {
  it('prepares a statement once per connection and runs it again with new values', async () => {
    const handle = await openDatabase({ url: postgres.url, limits });
    try {
      await handle.db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) {
          const answer = await tx.execute<{ n: number }>(sql`SELECT ${n}::int + 1 AS n`);
          expect(answer.rows[0]?.n).toBe(n + 1);
        }
        expect(await preparedOf(tx, 'SELECT $1::int + 1 AS n')).toHaveLength(1);
        // A text without parameters may hold several statements: it is never prepared.
        await tx.execute(sql`SELECT 1; SELECT 2`);
        expect(await preparedOf(tx, 'SELECT 1; SELECT 2')).toHaveLength(0);
        // A list's statement asks to be planned with its values on every run: never prepared.
        const listed = await tx.execute<{ n: number }>(
          sql`SELECT ${5}::int AS n WHERE ${PLAN_EACH_RUN}`,
        );
        expect(listed.rows[0]?.n).toBe(5);
        const prepared = await preparedOf(tx);
        expect(prepared.some((row) => row.statement.includes('plan each run'))).toBe(false);
      });
    } finally {
      await handle.close();
    }
  });

  it('keeps at most its cap on a connection, and answers every text beyond it', async () => {
    const handle = await openDatabase({ url: postgres.url, limits });
    try {
      await handle.db.transaction(async (tx) => {
        const texts = MAX_PREPARED_PER_CONNECTION + 5;
        for (let index = 0; index < texts; index++) {
          const answer = await tx.execute<{ n: number }>(
            sql`SELECT ${index}::int AS n, ${sql.raw(String(index))} AS text_number`,
          );
          expect(answer.rows[0]?.n).toBe(index);
        }
        expect((await preparedOf(tx)).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
        const last = `SELECT $1::int AS n, ${texts - 1} AS text_number`;
        expect(await preparedOf(tx, last)).toHaveLength(0);
      });
    } finally {
      await handle.close();
    }
  });

  it('a statement that fails can run again on the same connection', async () => {
    const handle = await openDatabase({ url: postgres.url, limits });
    try {
      for (const attempt of [1, 2]) {
        // Fails when run (division by zero): it was prepared, and stays usable.
        await expect(handle.db.execute(sql`SELECT 1 / ${0}::int AS n`)).rejects.toThrow();
        const fine = await handle.db.execute<{ n: number }>(sql`SELECT 1 / ${1}::int AS n`);
        expect(fine.rows[0]?.n, `attempt ${attempt}`).toBe(1);
        // Fails when prepared (no such column): nothing is left half-named.
        await expect(
          handle.db.execute(sql`SELECT no_such_column FROM pg_class WHERE oid = ${1}`),
        ).rejects.toThrow(/no_such_column/);
      }
    } finally {
      await handle.close();
    }
  });
});

it('plans a search and a suggestion for their words on every run, reading by date or index', async () => {
  // A plan made for any words (a prepared statement's after five runs) reads every match of a
  // broad word through the GIN index (docs/decisions/029).
  const handle = await openDatabase({ url: postgres.url });
  try {
    await handle.migrate();
    await handle.db.execute(sql`
      INSERT INTO products (name, price, category)
      SELECT 'Rose serum ' || n, 500 + n, 'skincare' FROM generate_series(1, 30) n`);
    await handle.db.transaction(async (tx) => {
      // One connection, whose prepared statements pg_prepared_statements lists.
      const db = tx as unknown as Database;
      const query = searchQueryFrom('q=serum');
      for (let run = 0; run < 6; run += 1) {
        for (const read of ['date order', 'index'] as const) {
          const found = await searchActiveProducts(db, query, read);
          expect(found.total, read).toBe(30);
        }
        // Two words read no kept list: their suggestions read through the index.
        expect((await suggest(db, 'rose seru')).length).toBeGreaterThan(0);
      }
      const prepared = await preparedOf(tx);
      expect(prepared.length).toBeGreaterThan(0);
      const readingWords = prepared.filter((row) =>
        // A kept list's read (docs/decisions/050) is the same index range for any words.
        /search_vector" @@|\bwords @@/.test(row.statement),
      );
      expect(readingWords.map((row) => row.statement)).toEqual([]);
    });
  } finally {
    await handle.close();
  }
});
