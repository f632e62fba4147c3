/** Starts the built shop as `npm start` runs it, on a free port with its own DATA_DIR. */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The shops' secret, for journeys that sign what the shop signs (a stop link). */
export const E2E_AUTH_SECRET = 'e2e-secret-that-is-at-least-32-characters';

export type RunningShop = { baseUrl: string; dataDir: string; stop(): Promise<number | null> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** A migrated, seeded data folder made once a run by global-setup.ts. */
export const SEEDED_DATA_DIR = path.resolve('dist/e2e-seeded');

/** `dataDir`: start again on a stopped shop's folder (a test changed its database meanwhile). */
export async function startShop(
  env: Record<string, string> = {},
  { fromSeeded = true, dataDir: reused }: { fromSeeded?: boolean; dataDir?: string } = {},
): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = reused ?? (await mkdtemp(path.join(tmpdir(), 'sajghor-e2e-')));
  if (fromSeeded && !reused) await cp(SEEDED_DATA_DIR, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: E2E_AUTH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('The shop did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
