import { desc, eq, isNotNull } from 'drizzle-orm';
import { BACKUP_STALE_HOURS, type BackupStatus } from '#shared/schemas/backups';
import type { Database } from '../db/client';
import { backups } from '../db/schema';

/**
 * 'taken' when another server claimed the slot; 'unrecorded' when the database has no backups
 * table yet (before the upgrade that adds it), which must not stop the backup.
 */
export async function claimBackup(
  db: Database,
  claim: { slot: string | null; fileName: string; takenBy: string },
): Promise<number | 'taken' | 'unrecorded'> {
  try {
    const [row] = await db
      .insert(backups)
      .values(claim)
      .onConflictDoNothing({ target: backups.slot })
      .returning({ id: backups.id });
    return row ? row.id : 'taken';
  } catch (error) {
    if ((error as { cause?: { code?: string }; code?: string }).cause?.code === '42P01') {
      return 'unrecorded';
    }
    if ((error as { code?: string }).code === '42P01') return 'unrecorded';
    throw error;
  }
}

export async function finishBackup(
  db: Database,
  id: number,
  outcome: { sizeBytes: number } | { error: string },
): Promise<void> {
  await db
    .update(backups)
    .set({ finishedAt: new Date(), ...outcome })
    .where(eq(backups.id, id));
}

export async function backupStatus(
  db: Database,
  schedule: { everyHours: number | null; keep: number },
  now: Date = new Date(),
): Promise<BackupStatus> {
  const [[last], [latest]] = await Promise.all([
    db
      .select()
      .from(backups)
      .where(isNotNull(backups.sizeBytes))
      .orderBy(desc(backups.finishedAt))
      .limit(1),
    db
      .select()
      .from(backups)
      .where(isNotNull(backups.finishedAt))
      .orderBy(desc(backups.finishedAt))
      .limit(1),
  ]);
  const failed = latest?.error ? latest.error : null;
  const stale =
    last?.finishedAt && now.getTime() - last.finishedAt.getTime() > BACKUP_STALE_HOURS * 3_600_000;
  return {
    last:
      last?.finishedAt && last.sizeBytes !== null
        ? {
            finishedAt: last.finishedAt.toISOString(),
            sizeBytes: last.sizeBytes,
            fileName: last.fileName,
            takenBy: last.takenBy,
          }
        : null,
    warning: failed ? 'failed' : !last ? 'none' : stale ? 'stale' : null,
    lastError: failed,
    everyHours: schedule.everyHours,
    keep: schedule.keep,
  };
}
