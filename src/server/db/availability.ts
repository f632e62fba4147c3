/**
 * Once a request meets an unavailable database, pages answer 503 at once instead of each waiting
 * out the time limits, until a probe gets an answer. Requests that need the database still try it,
 * so nothing depends on the probe being right for long.
 */
import type { Log } from '../mail/mailer';
import { type Database, pingDatabase } from './client';

export type DatabaseAvailability = {
  readonly down: boolean;
  /** Since when it is down (epoch ms), for /healthz. */
  readonly downSince: number | null;
  sawUnavailable(): void;
  stop(): void;
};

export function watchAvailability(db: Database, log: Log, probeEveryMs = 500) {
  let downSince: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function probe() {
    timer = undefined;
    try {
      await pingDatabase(db);
      log.info(`the database answers again after ${Date.now() - (downSince ?? Date.now())} ms`);
      downSince = null;
    } catch {
      if (!stopped) schedule();
    }
  }

  function schedule() {
    timer = setTimeout(probe, probeEveryMs);
    timer.unref();
  }

  const availability: DatabaseAvailability = {
    get down() {
      return downSince !== null;
    },
    get downSince() {
      return downSince;
    },
    sawUnavailable() {
      if (downSince !== null || stopped) return;
      downSince = Date.now();
      log.warn('the database is unavailable: pages answer 503 until it answers a probe');
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return availability;
}
