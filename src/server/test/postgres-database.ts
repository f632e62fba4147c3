/** Throwaway PostgreSQL databases for tests, on the server TEST_DATABASE_URL points at. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database, empty or copied from a template database; `drop` removes it. */
export async function createDatabase(
  serverUrl: string,
  options: { template?: string; label?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = `sajghor_${options.label ?? 'test'}_${randomUUID().replaceAll('-', '')}`;
  const template = options.template ? ` TEMPLATE ${options.template}` : '';
  await run(serverUrl, `CREATE DATABASE ${name}${template}`);
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
