/**
 * Crash consistency as a figure: 200 kill -9s of a real server while shoppers place orders, on a
 * PostgreSQL database of its own next to the given one (dropped at the end) and on the embedded
 * PGlite in a new DATA_DIR, each migrated and seeded by the first start. The security suite runs
 * the same cycles (tests/support/crash-cycle.ts) 50 times as a test.
 *   npx tsx bench/crash.ts        (BENCH_DATABASE_URL, CRASH_CYCLES, CRASH_SEED,
 *                                  CRASH_DATABASES=postgres,pglite)
 */
import { pathToFileURL } from 'node:url';
import { createDatabase } from '../src/server/test/postgres-database';
import { runCrashCycles } from '../tests/support/crash-cycle';
import type { CrashDatabaseChoice } from '../tests/support/crash-database';

export type CrashBenchFigures = {
  database: 'postgres' | 'pglite';
  cycles: number;
  ordersAcknowledged: number;
  ordersRetried: number;
  /** Retried orders the killed server had already written (the retry answered 200 with them). */
  ordersAnsweredFromEarlier: number;
  inconsistencies: number;
  restartMsMedian: number;
  restartMsMax: number;
  /** From the kill to the checks done with the server down (for PGlite, reopening its folder). */
  checkMsMedian: number;
  checkMsMax: number;
  seed: number;
  /** The first few broken promises, if any. */
  problems: string[];
};

type CrashBenchOptions = { cycles?: number; seed?: number; log?: (line: string) => void };

async function measure(database: CrashDatabaseChoice, options: CrashBenchOptions) {
  const cycles = options.cycles ?? 200;
  const { problems, ...figures } = await runCrashCycles({
    database,
    cycles,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    onCycle: (cycle, problemsSoFar) => {
      if (cycle % 25 === 0 || cycle === cycles) {
        options.log?.(
          `crash (${database.kind}): ${cycle}/${cycles} kill -9s, ${problemsSoFar} inconsistencies`,
        );
      }
    },
  });
  return { ...figures, problems: problems.slice(0, 10) };
}

/** On a PostgreSQL database of its own, created next to `serverUrl`. */
export async function measureCrashConsistency(
  serverUrl: string,
  options: CrashBenchOptions = {},
): Promise<CrashBenchFigures> {
  const database = await createDatabase(serverUrl, { label: 'crash_bench' });
  try {
    return await measure({ kind: 'postgres', url: database.url }, options);
  } finally {
    await database.drop();
  }
}

/** On the embedded PGlite, the shop's default, in a new DATA_DIR. */
export function measureEmbeddedCrashConsistency(
  options: CrashBenchOptions = {},
): Promise<CrashBenchFigures> {
  return measure({ kind: 'pglite' }, options);
}

/** One line per database, for the bench's summary. */
export function formatCrash(crash: CrashBenchFigures): string {
  return (
    `Crash consistency (${crash.database}): ${crash.cycles} kill -9s, ` +
    `${crash.ordersAcknowledged} orders acknowledged, ${crash.ordersRetried} retried ` +
    `(${crash.ordersAnsweredFromEarlier} already written), ${crash.inconsistencies} inconsistencies, ` +
    `restart median ${crash.restartMsMedian} ms (max ${crash.restartMsMax}), ` +
    `check after a kill median ${crash.checkMsMedian} ms`
  );
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const seed = process.env.CRASH_SEED === undefined ? undefined : Number(process.env.CRASH_SEED);
  const databases = (process.env.CRASH_DATABASES ?? 'postgres,pglite').split(',');
  const options = {
    cycles: Number(process.env.CRASH_CYCLES ?? 200),
    ...(seed === undefined ? {} : { seed }),
    log: (line: string) => console.log(`[bench] ${line}`),
  };
  const results: CrashBenchFigures[] = [];
  if (databases.includes('postgres'))
    results.push(await measureCrashConsistency(serverUrl, options));
  if (databases.includes('pglite')) results.push(await measureEmbeddedCrashConsistency(options));
  console.log(JSON.stringify(results, null, 2));
  for (const figures of results) console.log(formatCrash(figures));
  process.exitCode = results.every((figures) => figures.inconsistencies === 0) ? 0 : 1;
}
