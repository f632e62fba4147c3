/**
 * Who has the embedded database open (docs/decisions/026): that process listens on a Unix socket in
 * DATA_DIR, which a second process asks before touching the folder (`npm run db:backup` asks it to
 * take the backup). The kernel closes the socket when its process dies, even by kill -9, so a file
 * left behind answers nothing and is replaced.
 */
import { createHash } from 'node:crypto';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Holder = 'server' | 'backup' | 'restore';
export type HolderRequest = { command: 'who' } | { command: 'backup' };
export type HolderAnswer =
  | { holder: Holder; pid: number }
  | { holder: Holder; pid: number; backup: { file: string; sizeBytes: number; notes: string[] } }
  | { holder: Holder; pid: number; error: string };

export class DataDirBusyError extends Error {}

/** Unix socket paths are limited to about 100 bytes: a long DATA_DIR gets one in the temp folder. */
export function holderSocketPath(dataDir: string): string {
  const beside = path.join(path.resolve(dataDir), 'shop.sock');
  if (Buffer.byteLength(beside) <= 100) return beside;
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `sajghor-${id}.sock`);
}

/** The holder's answer, or null when no process holds DATA_DIR. */
export function askHolder(
  dataDir: string,
  request: HolderRequest,
  timeoutMs = 5_000,
): Promise<HolderAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(holderSocketPath(dataDir));
    let reply = '';
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new DataDirBusyError('The process holding DATA_DIR did not answer in time'));
    });
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(reply) as HolderAnswer);
      } catch {
        reject(new DataDirBusyError('The process holding DATA_DIR gave an unreadable answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

type BackupTaker = () => Promise<{ file: string; sizeBytes: number; notes: string[] }>;

export type DataDirHold = {
  /** From now on a `backup` request runs this (the server's own backup). */
  answerBackups(take: BackupTaker): void;
  release(): Promise<void>;
};

const describe = (answer: HolderAnswer) =>
  answer.holder === 'server'
    ? `the shop is running on it (process ${answer.pid})`
    : `a ${answer.holder} is running on it (process ${answer.pid})`;

async function answerTo(
  request: string,
  me: { holder: Holder; pid: number },
  takeBackup: BackupTaker | null,
): Promise<HolderAnswer> {
  try {
    const parsed = JSON.parse(request) as HolderRequest;
    if (parsed.command !== 'backup') return me;
    if (!takeBackup) return { ...me, error: `${describe(me)} and cannot take a backup now` };
    return { ...me, backup: await takeBackup() };
  } catch (error) {
    return { ...me, error: error instanceof Error ? error.message : String(error) };
  }
}

/** DataDirBusyError names who holds it; one stopping gets `waitMs` to let go (a dev restart). */
export async function holdDataDir(
  dataDir: string,
  holder: Holder,
  waitMs = 0,
): Promise<DataDirHold> {
  const socketPath = holderSocketPath(dataDir);
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const answer = await askHolder(dataDir, { command: 'who' });
    if (!answer) break;
    if (Date.now() >= giveUpAt) {
      throw new DataDirBusyError(
        `DATA_DIR ${path.resolve(dataDir)} is in use: ${describe(answer)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await mkdir(path.dirname(socketPath), { recursive: true });
  await unlink(socketPath).catch(() => {});

  let takeBackup: BackupTaker | null = null;
  const me = { holder, pid: process.pid };
  const server: Server = createServer((socket) => {
    let request = '';
    socket.on('data', async (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) return;
      socket.end(`${JSON.stringify(await answerTo(request, me, takeBackup))}\n`);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // Only this user may ask for a backup.
  await chmod(socketPath, 0o600);
  return {
    answerBackups(take) {
      takeBackup = take;
    },
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(socketPath).catch(() => {});
    },
  };
}
