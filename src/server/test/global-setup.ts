/**
 * Once per test run: a migrated, seeded database to copy for each test file (a PGlite data
 * dump, or a PostgreSQL template database when TEST_DATABASE_URL is set), and the seed's
 * pictures in a shared folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config';
import { openDatabase } from '../db/client';
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

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sajghor-test-'));
  const storage = localStorage(path.join(dataDir, 'files'));

  const pglite = await openDatabase({});
  await pglite.migrate();
  await seed(pglite.db, storage);
  // Uncompressed: each test file loads it, and PGlite unpacks a gzipped dump in about twice the time.
  const pgliteDump = path.join(dataDir, 'template.tar');
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  await writeFile(pgliteDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
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
