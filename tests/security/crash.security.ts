/**
 * Crash consistency: kill -9 the server at random moments while shoppers place orders, restart it
 * on the same PostgreSQL database, let the shoppers resend every unanswered order with the same
 * idempotency key, and check the database after each restart: every acknowledged order exists with
 * its items and its stock change, no stock moved without an order, and no key has two orders. It
 * needs a real server process on PostgreSQL (PGlite is one process's file and would go down with
 * it); CRASH_CYCLES and CRASH_SEED change or replay a run.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../../src/server/config';
import { createDatabase, type ThrowawayDatabase } from '../../src/server/test/postgres-database';
import { type CrashFigures, runCrashCycles } from '../support/crash-cycle';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 50);
const SEED = process.env.CRASH_SEED === undefined ? undefined : Number(process.env.CRASH_SEED);

let database: ThrowawayDatabase | undefined;

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    throw new Error(
      'The crash test needs PostgreSQL: set TEST_DATABASE_URL, e.g. TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test',
    );
  }
  // A copy of the run's seeded template: the server finds its catalogue and does not seed again.
  const template = inject('testTemplate').postgresTemplate;
  database = await createDatabase(serverUrl, { label: 'crash', ...(template ? { template } : {}) });
});

afterAll(async () => {
  await database?.drop();
});

it(`keeps every acknowledged order, and only those, through ${CYCLES} kill -9s`, async () => {
  if (!database) throw new Error('no database');
  const figures: CrashFigures = await runCrashCycles({
    databaseUrl: database.url,
    cycles: CYCLES,
    ...(SEED === undefined ? {} : { seed: SEED }),
  });
  const { problems, ...counts } = figures;
  // One line in the log whatever happens: the seed replays the run (CRASH_SEED).
  console.warn(`crash consistency: ${JSON.stringify(counts)}`);

  expect(problems, `replay with CRASH_SEED=${figures.seed}`).toEqual([]);
  // The run proves something only if orders were placed and some were cut off by a kill.
  expect(figures.ordersAcknowledged).toBeGreaterThanOrEqual(CYCLES / 2);
  expect(figures.ordersRetried, 'no order was in flight at any kill').toBeGreaterThan(0);
}, 600_000);
