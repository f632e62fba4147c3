/**
 * A PostgreSQL for a test that needs a real one: the run's TEST_DATABASE_URL server when set (a
 * throw-away database on it), otherwise a private cluster started from the machine's installed
 * PostgreSQL programs in a temporary folder, so the test runs where no database service does.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { testDatabaseUrl } from '../../src/server/config';
import { createDatabase } from '../../src/server/test/postgres-database';
import { freePort } from './server-process';

const run = promisify(execFile);

export type TestPostgres = { url: string; host: string; port: number; stop(): Promise<void> };

/** The newest installed PostgreSQL's programs (Debian keeps them per version). */
function programsFolder(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find(existsSync);
  if (!found) {
    throw new Error(
      'This test needs PostgreSQL: set TEST_DATABASE_URL, or install its programs (apt-get install postgresql)',
    );
  }
  return found;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
async function postgresUser(folder: string): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  await chown(folder, uid, gid);
  return { uid, gid };
}

async function waitForConnections(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function privateCluster(label: string): Promise<TestPostgres> {
  const bin = programsFolder();
  const folder = await mkdtemp(path.join(tmpdir(), `sajghor-${label}-pg-`));
  const user = await postgresUser(folder);
  const dataDir = path.join(folder, 'data');
  await run(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', 'root', '--no-sync'],
    user,
  );
  const port = await freePort();
  const settings = ['-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1'];
  const server = spawn(path.join(bin, 'postgres'), ['-D', dataDir, ...settings], {
    ...user,
    stdio: 'ignore',
  });
  const url = `postgres://root@127.0.0.1:${port}/postgres`;
  await waitForConnections(url, 30_000);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE DATABASE shop');
  await client.end();
  return {
    url: `postgres://root@127.0.0.1:${port}/shop`,
    host: '127.0.0.1',
    port,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGQUIT: PostgreSQL's immediate shutdown; the cluster is thrown away, nothing to keep.
      server.kill('SIGQUIT');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export async function testPostgres(label: string): Promise<TestPostgres> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return privateCluster(label);
  const database = await createDatabase(serverUrl, { label });
  const { hostname, port } = new URL(database.url);
  return { url: database.url, host: hostname, port: Number(port || 5432), stop: database.drop };
}
