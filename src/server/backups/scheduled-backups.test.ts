/** BACKUP_EVERY_HOURS: one backup per slot across servers, and only the last BACKUP_KEEP kept. */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createShopOnDisk, type ShopOnDisk } from '../test/shop-on-disk';
import { runScheduledBackup, slotOf } from './schedule';
import { takeBackup } from './take-backup';

let shop: ShopOnDisk;
let db: Database;
let scheduled: ShopOnDisk['config'];
beforeAll(async () => {
  // The running shop has no schedule of its own, so its timer never adds a backup of today's
  // real time while the test lists the folder; the test runs the schedule at the times it names.
  shop = await createShopOnDisk({ keep: 2 });
  scheduled = { ...shop.config, backups: { ...shop.config.backups, everyHours: 6 } };
  db = (await shop.start()).database.db;
});
afterAll(() => shop.remove());

const hours = (count: number) => count * 3_600_000;
const start = new Date('2026-11-28T00:30:00Z');

describe('scheduled backups', () => {
  it('take one backup per slot and keep the last BACKUP_KEEP, never a hand-made one', async () => {
    const byHand = await takeBackup({
      db,
      config: shop.config,
      now: new Date('2026-11-27T12:00:00Z'),
    });
    const taken: string[] = [];
    for (let slot = 0; slot < 4; slot++) {
      const now = new Date(start.getTime() + hours(6 * slot));
      const written = await runScheduledBackup(db, scheduled, now);
      expect(written, `slot ${slot}`).not.toBeNull();
      taken.push(written?.file ?? '');
      // Another server (or this one, restarted) asking in the same slot takes nothing.
      const later = new Date(now.getTime() + hours(5));
      expect(slotOf(later, 6)).toBe(slotOf(now, 6));
      expect(await runScheduledBackup(db, scheduled, later)).toBeNull();
    }
    const left = (await readdir(shop.config.backups.dir)).sort();
    const names = taken.map((file) => file.split('/').at(-1));
    expect(left).toEqual([byHand?.file.split('/').at(-1), ...names.slice(-2)].sort());
  });
});
