/** A throw-away PostgreSQL database per run, migrated by the shop's own code. */
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';

export type BenchDatabase = { name: string; url: string; handle: DatabaseHandle };

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `suffix` names a second database of the same run (the feeds measure on their own). */
export async function createBenchDatabase(adminUrl: string, suffix = ''): Promise<BenchDatabase> {
  const name = `sajghor_bench_${process.pid}${suffix}`;
  await admin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ url });
  await handle.migrate();
  return { name, url, handle };
}

/** FORCE ends the server's pooled connections, so this works even if the server hangs on. */
export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * A scenario that overran leaves the server's queries running in PostgreSQL after the load stops;
 * cancel them so they do not slow the next scenario down.
 */
export async function cancelLeftoverQueries(adminUrl: string, name: string): Promise<number> {
  return admin(adminUrl, async (client) => {
    const result = await client.query(
      `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
      [name],
    );
    return result.rowCount ?? 0;
  });
}
