/**
 * The database a crash run kills a server on, and how the run reads it: PostgreSQL through one
 * pg.Client of its own, or the embedded PGlite in the server's DATA_DIR/db. A PGlite folder must
 * never be open in two processes at once (each would write it as its own and corrupt it), so the
 * run reads either database only while its server is down; for PGlite that read opens the folder
 * a kill left behind, which is itself the check that the database always opens again.
 */
import path from 'node:path';
import pg from 'pg';
import { createPglite } from '../../src/server/db/client';
import type { Queryable } from './crash-checks';

export type CrashDatabaseChoice =
  /** A database of its own: empty (the first start migrates and seeds it) or a seeded copy. */
  | { kind: 'postgres'; url: string }
  /** A new folder: seeded by the first start, or made from a seeded PGlite dump. */
  | { kind: 'pglite'; template?: Blob };

export type CrashDatabase = {
  kind: CrashDatabaseChoice['kind'];
  /** Added to the server's environment; none for PGlite, which the server finds in DATA_DIR. */
  serverEnv: Record<string, string>;
  /** Runs `work` on the database; only call it while no server runs on it. */
  whileServerDown<T>(work: (db: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

async function postgresDatabase(url: string): Promise<CrashDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url },
    whileServerDown: (work) => work(client),
    close: () => client.end(),
  };
}

async function pgliteDatabase(dataDir: string, template?: Blob): Promise<CrashDatabase> {
  // Where the server keeps it (src/server/app.ts, pgliteDirFor).
  const pgliteDir = path.join(dataDir, 'db');
  if (template) await (await createPglite({ pgliteDir, pgliteTemplate: template })).close();
  return {
    kind: 'pglite',
    serverEnv: {},
    async whileServerDown(work) {
      const client = await createPglite({ pgliteDir });
      try {
        return await work(client);
      } finally {
        await client.close();
      }
    },
    close: async () => {},
  };
}

export function openCrashDatabase(
  choice: CrashDatabaseChoice,
  dataDir: string,
): Promise<CrashDatabase> {
  return choice.kind === 'postgres'
    ? postgresDatabase(choice.url)
    : pgliteDatabase(dataDir, choice.template);
}
