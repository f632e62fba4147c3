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

/**
 * Both drivers share this type. PGlite's driver has the same query API; only the raw result of
 * `execute()` differs, and both carry `.rows`, the one part the code reads.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A connection pool's use at one moment: open connections, idle ones, and queries waiting. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * The pool's use now, for /metrics; null on PGlite, one connection inside this process with no
   * pool to run short of (a query waiting for it is time the route latencies already show).
   */
  poolUse(): PoolUse | null;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server on this database runs its own start-up work (the first
   * start's seeding): PostgreSQL's advisory lock; PGlite has one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite's folder; none means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data folder dump to start from (the tests' migrated template). */
  pgliteTemplate?: Blob | undefined;
  /**
   * Bounds on waiting for the database (db/time-limits.ts): the server's, from its settings.
   * None for tools that load or migrate in long statements.
   */
  limits?: DatabaseLimits | undefined;
};

const START_UP_LOCK_ID = 734_251_902;
const POOL_MAX = 20;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.limits);
  return openPglite(options);
}

/**
 * PostgreSQL's default random_page_cost (4) prices a disk that seeks; on SSDs and with the
 * catalogue in memory, index reads cost about as much as sequential ones. With the default, the
 * planner read all 100,000 products for a search its trigram index answers in a tenth of the
 * time (docs/decisions/010). JIT compiles a plan whose cost looks high: for the shop's short
 * queries on a large catalogue it spent more (tens of milliseconds) compiling than running. The
 * bench's EXPLAIN uses the same.
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
  // A connection the database ends (a restart, or a dropped test database while the pool is
  // closing) must not crash the process: a query in flight still gets its own error, and the
  // pool opens a new connection for the next one.
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
  options: Pick<DatabaseOptions, 'pgliteDir' | 'pgliteTemplate'>,
): Promise<PGlite> {
  return PGlite.create({
    ...(options.pgliteDir ? { dataDir: path.resolve(options.pgliteDir) } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
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
