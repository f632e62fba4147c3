/**
 * The catalogue import under attack: ZIP bombs (too many entries, too much declared or real
 * unpacked data), entries that lie about their size, a page renamed .jpg, a traversal name and
 * a binary "CSV". Each is refused with a 4xx or a refused row, never a 5xx, and leaves no product
 * and no stored file behind.
 */
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storedFiles } from '../../src/server/db/schema';
import { createAdmin, type SignedInShopper } from '../../src/server/test/fixtures/accounts';
import { importLines, sendImport, zipOf } from '../../src/server/test/fixtures/product-import';
import { smallPng } from '../../src/server/test/fixtures/uploads';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';

let t: TestApp;
let admin: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const csvNaming = (picture: string) =>
  `Handle,Name,Category,SKU,Price (BDT),Stock,Product Images\r\nbomb,Bomb Test,makeup,BOMB-1,100,1,"${picture}"\r\n`;

async function counts() {
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  const [made] = await t.db
    .select({ n: count() })
    .from(products)
    .where(like(products.name, 'Bomb%'));
  return { files: files?.n, products: made?.n };
}

/** Both routes refuse the upload (a problem, a refused row or a failed apply) and store nothing. */
async function expectRefused(csv: string, zip: Buffer | undefined, reason: RegExp) {
  const before = await counts();
  const check = await sendImport(t.app, admin.cookie, '/api/admin/products/import/check', csv, zip);
  expect(check.statusCode).toBeLessThan(500);
  const apply = await sendImport(t.app, admin.cookie, '/api/admin/products/import', csv, zip);
  expect(apply.statusCode).toBeLessThan(500);
  const text =
    apply.statusCode === 200
      ? JSON.stringify(importLines(apply.body).at(-1))
      : `${apply.body}${check.body}`;
  expect(text).toMatch(reason);
  expect(text).not.toMatch(/"type":"done"/);
  expect(await counts()).toEqual(before);
}

/** A ZIP whose central directory declares `size` unpacked bytes for its one entry. */
function declaring(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  const central = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

describe('catalogue import uploads', () => {
  it('refuses a ZIP of too many entries', async () => {
    const files: Record<string, Buffer> = {};
    for (let i = 0; i <= 20_000; i += 1) files[`f${i}`] = Buffer.alloc(0);
    await expectRefused(csvNaming('f1'), zipOf(files), /admin\.import\.zip\.tooManyEntries/);
  });

  it('refuses a picture that unpacks beyond the upload limit, declared or real', async () => {
    const zeros = zipOf({ 'big.png': Buffer.alloc(12 * 1024 * 1024) });
    expect(zeros.length).toBeLessThan(100_000);
    await expectRefused(csvNaming('big.png'), zeros, /admin\.import\.image\.tooLarge/);
    const huge = declaring(zipOf({ 'a.png': await smallPng() }), 0xfffffff0);
    await expectRefused(csvNaming('a.png'), huge, /admin\.import\.zip\.(tooMuchData|unreadable)/);
  });

  it('refuses an entry that is larger than it says, and a page renamed .jpg', async () => {
    const lying = declaring(zipOf({ 'liar.png': Buffer.alloc(200_000) }), 10);
    await expectRefused(csvNaming('liar.png'), lying, /admin\.import\.(image|zip)\./);
    const page = zipOf({ 'evil.jpg': Buffer.from('<html><script>alert(1)</script></html>') });
    await expectRefused(csvNaming('evil.jpg'), page, /admin\.import\.image\.notAnImage/);
  });

  it('keeps a traversal name away from the file system', async () => {
    const zip = zipOf({ '../../../../tmp/evil.png': Buffer.from('not a picture') });
    await expectRefused(
      csvNaming('../../../../tmp/evil.png'),
      zip,
      /admin\.import\.(image\.notAnImage|zip\.unreadable)/,
    );
  });

  it('refuses a binary file sent as the CSV', async () => {
    const png = (await smallPng()).toString('latin1');
    await expectRefused(png, undefined, /admin\.import\.file\./);
  });
});
