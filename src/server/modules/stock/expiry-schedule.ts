/**
 * Batches past the shelf-life limit come off sale at midnight in Dhaka (decision 038): a run a second
 * after each Dhaka midnight, and one a minute after start for a server that slept through one.
 * Each server's run finds what another left; orders check their own variants as well.
 */
import type { FastifyInstance } from 'fastify';
import { withdrawUnsellable } from './stock-move';

const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** How long from `now` until a second after the next midnight in Dhaka (UTC+6 all year). */
export function untilAfterDhakaMidnight(now: Date): number {
  const dhaka = now.getTime() + DHAKA_OFFSET_MS;
  const nextMidnight = (Math.floor(dhaka / DAY_MS) + 1) * DAY_MS;
  return nextMidnight - dhaka + 1000;
}

export function scheduleExpiryWithdrawals(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const units = await withdrawUnsellable(app.db, null);
      if (units === 0) return;
      app.catalogCache.clear();
      app.log.info({ units }, 'stock past its shelf-life limit taken off sale');
    } catch (error) {
      app.log.warn({ err: error }, 'taking expiring stock off sale failed');
    }
  };
  const next = (delay: number) => {
    timer = setTimeout(() => {
      void run().then(() => next(untilAfterDhakaMidnight(new Date())));
    }, delay);
    timer.unref();
  };
  next(Math.min(60_000, untilAfterDhakaMidnight(new Date())));
  app.addHook('onClose', async () => clearTimeout(timer));
}
