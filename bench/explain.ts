/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly the SQL the server runs: the catalogue's own repository
 * functions are called on a Drizzle instance whose logger records each query and its parameters,
 * so the plans follow the code when it changes.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { productListQuerySchema } from '#shared/schemas/product';
import { type Database, POSTGRES_SESSION_OPTIONS } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import {
  findActiveProduct,
  listActiveProducts,
} from '../src/server/modules/catalog/catalog-repository';
import { suggest } from '../src/server/modules/catalog/suggestions';

type Captured = { sql: string; params: unknown[] };

/** What a scenario's route calls, given the query string it sends. */
export type RouteCall = (db: Database) => Promise<unknown>;

export const routeCalls = {
  productById:
    (id: number): RouteCall =>
    (db) =>
      findActiveProduct(db, id),
  list:
    (path: string): RouteCall =>
    (db) => {
      const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
      return listActiveProducts(db, productListQuerySchema.parse(query));
    },
  suggestions:
    (term: string): RouteCall =>
    (db) =>
      suggest(db, term),
};

export async function explainScenario(
  databaseUrl: string,
  title: string,
  call: RouteCall,
): Promise<string> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    options: POSTGRES_SESSION_OPTIONS,
  });
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Database;
  try {
    await call(db);
    const sections = [`=== ${title} (${captured.length} queries) ===`];
    for (const [index, query] of captured.entries()) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
      const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
      sections.push(
        `--- query ${index + 1} ---`,
        query.sql,
        `params: ${JSON.stringify(query.params)}`,
        ...lines,
        '',
      );
    }
    return sections.join('\n');
  } finally {
    await pool.end();
  }
}

/** Index names a plan uses, and whether it ever reads the whole table. */
export function planSummary(plan: string): string {
  const indexes = new Set(plan.match(/(?:using|on) (products_\w+|\w+_pkey)/gi) ?? []);
  const seqScans = (plan.match(/Seq Scan on products/g) ?? []).length;
  const used = [...indexes].map((match) => match.replace(/^(using|on) /i, ''));
  return `indexes: ${used.join(', ') || 'none'}; seq scans on products: ${seqScans}`;
}
