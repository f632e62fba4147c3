/** A backup's database: PGlite's own copy of its data folder, or pg_dump's custom format. */
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { childEnvironment } from '../config';
import type { Database } from '../db/client';

export type DatabaseSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export function databaseSourceOf(db: Database): DatabaseSource {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { kind: 'pglite', client };
  if (client instanceof pg.Pool && client.options.connectionString) {
    return { kind: 'postgres', url: client.options.connectionString };
  }
  throw new Error('Backups need PGlite or a PostgreSQL pool opened from a URL');
}

/** Checkpointed so little is replayed on opening; copied under PGlite's transaction lock. */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/** The URL without its password, which goes through the environment so `ps` does not show it. */
function connectionFor(url: string): { dbname: string; env: Record<string, string | undefined> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: childEnvironment(password ? { PGPASSWORD: password } : {}),
  };
}

export class ToolError extends Error {}

async function run(tool: string, args: string[], env: Record<string, string | undefined>) {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new ToolError(
              `${tool} was not found: install PostgreSQL's client tools (the server's version or newer)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(text);
      else reject(new ToolError(`${tool} failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
  return output;
}

/** One repeatable-read snapshot, taken while shoppers shop. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Reads the dump's table of contents: a damaged dump fails here, before anything is replaced. */
export async function pgCheckDump(file: string): Promise<void> {
  await run('pg_restore', ['--list', file], childEnvironment({}));
}

/** One transaction: if any statement fails, the shop's data stays as it was. */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** Other sessions on the database (shop servers, psql): a restore under them would fight them. */
export async function otherSessions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string }>(
      `SELECT coalesce(nullif(application_name, ''), 'a client') || ' from ' ||
              coalesce(host(client_addr), 'this machine') AS who
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend'`,
    );
    return rows.map((row) => row.who);
  } finally {
    await client.end();
  }
}
