/**
 * Back up, shop on, restore: the shop comes back exactly as the backup found it, on the embedded
 * database or on PostgreSQL (TEST_DATABASE_URL), through `npm run db:backup`'s own code path.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createShopper, type SignedInShopper } from '../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../test/fixtures/orders';
import { createShopOnDisk, PICTURE_KEY, type ShopOnDisk } from '../test/shop-on-disk';
import { injectAs } from '../test/test-app';
import { runBackupCommand } from './backup-command';
import { holdDataDir } from './data-dir-holder';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

let shop: ShopOnDisk;
beforeAll(async () => {
  shop = await createShopOnDisk();
});
afterAll(() => shop.remove());

async function placeOrder(app: FastifyInstance, who: SignedInShopper): Promise<string> {
  await fillCart(app, who, [[60, 1]]);
  const placed = await injectAs(app, who, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

describe('backup and restore', () => {
  it('brings back exactly the orders, files and secret of the backup', async () => {
    const { app, database } = await shop.start();
    await setProduct(database.db, 60, { stockQuantity: 50, status: 'active' });
    const shopper = await createShopper(app);
    const before = [await placeOrder(app, shopper), await placeOrder(app, shopper)];
    const existing = (await database.db.select({ id: orders.id }).from(orders)).map((o) => o.id);

    // As `npm run db:backup` while the shop runs: the server that holds DATA_DIR takes it.
    const hold = shop.config.databaseUrl ? null : await holdDataDir(shop.config.dataDir, 'server');
    hold?.answerBackups(async () => {
      const written = await takeBackup({ db: app.db, config: shop.config });
      if (!written) throw new Error('not taken');
      return written;
    });
    const backup = await runBackupCommand(shop.config);
    expect(backup.takenBy).toBe(shop.config.databaseUrl ? 'this command' : 'the running shop');
    expect(path.dirname(backup.file)).toBe(shop.config.backups.dir);

    const after = [await placeOrder(app, shopper), await placeOrder(app, shopper)];
    await shop.stop();
    await hold?.release();
    await writeFile(path.join(shop.config.dataDir, 'files', PICTURE_KEY), 'changed later');

    const report = await restoreBackup(shop.config, backup.file);
    expect(report.asideDir).not.toBeNull();

    const restarted = await shop.start();
    const ids = (await restarted.database.db.select({ id: orders.id }).from(orders)).map(
      (o) => o.id,
    );
    expect(ids.sort()).toEqual(existing.sort());
    expect(ids).toEqual(expect.arrayContaining(before));
    for (const later of after) expect(ids).not.toContain(later);
    const picture = await readFile(path.join(shop.config.dataDir, 'files', PICTURE_KEY), 'utf8');
    expect(picture).toBe('picture bytes');
    const secret = await readFile(path.join(shop.config.dataDir, 'auth-secret'), 'utf8');
    expect(secret).toBe('a-secret-from-the-first-start\n');
    // The shop works on the restored data: the shopper's session from before is still valid.
    const mine = await injectAs(restarted.app, shopper, 'GET', '/api/orders');
    expect(mine.statusCode, mine.body).toBe(200);
    await shop.stop();
  });
});
