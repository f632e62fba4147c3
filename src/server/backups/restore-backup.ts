/**
 * Brings a stopped shop back from a backup. Everything is checked first (the whole file against
 * its manifest, the database copy opened or its dump listed); only then is the current data
 * renamed aside into DATA_DIR/before-restore-<time>/ and the backup's moved in, so a refused or
 * failed restore leaves the shop as it was (docs/decisions/026).
 */
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusyError, holdDataDir } from './data-dir-holder';
import { otherSessions, pgCheckDump, pgRestore } from './database-snapshot';
import { AUTH_SECRET_ENTRY, type Manifest, PGLITE_ENTRY, POSTGRES_ENTRY } from './manifest';
import { BackupRefusedError, unpackBackup } from './read-backup';

export type RestoreSettings = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
export type RestoreReport = { manifest: Manifest; asideDir: string | null; notes: string[] };

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Opens the staged copy of the embedded database once, so a copy that cannot open is refused. */
async function stagePglite(file: string, staging: string): Promise<string> {
  const dump = await readFile(file);
  const dataDir = path.join(staging, 'db');
  try {
    const database = await openDatabase({
      pgliteDir: dataDir,
      pgliteTemplate: new Blob([dump], { type: 'application/x-gzip' }),
    });
    try {
      await database.db.execute(sql`SELECT count(*) FROM pg_class`);
    } finally {
      await database.close();
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new BackupRefusedError(
      `The backup's database does not open (${why}). Nothing was changed.`,
    );
  }
  return dataDir;
}

async function restorePostgres(url: string, dump: string) {
  try {
    await pgCheckDump(dump);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new BackupRefusedError(
      `The backup's database dump is unreadable (${why}). Nothing was changed.`,
    );
  }
  // A server stopped a moment ago may still show its sessions for a second or two.
  let others = await otherSessions(url);
  for (let wait = 0; others.length > 0 && wait < 10; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    others = await otherSessions(url);
  }
  if (others.length > 0) {
    throw new DataDirBusyError(
      `The database is in use (${others.join(', ')}): stop every shop server first. Nothing was changed.`,
    );
  }
  await pgRestore(url, dump);
}

/** Moves each `from` to its `to`, the `to` that was there into `aside`; undoes all on a failure. */
async function swapIn(moves: { from: string; to: string }[], aside: string) {
  const done: { from: string; to: string; moved: boolean }[] = [];
  try {
    for (const move of moves) {
      const present = await exists(move.to);
      if (present) {
        await mkdir(aside, { recursive: true });
        await rename(move.to, path.join(aside, path.basename(move.to)));
      }
      done.push({ ...move, moved: present });
      await rename(move.from, move.to);
    }
  } catch (error) {
    for (const move of done.reverse()) {
      await rename(move.to, move.from).catch(() => {});
      if (move.moved) await rename(path.join(aside, path.basename(move.to)), move.to);
    }
    throw error;
  }
}

export async function restoreBackup(
  settings: RestoreSettings,
  file: string,
): Promise<RestoreReport> {
  const dataDir = settings.dataDir;
  // While this runs no server may open DATA_DIR, and it refuses to run under a server.
  const hold = await holdDataDir(dataDir, 'restore');
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const staging = path.join(dataDir, `.restore-${stamp}`);
  try {
    const manifest = await unpackBackup(path.resolve(file), staging);
    const expected = settings.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== expected) {
      throw new BackupRefusedError(
        `This backup holds ${manifest.database === 'pglite' ? 'the embedded database' : 'a PostgreSQL dump'}, but the settings name ${expected === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}. Nothing was changed.`,
      );
    }
    const moves: { from: string; to: string }[] = [];
    if (manifest.database === 'pglite') {
      moves.push({
        from: await stagePglite(path.join(staging, PGLITE_ENTRY), staging),
        to: path.join(dataDir, 'db'),
      });
    }
    if (manifest.files.storage === 'local') {
      await mkdir(path.join(staging, 'files'), { recursive: true });
      moves.push({ from: path.join(staging, 'files'), to: path.join(dataDir, 'files') });
    }
    if (manifest.entries.some((entry) => entry.name === AUTH_SECRET_ENTRY)) {
      moves.push({
        from: path.join(staging, AUTH_SECRET_ENTRY),
        to: path.join(dataDir, 'auth-secret'),
      });
    }
    if (manifest.database === 'postgres' && settings.databaseUrl) {
      await restorePostgres(settings.databaseUrl, path.join(staging, POSTGRES_ENTRY));
    }
    const aside = path.join(dataDir, `before-restore-${stamp}`);
    await swapIn(moves, aside);
    return {
      manifest,
      asideDir: (await exists(aside)) ? aside : null,
      notes: notesFor(manifest, settings),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await hold.release();
  }
}

function notesFor(manifest: Manifest, settings: RestoreSettings): string[] {
  const notes: string[] = [];
  if (manifest.files.storage === 's3') {
    notes.push(
      `Pictures were in the S3 bucket "${manifest.files.bucket}" and are not in the backup: if they were lost too, restore that bucket from its own backup.`,
    );
  } else if (settings.s3) {
    notes.push(
      `The backup's pictures went to ${path.join(settings.dataDir, 'files')}, but the settings keep pictures in S3: copy them to the bucket.`,
    );
  }
  return notes;
}
