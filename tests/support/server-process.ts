/**
 * The shop as a real child process, started from source (`node --import tsx src/server/main.ts`,
 * no build needed), for tests that must kill it or run several: crash consistency (kill -9 and
 * restart on the same DATA_DIR and database) and two servers on one PostgreSQL. The in-process
 * tests use test-app.ts with app.inject instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';

export type ServerProcessOptions = {
  /** Added to (and overriding) the defaults below: DATABASE_URL, PUBLIC_URL, S3_*… */
  env?: Record<string, string>;
  /** An existing DATA_DIR (a restart keeps its outbox and files); by default a new temp folder. */
  dataDir?: string;
  /** By default a free port. */
  port?: number;
  /** How long start-up may take (migrations and a first seed included). */
  startTimeoutMs?: number;
  /**
   * 'tsx' (the default) runs the sources as they are; 'bundle' runs them bundled by esbuild the
   * way `npm run build` bundles the server (dependencies stay in node_modules), made once per
   * test process: it starts in about half the time on a busy machine, for tests that restart
   * the server many times.
   */
  runFrom?: 'tsx' | 'bundle';
};

/** How the process ended: a code when it exited, a signal when it was killed. */
export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  /** Where this process listens (PUBLIC_URL may differ, e.g. a load balancer's address). */
  url: string;
  dataDir: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy /healthz. */
  startMs: number;
  /** Settles when the process ends, however it ends. */
  exited: Promise<ServerExit>;
  /** Sends the signal (SIGKILL by default) and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<ServerExit>;
  /** SIGTERM (the server finishes requests in flight), then removes DATA_DIR if this made it. */
  stop(): Promise<ServerExit>;
  /** The last lines the process printed, for error messages. */
  output(): string;
};

/** A fixed secret: sessions made before a restart stay valid after it. */
export const TEST_AUTH_SECRET = 'server-process-test-secret-that-is-long-enough';

const OUTPUT_LINES_KEPT = 200;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Keeps the child's last lines of stdout and stderr: its log is only read when something fails. */
function collectOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

let bundled: Promise<string> | undefined;

/** src/server/main.ts as one file, inside the project so paths.ts still finds its root. */
function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const outfile = path.join(
      projectRoot,
      'node_modules/.cache/sajghor',
      `server-${process.pid}.js`,
    );
    await build({
      entryPoints: [path.join(projectRoot, 'src/server/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    process.once('exit', () => rmSync(outfile, { force: true }));
    return outfile;
  })();
  return bundled;
}

async function waitUntilHealthy(url: string, exitedYet: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitedYet()) return false;
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server at ${url} did not answer /healthz within ${timeoutMs} ms`);
}

export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'sajghor-server-')));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const args =
    options.runFrom === 'bundle'
      ? [await serverBundle()]
      : ['--import', 'tsx', 'src/server/main.ts'];
  const started = performance.now();
  // Only these settings, not the test runner's environment: the child's configuration is exactly
  // what the test says (config.ts would otherwise pick up DATABASE_URL or NODE_ENV=test).
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!hasExited) child.kill(signal);
    return exited;
  };
  try {
    const healthy = await waitUntilHealthy(url, () => hasExited, options.startTimeoutMs ?? 120_000);
    if (!healthy) throw new Error(`the server exited before answering /healthz`);
  } catch (error) {
    await kill();
    throw new Error(`${(error as Error).message}; its output:\n${output()}`);
  }
  const startMs = performance.now() - started;

  return {
    url,
    dataDir,
    pid: child.pid ?? -1,
    startMs,
    exited,
    kill,
    async stop() {
      const exit = await kill('SIGTERM');
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      return exit;
    },
    output,
  };
}
