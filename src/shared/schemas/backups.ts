/**
 * The dashboard's backup line (issue 23, docs/decisions/026).
 * - GET /api/admin/backup-status → backupStatusSchema (admins only)
 * The server decides the warning: no backup yet, the last one older than a day, or the latest
 * attempt failed.
 */
import { z } from 'zod';

/** A backup older than this is worth a warning. */
export const BACKUP_STALE_HOURS = 24;

export const BACKUP_WARNINGS = ['none', 'stale', 'failed'] as const;

export const backupStatusSchema = z.object({
  last: z
    .object({
      finishedAt: z.iso.datetime(),
      sizeBytes: z.number().int().nonnegative(),
      fileName: z.string(),
      /** The machine whose BACKUP_DIR holds the file. */
      takenBy: z.string(),
    })
    .nullable(),
  warning: z.enum(BACKUP_WARNINGS).nullable(),
  /** The latest attempt's error when it failed. */
  lastError: z.string().nullable(),
  /** BACKUP_EVERY_HOURS (null: the server takes none by itself) and BACKUP_KEEP. */
  everyHours: z.number().int().nullable(),
  keep: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
