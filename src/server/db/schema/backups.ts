import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Backups taken (docs/decisions/026), one row per attempt, so every server's dashboard shows the
 * last. A scheduled backup claims its unique `slot`, so of several servers only one takes each.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial().primaryKey(),
    slot: text().unique(),
    /** The backup file's name in BACKUP_DIR of the machine that took it. */
    fileName: text().notNull(),
    takenBy: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
  },
  (t) => [index('backups_finished_idx').on(t.finishedAt)],
);
