import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Backups taken by the shop (docs/decisions/026): one row per attempt, so every server's dashboard
 * shows the last one wherever it was taken. A scheduled backup claims its `slot`
 * ('every-6h:493512'), unique, so of several servers on one database only one takes each.
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
