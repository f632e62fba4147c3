/**
 * Once per test run: a migrated, seeded database each test file copies (a PGlite dump, or a
 * PostgreSQL template with TEST_DATABASE_URL), and the seed's pictures in a shared folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config';
import { createPglite, openDatabase } from '../db/client';
import { seed } from '../db/seed/seed';
import { localStorage } from '../storage/local-storage';
import { withDatabaseName } from './postgres-database';

export type TestTemplate = {
  dataDir: string;
  pgliteDump: string;
  postgresTemplate: string | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/**
 * The dump every test file starts a PGlite from, made cheap to start (about a quarter of the CPU
 * of a plain dump): 16 MB of shared buffers, not 128 MB, which PostgreSQL clears at each start;
 * no template0 and template1, half the dump, read only by CREATE DATABASE, which PGlite never
 * runs; the WAL kept short. Uncompressed: PGlite unpacks a gzipped dump in about twice the time.
 */
async function dumpForCopies(client: PGlite): Promise<Buffer> {
  for (const statement of [
    "ALTER SYSTEM SET shared_buffers = '16MB'",
    "ALTER SYSTEM SET min_wal_size = '2MB'",
    'ALTER DATABASE template0 IS_TEMPLATE false',
    'ALTER DATABASE template1 IS_TEMPLATE false',
    'DROP DATABASE template0',
    'DROP DATABASE template1',
  ]) {
    await client.exec(statement);
  }
  // Started again with those settings, a checkpoint lets PostgreSQL drop the WAL files it no longer needs.
  const copy = await createPglite({ pgliteTemplate: await client.dumpDataDir('none') });
  try {
    await copy.exec('CHECKPOINT');
    return Buffer.from(await (await copy.dumpDataDir('none')).arrayBuffer());
  } finally {
    await copy.close();
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sajghor-test-'));
  const storage = localStorage(path.join(dataDir, 'files'));

  // 1 MB WAL files instead of 16 MB: a smaller dump for every test file to unpack.
  const pglite = await openDatabase({ pgliteInitdbArgs: ['--wal-segsize=1'] });
  await pglite.migrate();
  await seed(pglite.db, storage);
  const pgliteDump = path.join(dataDir, 'template.tar');
  await writeFile(
    pgliteDump,
    await dumpForCopies((pglite.db as unknown as { $client: PGlite }).$client),
  );
  await pglite.close();

  const baseUrl = testDatabaseUrl();
  let postgresTemplate: string | null = null;
  if (baseUrl) {
    postgresTemplate = `sajghor_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate}`);
    await admin.query(`CREATE DATABASE ${postgresTemplate}`);
    await admin.end();
    const template = await openDatabase({ url: withDatabaseName(baseUrl, postgresTemplate) });
    await template.migrate();
    await seed(template.db, storage);
    await template.close();
  }

  project.provide('testTemplate', { dataDir, pgliteDump, postgresTemplate });

  return async () => {
    if (baseUrl && postgresTemplate) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
