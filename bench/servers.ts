/** The processes under load: the built shop and the bare Fastify ceiling, each its own child. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/server-process';

export type RunningServer = { url: string; stop(): Promise<void> };
export type RunningShop = RunningServer & {
  dataDir: string;
  /** The server's process id, for its memory in /proc. */
  pid: number;
  /** Statements the server has sent to PostgreSQL so far (bench/count-statements.mjs). */
  statements(): Promise<number>;
};

const children = new Set<ChildProcess>();

/** For the SIGINT handler: no child outlives the bench. */
export function killAllChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Same rule as `npm start`: rebuild when dist/build-stamp does not match the sources. */
export async function buildIfStale(): Promise<void> {
  const fingerprintModule = pathToFileURL(path.resolve('scripts/fingerprint.mjs')).href;
  const { sourceFingerprint } = (await import(fingerprintModule)) as {
    sourceFingerprint: () => string;
  };
  let stamp = '';
  try {
    stamp = readFileSync('dist/build-stamp', 'utf8').trim();
  } catch {}
  if (stamp === sourceFingerprint()) return;
  console.log('Building the shop (dist is missing or older than the sources)…');
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function waitUntilAnswering(child: ChildProcess, url: string, logName: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}): see bench/results/${logName}.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function startChild(
  args: string[],
  env: (url: string) => NodeJS.ProcessEnv,
  readyPath: string,
  logName: string,
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server's own log goes to a file: queries cancelled between scenarios would flood the table.
  mkdirSync('bench/results', { recursive: true });
  const log = openSync(`bench/results/${logName}.log`, 'w');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env(url), PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  children.add(child);
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilAnswering(child, `${url}${readyPath}`, logName);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
      children.delete(child);
    },
  };
}

export async function startShop(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sajghor-bench-'));
  const counterPort = await freePort();
  const server = await startChild(
    ['--enable-source-maps', '--import', './bench/count-statements.mjs', 'dist/server/main.js'],
    (url) => ({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'warn',
      BENCH_COUNTER_PORT: String(counterPort),
      ...env,
    }),
    '/healthz',
    env.CATALOG_CACHE_SECONDS === '0' ? 'shop-server-uncached' : 'shop-server',
  );
  return {
    url: server.url,
    dataDir,
    pid: server.pid,
    async statements() {
      return Number(await (await fetch(`http://127.0.0.1:${counterPort}/`)).text());
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function startCeiling(): Promise<RunningServer> {
  return startChild(
    ['--import', 'tsx', 'bench/ceiling-server.ts'],
    () => ({ NODE_ENV: 'production' }),
    '/',
    'ceiling-server',
  );
}
