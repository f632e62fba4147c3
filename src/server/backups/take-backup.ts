import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { claimBackup, finishBackup } from './backup-runs';
import { type DatabaseSource, databaseSourceOf } from './database-snapshot';
import { type WrittenBackup, writeBackup } from './write-backup';

const BACKUP_NAME = /^sajghor-backup-[0-9TZ-]+(-scheduled)?(-\d+)?\.tar\.gz$/;
const SCHEDULED_NAME = /^sajghor-backup-[0-9TZ-]+-scheduled(-\d+)?\.tar\.gz$/;

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** 'sajghor-backup-2026-11-28T06-00-00Z.tar.gz': sorts by time, safe in every file system. */
async function freshName(dir: string, now: Date, scheduled: boolean): Promise<string> {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const base = `sajghor-backup-${stamp}${scheduled ? '-scheduled' : ''}`;
  for (let copy = 0; ; copy++) {
    const name = `${base}${copy ? `-${copy}` : ''}.tar.gz`;
    try {
      await stat(path.join(dir, name));
    } catch {
      return name;
    }
  }
}

export type TakeBackupOptions = {
  db: Database;
  config: Pick<Config, 'dataDir' | 's3' | 'backups'>;
  /** A scheduled backup's slot: of the servers on one database, only one takes each. */
  slot?: string | null;
  now?: Date;
  /** The database to copy, when it is not the one `db` runs on (never in the shop itself). */
  source?: DatabaseSource;
};

/** The backup's file and facts; null when another server took this slot. */
export async function takeBackup(options: TakeBackupOptions): Promise<WrittenBackup | null> {
  const { db, config } = options;
  const slot = options.slot ?? null;
  const dir = config.backups.dir;
  const fileName = await freshName(dir, options.now ?? new Date(), slot !== null);
  const claim = await claimBackup(db, { slot, fileName, takenBy: hostname() });
  if (claim === 'taken') return null;
  try {
    const written = await writeBackup(
      options.source ?? databaseSourceOf(db),
      config,
      path.join(dir, fileName),
    );
    if (claim !== 'unrecorded') await finishBackup(db, claim, { sizeBytes: written.sizeBytes });
    if (slot !== null) await pruneScheduled(dir, config.backups.keep);
    return written;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (claim !== 'unrecorded') await finishBackup(db, claim, { error: message }).catch(() => {});
    throw error;
  }
}

/** Keeps the newest `keep` scheduled backups; backups an owner took by hand are never removed. */
export async function pruneScheduled(dir: string, keep: number): Promise<string[]> {
  const scheduled = (await readdir(dir)).filter((name) => SCHEDULED_NAME.test(name)).sort();
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
