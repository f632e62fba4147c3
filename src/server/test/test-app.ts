/**
 * Each test file gets its own copy of the seeded shop: a fresh in-memory PGlite from the run's
 * dump, or a fresh PostgreSQL database from the run's template when TEST_DATABASE_URL is set.
 */
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, configFromEnv, parseEnv, testDatabaseUrl } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { createDatabase } from './postgres-database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/**
 * The run's PGlite dump as a Blob over bytes already read: on Node 20 a `new Blob([bytes])` is
 * read back in small chunks, about 0.7 s of CPU for a 48 MB dump in each test file.
 */
export async function templateDump(): Promise<Blob> {
  const bytes = await readFile(inject('testTemplate').pgliteDump);
  return new (class extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    }
  })([]);
}

async function copyTemplateDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const template = inject('testTemplate');
  const baseUrl = testDatabaseUrl();
  if (!baseUrl || !template.postgresTemplate) {
    const handle = await openDatabase({ pgliteTemplate: await templateDump() });
    return { handle, drop: async () => {} };
  }
  const copy = await createDatabase(baseUrl, { template: template.postgresTemplate });
  return { handle: await openDatabase({ url: copy.url }), drop: copy.drop };
}

/**
 * One test app's settings: its own outboxes, Better Auth's per-IP limits off (every injected
 * request comes from one address) and the catalogue cache off (tests change products and read
 * them back at once), unless a test turns them on.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const { dataDir } = inject('testTemplate');
  const base = configFromEnv(
    parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '3000' }),
    { authSecret: 'test-secret-that-is-at-least-32-characters-long' },
  );
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'sajghor-outbox-'));
  return {
    ...base,
    mail: { ...base.mail, outboxDir },
    sms: { ...base.sms, outboxDir: mkdtempSync(path.join(tmpdir(), 'sajghor-sms-outbox-')) },
    // The template's data folder is shared by every test file; each app builds its feeds alone.
    feeds: { ...base.feeds, dir: mkdtempSync(path.join(tmpdir(), 'sajghor-feeds-')) },
    rateLimitEnabled: false,
    catalogCacheSeconds: 0,
    ...overrides,
  };
}

function removeTemporaryFolders(config: Config) {
  const made = [config.mail.outboxDir, config.sms.outboxDir, config.feeds.dir].filter(
    (dir) => path.dirname(dir) === tmpdir() && path.basename(dir).startsWith('sajghor-'),
  );
  return Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  buildOptions: Omit<BuildAppOptions, 'database'> = {},
): Promise<TestApp> {
  const { handle, drop } = await copyTemplateDatabase();
  await handle.migrate();
  const config = testConfig(overrides);
  const app = await buildApp(config, { ...buildOptions, database: handle });
  return {
    app,
    db: handle.db,
    database: handle,
    config,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await removeTemporaryFolders(config);
    },
  };
}

/** Browsers send Origin on every POST; Better Auth refuses cookie POSTs without one. */
export function originOf(app: FastifyInstance): string {
  return new URL(app.config.publicUrl).origin;
}

/** Who sends a request: someone signed in (their cookie), a cookie header as is, or nobody. */
export type Sender = { cookie: string } | string | null | undefined;

/** A request as a browser of the shop would send it: with the page's Origin and the sender's cookie. */
export function injectAs(
  app: FastifyInstance,
  who: Sender,
  method: HTTPMethods,
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const cookie = typeof who === 'string' ? who : who?.cookie;
  return app.inject({
    method,
    url,
    headers: { origin: originOf(app), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
