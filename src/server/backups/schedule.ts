/**
 * Scheduled backups (BACKUP_EVERY_HOURS): each server claims the current slot's row and the one
 * that gets it takes the backup, so several servers, or a restarted one, take one backup per slot.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { takeBackup } from './take-backup';
import type { WrittenBackup } from './write-backup';

const CHECK_EVERY_MS = 60_000;
const FIRST_CHECK_MS = 5_000;

export function slotOf(now: Date, everyHours: number): string {
  return `every-${everyHours}h:${Math.floor(now.getTime() / (everyHours * 3_600_000))}`;
}

/** This slot's backup, or null when another server (or an earlier run) has it. */
export async function runScheduledBackup(
  db: Database,
  config: Pick<Config, 'dataDir' | 's3' | 'backups'>,
  now: Date,
): Promise<WrittenBackup | null> {
  const everyHours = config.backups.everyHours;
  if (!everyHours) return null;
  return takeBackup({ db, config, slot: slotOf(now, everyHours), now });
}

export function scheduleBackups(app: FastifyInstance): void {
  const everyHours = app.config.backups.everyHours;
  if (!everyHours) return;
  let lastSlot: string | null = null;
  let running: Promise<void> | null = null;
  const check = () => {
    const now = new Date();
    const slot = slotOf(now, everyHours);
    if (running || slot === lastSlot) return;
    lastSlot = slot;
    running = runScheduledBackup(app.db, app.config, now)
      .then((written) => {
        if (written) app.log.info(`backup written: ${written.file} (${written.sizeBytes} bytes)`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the scheduled backup failed'))
      .finally(() => {
        running = null;
      });
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(check, FIRST_CHECK_MS);
    every = setInterval(check, CHECK_EVERY_MS);
    first.unref();
    every.unref();
  });
  // A backup under way finishes before the database closes.
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
