/**
 * One schema, two drivers: embedded PGlite (the default, and every test) or PostgreSQL
 * through node-postgres when DATABASE_URL is set. Migrations run before anything else.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';
import {
  boundedPoolSettings,
  boundPgliteWaits,
  type DatabaseLimits,
  statementTimeoutOption,
} from './time-limits';

/** Both drivers share this type: only `execute()`'s raw result differs, and both carry `.rows`. */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** For /metrics; null on PGlite: one connection in this process, no pool to run short of. */
  poolUse(): PoolUse | null;
  migrate(): Promise<void>;
  /** Start-up work (the first start's seeding), one server at a time: PostgreSQL's advisory lock. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  url?: string | undefined;
  /** PGlite's folder; none means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data folder dump to start from (the tests' migrated template). */
  pgliteTemplate?: Blob | undefined;
  /** initdb's arguments when PGlite makes a new data folder (the tests' template: small WAL files). */
  pgliteInitdbArgs?: string[] | undefined;
  /** Bounds on waiting (db/time-limits.ts); none for tools that migrate in long statements. */
  limits?: DatabaseLimits | undefined;
};

const START_UP_LOCK_ID = 734_251_902;
const POOL_MAX = 20;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.limits);
  return openPglite(options);
}

/**
 * On SSDs with the catalogue in memory an index read costs about what a sequential one does; with
 * the default random_page_cost (4) the planner read all 100,000 products for a search its trigram
 * index answers in a tenth of the time (docs/decisions/010). JIT spent more compiling the shop's
 * short queries than running them. The bench's EXPLAIN uses the same.
 */
export const POSTGRES_SESSION_OPTIONS = '-c random_page_cost=1.1 -c jit=off';

async function openPostgres(url: string, limits?: DatabaseLimits): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    options: POSTGRES_SESSION_OPTIONS + statementTimeoutOption(limits),
    Client: PreparingClient,
    ...boundedPoolSettings(limits),
  });
  // A connection the database ends (a restart) must not crash the process: the query in flight
  // still gets its own error, and the pool opens a new connection for the next one.
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  /**
   * Start-up work holds a connection of its own, outside the pool's time limits: waiting for
   * another server's migration, or a migration that builds an index, may rightly take minutes.
   */
  async function exclusivelyOnOwnConnection<T>(work: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: url, options: POSTGRES_SESSION_OPTIONS });
    client.on('error', ignore);
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_ID]);
      return await work(client);
    } finally {
      // Ending the connection releases the lock too, should the unlock fail.
      await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK_ID]).catch(ignore);
      await client.end().catch(ignore);
    }
  }
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    // Several servers may start at once: one migrates while the others wait.
    migrate: () =>
      exclusivelyOnOwnConnection((client) =>
        migrateNodePg(drizzleNodePg(client, { schema, casing: 'snake_case' }), {
          migrationsFolder: migrationsDir,
        }),
      ),
    exclusively: (work) => exclusivelyOnOwnConnection(() => work()),
    close: () => pool.end(),
  };
}

/**
 * PGlite as the shop opens it: anything else that opens a shop's folder (the crash test reading it
 * between kills) must load the same extensions, or the catalogue's indexes cannot be read.
 */
export function createPglite(
  options: Pick<DatabaseOptions, 'pgliteDir' | 'pgliteTemplate' | 'pgliteInitdbArgs'>,
): Promise<PGlite> {
  return PGlite.create({
    ...(options.pgliteDir ? { dataDir: path.resolve(options.pgliteDir) } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    ...(options.pgliteInitdbArgs ? { initDbStartParams: options.pgliteInitdbArgs } : {}),
    extensions: { pg_trgm, unaccent },
  });
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const client = await createPglite(options);
  boundPgliteWaits(client, options.limits);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    poolUse: () => null,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), {
        migrationsFolder: migrationsDir,
      });
    },
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
