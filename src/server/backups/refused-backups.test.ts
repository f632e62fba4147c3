/**
 * A restore checks everything before it replaces anything: a truncated or damaged file, or a shop
 * still running, is refused with a message saying so, and the shop's data stays as it was.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createShopper } from '../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../test/fixtures/orders';
import { createShopOnDisk, PICTURE_KEY, type ShopOnDisk } from '../test/shop-on-disk';
import { injectAs } from '../test/test-app';
import { DataDirBusyError, holdDataDir } from './data-dir-holder';
import { BackupRefusedError } from './read-backup';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

let shop: ShopOnDisk;
let backupFile: string;
let ordersNow: number;

beforeAll(async () => {
  shop = await createShopOnDisk();
  const { app, database } = await shop.start();
  await setProduct(database.db, 61, { stockQuantity: 50, status: 'active' });
  const shopper = await createShopper(app);
  const written = await takeBackup({ db: database.db, config: shop.config });
  if (!written) throw new Error('no backup');
  backupFile = written.file;
  // An order after the backup: a restore that went through would lose it.
  await fillCart(app, shopper, [[61, 1]]);
  const placed = await injectAs(app, shopper, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  ordersNow = await orderCount();
  await shop.stop();
});
afterAll(() => shop.remove());

async function orderCount(): Promise<number> {
  const { database } = await shop.start();
  const [row] = await database.db.select({ n: count() }).from(orders);
  await shop.stop();
  return row?.n ?? -1;
}

/** The shop as it was: same orders, same picture, nothing left over in DATA_DIR. */
async function expectUntouched() {
  expect(await orderCount()).toBe(ordersNow);
  const picture = await readFile(path.join(shop.config.dataDir, 'files', PICTURE_KEY), 'utf8');
  expect(picture).toBe('picture bytes');
  const left = (await readdir(shop.config.dataDir)).filter(
    (name) => name.startsWith('.restore-') || name.startsWith('before-restore-'),
  );
  expect(left).toEqual([]);
}

async function variant(name: string, change: (bytes: Buffer) => Buffer): Promise<string> {
  const file = path.join(shop.config.backups.dir, name);
  await writeFile(file, change(await readFile(backupFile)));
  return file;
}

describe('a restore refuses', () => {
  it('a truncated backup', async () => {
    const file = await variant('truncated.tar.gz', (bytes) => bytes.subarray(0, bytes.length / 2));
    const refused = restoreBackup(shop.config, file);
    await expect(refused).rejects.toThrow(BackupRefusedError);
    await expect(refused).rejects.toThrow(/is incomplete: it ends before the backup does/);
    await expectUntouched();
  });

  it('a backup with damaged bytes', async () => {
    const file = await variant('flipped.tar.gz', (bytes) => {
      const copy = Buffer.from(bytes);
      const from = Math.floor(copy.length / 3);
      for (let at = from; at < from + 64; at++) copy[at] = (copy[at] ?? 0) ^ 0xff;
      expect(copy.equals(bytes)).toBe(false);
      return copy;
    });
    await expect(restoreBackup(shop.config, file)).rejects.toThrow(
      /is damaged \(.+\)\. Nothing was changed/,
    );
    await expectUntouched();
  });

  it('a backup whose content was changed in a well-formed archive', async () => {
    // The picture's bytes changed inside a valid tar and gzip: only the manifest's SHA-256 tells.
    const file = await variant('altered.tar.gz', (bytes) => {
      const tar = gunzipSync(bytes);
      const at = tar.indexOf('picture bytes');
      tar.write('PICTURE', at, 'utf8');
      return gzipSync(tar);
    });
    await expect(restoreBackup(shop.config, file)).rejects.toThrow(
      `is damaged (files/${PICTURE_KEY} does not match its checksum)`,
    );
    await expectUntouched();
  });

  it('a file that is no backup at all', async () => {
    const file = await variant('notes.txt', () => Buffer.from('my shopping list'));
    await expect(restoreBackup(shop.config, file)).rejects.toThrow(BackupRefusedError);
    await expectUntouched();
  });

  it('while the shop is running', async () => {
    const { app } = await shop.start();
    // On the embedded database the server holds DATA_DIR; on PostgreSQL its pool is connected.
    const hold = shop.config.databaseUrl ? null : await holdDataDir(shop.config.dataDir, 'server');
    await app.inject({ method: 'GET', url: '/api/products' });
    try {
      const refused = restoreBackup(shop.config, backupFile);
      await expect(refused).rejects.toThrow(DataDirBusyError);
      await expect(refused).rejects.toThrow(
        shop.config.databaseUrl ? /The database is in use/ : /the shop is running on it/,
      );
    } finally {
      await hold?.release();
      await shop.stop();
    }
    await expectUntouched();
  });
});
