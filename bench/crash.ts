/**
 * Crash consistency as a figure: 200 kill -9s of a real server (from source) while shoppers place
 * orders, on a database of its own next to the given PostgreSQL one, migrated and seeded by the
 * first start and dropped at the end. The security suite runs the same cycles
 * (tests/support/crash-cycle.ts) 50 times as a test.
 *   npx tsx bench/crash.ts        (BENCH_DATABASE_URL, CRASH_CYCLES, CRASH_SEED)
 */
import { pathToFileURL } from 'node:url';
import { createDatabase } from '../src/server/test/postgres-database';
import { runCrashCycles } from '../tests/support/crash-cycle';

export type CrashBenchFigures = {
  cycles: number;
  ordersAcknowledged: number;
  ordersRetried: number;
  /** Retried orders the killed server had already written (the retry answered 200 with them). */
  ordersAnsweredFromEarlier: number;
  inconsistencies: number;
  restartMsMedian: number;
  restartMsMax: number;
  seed: number;
  /** The first few broken promises, if any. */
  problems: string[];
};

export async function measureCrashConsistency(
  serverUrl: string,
  options: { cycles?: number; seed?: number; log?: (line: string) => void } = {},
): Promise<CrashBenchFigures> {
  const cycles = options.cycles ?? 200;
  const database = await createDatabase(serverUrl, { label: 'crash_bench' });
  try {
    const { problems, ...figures } = await runCrashCycles({
      databaseUrl: database.url,
      cycles,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      onCycle: (cycle, problemsSoFar) => {
        if (cycle % 25 === 0 || cycle === cycles) {
          options.log?.(`crash: ${cycle}/${cycles} kill -9s, ${problemsSoFar} inconsistencies`);
        }
      },
    });
    return { ...figures, problems: problems.slice(0, 10) };
  } finally {
    await database.drop();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const seed = process.env.CRASH_SEED === undefined ? undefined : Number(process.env.CRASH_SEED);
  const figures = await measureCrashConsistency(serverUrl, {
    cycles: Number(process.env.CRASH_CYCLES ?? 200),
    ...(seed === undefined ? {} : { seed }),
    log: (line) => console.log(`[bench] ${line}`),
  });
  console.log(JSON.stringify(figures, null, 2));
  process.exitCode = figures.inconsistencies === 0 ? 0 : 1;
}
