/**
 * For backup tests: a shop whose data lives in its own DATA_DIR, as in production (PGlite in
 * DATA_DIR/db, or a PostgreSQL copy with TEST_DATABASE_URL), with a stored picture and auth secret.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testDatabaseUrl } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createDatabase } from './postgres-database';
import { templateDump, testConfig } from './test-app';

export const PICTURE_KEY = 'images/backup-test/320.webp';

export type ShopOnDisk = {
  config: Config;
  /** Opens the shop's database (and the app on it); the shop must be stopped first. */
  start(): Promise<{ app: FastifyInstance; database: DatabaseHandle }>;
  stop(): Promise<void>;
  remove(): Promise<void>;
};

export async function createShopOnDisk(
  backups: Partial<Config['backups']> = {},
): Promise<ShopOnDisk> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sajghor-shop-'));
  const template = inject('testTemplate');
  const baseUrl = testDatabaseUrl();
  const copy =
    baseUrl && template.postgresTemplate
      ? await createDatabase(baseUrl, { template: template.postgresTemplate, label: 'backup' })
      : null;
  const config = testConfig({
    dataDir,
    databaseUrl: copy?.url,
    backups: { dir: path.join(dataDir, 'backups'), everyHours: null, keep: 7, ...backups },
  });
  await mkdir(path.dirname(path.join(dataDir, 'files', PICTURE_KEY)), { recursive: true });
  await writeFile(path.join(dataDir, 'files', PICTURE_KEY), 'picture bytes');
  await writeFile(path.join(dataDir, 'auth-secret'), 'a-secret-from-the-first-start\n');

  const pgliteDir = path.join(dataDir, 'db');
  let running: { app: FastifyInstance; database: DatabaseHandle } | null = null;
  async function open(): Promise<DatabaseHandle> {
    if (copy) return openDatabase({ url: copy.url });
    const fresh = !(await stat(pgliteDir).catch(() => null));
    const dump = fresh ? await templateDump() : undefined;
    return openDatabase({ pgliteDir, pgliteTemplate: dump });
  }
  const shop: ShopOnDisk = {
    config,
    async start() {
      const database = await open();
      await database.migrate();
      running = { app: await buildApp(config, { database }), database };
      return running;
    },
    async stop() {
      if (!running) return;
      await running.app.close();
      await running.database.close();
      running = null;
    },
    async remove() {
      await shop.stop();
      await copy?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}
