/**
 * The dashboard's backup line (docs/decisions/026): GET /api/admin/backup-status. The server
 * decides the warning.
 */
import { z } from 'zod';

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
  lastError: z.string().nullable(),
  /** BACKUP_EVERY_HOURS (null: the server takes none by itself) and BACKUP_KEEP. */
  everyHours: z.number().int().nullable(),
  keep: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
