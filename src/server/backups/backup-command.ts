/**
 * `npm run db:backup`. On PGlite the process holding DATA_DIR/db takes the copy: a running server,
 * asked through its socket, or else this process; on PostgreSQL pg_dump copies it either way.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pgliteDirFor } from '../app';
import { type Config, ConfigError } from '../config';
import { openDatabase } from '../db/client';
import { askHolder, holdDataDir } from './data-dir-holder';
import { takeBackup } from './take-backup';

export type BackupOutcome = {
  file: string;
  sizeBytes: number;
  notes: string[];
  takenBy: 'the running shop' | 'this command';
};

/** A backup of a large shop takes minutes; the server answers when it is written. */
const SERVER_BACKUP_TIMEOUT_MS = 60 * 60_000;

async function takeWith(config: Config, open: () => ReturnType<typeof openDatabase>) {
  const database = await open();
  try {
    const written = await takeBackup({ db: database.db, config });
    if (!written) throw new Error('The backup was not taken');
    return written;
  } finally {
    await database.close();
  }
}

export async function runBackupCommand(config: Config): Promise<BackupOutcome> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const written = await takeWith(config, () => openDatabase({ url }));
    return { ...written, takenBy: 'this command' };
  }
  const answer = await askHolder(config.dataDir, { command: 'backup' }, SERVER_BACKUP_TIMEOUT_MS);
  if (answer && 'backup' in answer) return { ...answer.backup, takenBy: 'the running shop' };
  if (answer && 'error' in answer) throw new Error(answer.error);
  if (answer) throw new Error('The process holding DATA_DIR did not take a backup');

  const pgliteDir = pgliteDirFor(config);
  if (!(await stat(pgliteDir).catch(() => null))?.isDirectory()) {
    throw new ConfigError(
      `There is no shop database in ${path.resolve(pgliteDir)} to back up: is DATA_DIR right?`,
    );
  }
  const hold = await holdDataDir(config.dataDir, 'backup');
  try {
    const written = await takeWith(config, () => openDatabase({ pgliteDir }));
    return { ...written, takenBy: 'this command' };
  } finally {
    await hold.release();
  }
}
