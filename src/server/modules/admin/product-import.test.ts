/** The catalogue as a spreadsheet: export, dry run, apply, pictures, against a real database. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '#shared/schemas/admin-import';
import { productOptions, products, productVariants } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { auditEntriesOf } from '../../test/fixtures/audit';
import { importLines, sendImport, zipOf } from '../../test/fixtures/product-import';
import { smallPng } from '../../test/fixtures/uploads';
import { giveOptions } from '../../test/fixtures/variants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { csvLine, parseCsv } from './product-csv-format';

let t: TestApp;
let admin: SignedInShopper;
let customer: SignedInShopper;
let pictureServer: Server;
let pictureHost: string;

beforeAll(async () => {
  const png = await smallPng();
  pictureServer = createServer((request, response) => {
    if (request.url === '/ok.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
  pictureHost = `127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
  t = await createTestApp({ importImageHosts: ['127.0.0.1'] });
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictureServer.close(resolve));
});

const exportCsv = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products.csv',
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const check = (csv: string, zip?: Buffer) =>
  sendImport(t.app, admin.cookie, '/api/admin/products/import/check', csv, zip);
const apply = (csv: string, zip?: Buffer) =>
  sendImport(t.app, admin.cookie, '/api/admin/products/import', csv, zip);
const en = translatorFor('en');

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;
const sheet = (rows: Row[]) =>
  csvLine([...PRODUCT_CSV_COLUMNS]) +
  rows.map((row) => csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''))).join('');

const lipstick = (handle: string, extra: Row = {}): Row[] =>
  ['Ruby Woo', 'Velvet Teddy', 'Chili'].map((shade, index) => ({
    Handle: handle,
    ...(index === 0
      ? {
          Name: `Matte Lipstick ${handle}`,
          Category: 'makeup',
          Brand: 'MAC',
          'Option1 Name': 'Shade',
        }
      : {}),
    'Option1 Value': shade,
    SKU: `${handle}-${index + 1}`.toUpperCase(),
    'Price (BDT)': '1200.00',
    'Sale Price (BDT)': index === 1 ? '999.50' : '',
    Stock: String(5 + index),
    Swatch: '#a01c2c',
    'Shade Family': 'red',
    ...extra,
  }));

describe('export', () => {
  it('lists every product, one row per variant, UTF-8 with BOM, admins only', async () => {
    const [product] = await t.db.select().from(products).limit(1);
    if (!product) throw new Error('no seeded product');
    await giveOptions(
      t.db,
      product.id,
      ['Shade'],
      [
        { values: ['=HYPERLINK("x")'], price: 150_000, stock: 3, swatch: '#112233' },
        { values: ['নীল'], price: 120_000, salePrice: 99_900, stock: 0, status: 'inactive' },
      ],
    );
    const response = await exportCsv();
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF"Handle","Name"')).toBe(true);
    const records = parseCsv(response.body);
    // One header, one row per product without options, one per shade of the others.
    const counted = await t.db.execute<{ rows: number }>(sql`
      SELECT ((SELECT count(*) FROM products p
               WHERE NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id))
            + (SELECT count(*) FROM product_variants WHERE option1 IS NOT NULL))::int AS rows`);
    expect(records).toHaveLength(1 + Number(counted.rows[0]?.rows));
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).toContain('"নীল"');
    expect(response.body).toContain('"1200.00","999.00"');
    expect(response.body).toMatch(/"http:\/\/localhost:3000\/files\/[0-9a-f-]{36}"/);

    for (const who of [undefined, customer]) {
      const refused = await t.app.inject({
        url: '/api/admin/products.csv',
        headers: who ? { cookie: who.cookie } : {},
      });
      expect([401, 403]).toContain(refused.statusCode);
      expect(refused.body).not.toContain('Handle');
    }
  });

  it('imports its own export back unchanged', async () => {
    const before = (await exportCsv()).body;
    const dryRun = await check(before);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const report = dryRun.json();
    expect(report.problems).toEqual([]);
    expect(report.rows.filter((row: { action: string }) => row.action !== 'unchanged')).toEqual([]);
    expect(report.summary).toMatchObject({ productsCreated: 0, productsChanged: 0, refused: 0 });
    const applied = await apply(before);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(importLines(applied.body).at(-1)?.type).toBe('done');
    expect((await exportCsv()).body).toBe(before);
  });
});

describe('dry run and apply', () => {
  it('refuses a bad row by row with reasons in both languages, and writes nothing', async () => {
    const rows = lipstick('bad-one');
    rows[1] = { ...rows[1], 'Price (BDT)': 'abc' };
    rows[2] = { ...rows[2], Stock: '-2', SKU: 'BAD-ONE-1' };
    const csv = sheet([
      ...rows,
      { Handle: 'second', Name: 'Second', Category: 'nope', 'Price (BDT)': '10' },
    ]);
    const [{ count: before = 0 } = {}] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products);
    const dryRun = (await check(csv)).json();
    expect(dryRun.ok).toBe(false);
    const byRow = new Map(dryRun.rows.map((row: { row: number }) => [row.row, row]));
    expect(byRow.get(2)).toMatchObject({ action: 'create', reasons: [] });
    const row3 = byRow.get(3) as { action: string; reasons: string[] };
    expect(row3.action).toBe('refuse');
    expect(row3.reasons.map(en.message)).toEqual(["Price (BDT) 'abc' is not a number"]);
    expect(translatorFor('bn').message(row3.reasons[0] ?? '')).toBe(
      "Price (BDT) 'abc' কোনো সংখ্যা নয়",
    );
    const row4 = (byRow.get(4) as { reasons: string[] }).reasons.map(en.message);
    expect(row4).toContain('Stock cannot be below 0');
    expect(row4).toContain('SKU BAD-ONE-1 is used twice');
    const row5 = (byRow.get(5) as { reasons: string[] }).reasons.map(en.message);
    expect(row5[0]).toMatch(/^Category 'nope' is not one of: makeup, /);

    const refused = await apply(csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().summary.refused).toBe(3);
    const [{ count: after = 0 } = {}] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products);
    expect(after).toBe(before);
  });

  it('creates products with variants and changes existing ones, in one go', async () => {
    const created = await apply(
      sheet([
        ...lipstick('ruby'),
        {
          Handle: 'scarf',
          Name: 'Silk Scarf',
          Category: 'accessories',
          Description: '-long, soft',
          'Price (BDT)': '৳1,500',
          Stock: '4',
          Featured: 'yes',
        },
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const lines = importLines(created.body);
    expect(lines.some((line) => line.type === 'progress' && line.phase === 'rows')).toBe(true);
    const done = lines.at(-1) as { type: string; report: { summary: Record<string, number> } };
    expect(done.type).toBe('done');
    expect(done.report.summary).toMatchObject({ productsCreated: 2, variantsCreated: 4 });

    const [ruby] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Matte Lipstick ruby'));
    if (!ruby) throw new Error('not created');
    // The product's summary is the cheapest active shade's (docs/decisions/011).
    expect(ruby).toMatchObject({
      price: 120_000,
      salePrice: 99_950,
      stockQuantity: 18,
      brand: 'MAC',
    });
    const shades = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, ruby.id))
      .orderBy(productVariants.position);
    expect(shades.map((v) => [v.sku, v.option1, v.stockQuantity])).toEqual([
      ['RUBY-1', 'Ruby Woo', 5],
      ['RUBY-2', 'Velvet Teddy', 6],
      ['RUBY-3', 'Chili', 7],
    ]);
    const [scarf] = await t.db.select().from(products).where(eq(products.name, 'Silk Scarf'));
    expect(scarf).toMatchObject({ price: 150_000, stockQuantity: 4, featured: true });
    expect(scarf?.description).toBe('-long, soft');

    // The export names them by handle; changing a price and dropping a shade changes them.
    const exported = parseCsv((await exportCsv()).body);
    const handle = exported.find((r) => r.cells[13] === 'RUBY-1')?.cells[0] ?? '';
    expect(handle).toBe(`matte-lipstick-ruby-${ruby.id}`);
    const changed = lipstick(handle).slice(0, 2);
    changed[0] = {
      ...changed[0],
      Name: 'Matte Lipstick ruby',
      SKU: 'RUBY-1',
      'Price (BDT)': '1100',
    };
    changed[1] = { ...changed[1], SKU: 'RUBY-2' };
    const dryRun = (await check(sheet(changed))).json();
    expect(dryRun.rows.map((r: { action: string }) => r.action)).toEqual(['change', 'unchanged']);
    expect(dryRun.summary).toMatchObject({ productsChanged: 1, variantsRemoved: 1 });
    expect((await apply(sheet(changed))).statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, ruby.id));
    expect(after.map((v) => v.sku).sort()).toEqual(['RUBY-1', 'RUBY-2']);
    expect(after.find((v) => v.sku === 'RUBY-1')?.id).toBe(shades[0]?.id);

    // Each change is in the audit log with its old and new values, as the product form's are.
    const logged = (action: string) => auditEntriesOf(t.db, 'product', ruby.id, action);
    expect(await logged('product.create')).toMatchObject([
      { actorId: admin.userId, after: { name: 'Matte Lipstick ruby', brand: 'MAC' } },
    ]);
    expect(await logged('variant.create')).toHaveLength(3);
    expect(await logged('variant.update')).toMatchObject([
      {
        route: 'POST /api/admin/products/import',
        before: { sku: 'RUBY-1', price: 120_000 },
        after: { sku: 'RUBY-1', price: 110_000 },
      },
    ]);
    expect(await logged('variant.delete')).toMatchObject([
      { before: { sku: 'RUBY-3', stockQuantity: 7 } },
    ]);
  });

  it('reads and writes skin types, and keeps them when the file has no such column', async () => {
    const cleanser: Row = {
      Handle: 'gel-cleanser',
      Name: 'Gel Cleanser',
      Category: 'skincare',
      'Price (BDT)': '900',
      Stock: '5',
      'Skin Types': 'Combination; oily',
    };
    const refused = (await check(sheet([{ ...cleanser, 'Skin Types': 'oily, greasy' }]))).json();
    expect(refused.rows[0].reasons.map(en.message)).toEqual([
      "Skin Types 'greasy' is not one of: oily, dry, combination, normal, sensitive",
    ]);
    expect(importLines((await apply(sheet([cleanser]))).body).at(-1)?.type).toBe('done');
    const skinOf = async () =>
      (await t.db.select().from(products).where(eq(products.name, 'Gel Cleanser')))[0];
    const created = await skinOf();
    expect(created?.skinTypes).toEqual(['oily', 'combination']);
    expect((await exportCsv()).body).toContain('"oily; combination"');

    // A sheet made before the column existed changes the rest and keeps them.
    const handle = `gel-cleanser-${created?.id}`;
    const older = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'Skin Types');
    const row: Row = { ...cleanser, Handle: handle, Description: 'Foams gently.' };
    const withoutColumn = csvLine([...older]) + csvLine(older.map((column) => row[column] ?? ''));
    expect(importLines((await apply(withoutColumn)).body).at(-1)?.type).toBe('done');
    expect(await skinOf()).toMatchObject({
      description: 'Foams gently.',
      skinTypes: ['oily', 'combination'],
    });
    // With the column, an empty cell clears them.
    const cleared = (await check(sheet([{ ...row, 'Skin Types': '' }]))).json();
    expect(cleared.rows.map((r: { action: string }) => r.action)).toEqual(['change']);
    await apply(sheet([{ ...row, 'Skin Types': '' }]));
    expect((await skinOf())?.skinTypes).toEqual([]);
  });

  it("refuses another product's SKU and the shop's own SG- SKUs", async () => {
    const [other] = await t.db.select().from(productVariants).limit(1);
    const rows = lipstick('thief');
    rows[0] = { ...rows[0], SKU: other?.sku ?? '' };
    rows[1] = { ...rows[1], SKU: 'SG-999999' };
    const report = (await check(sheet(rows))).json();
    expect(en.message(report.rows[0].reasons[0])).toMatch(/^SKU .* belongs to another product: /);
    expect(en.message(report.rows[1].reasons[0])).toBe(
      "SKUs like SG-12 are the shop's own; choose another",
    );
  });
});

describe('pictures', () => {
  it('refuses a web address whose host is not allowed, and fetches from an allowed one', async () => {
    const rows = lipstick('pictured', { 'Variant Images': 'https://evil.example.com/x.png' });
    const refused = (await check(sheet(rows))).json();
    expect(en.message(refused.rows[0].reasons[0])).toBe(
      'Pictures from evil.example.com are not allowed (IMPORT_IMAGE_HOSTS)',
    );
    const good = lipstick('pictured');
    good[0] = { ...good[0], 'Product Images': `http://${pictureHost}/ok.png` };
    const applied = await apply(sheet(good));
    expect(importLines(applied.body).at(-1)?.type, applied.body).toBe('done');
    const [row] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Matte Lipstick pictured'));
    expect(row?.images[0]).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect((await t.app.inject(`${row?.images[0]}/320.webp`)).statusCode).toBe(200);

    const missing = lipstick('lost');
    missing[0] = { ...missing[0], 'Product Images': `http://${pictureHost}/gone.png` };
    const failed = importLines((await apply(sheet(missing))).body).at(-1) as {
      type: string;
      rows: { row: number; reasons: string[] }[];
    };
    expect(failed.type).toBe('failed');
    expect(failed.rows[0]?.row).toBe(2);
    const none = await t.db.select().from(products).where(eq(products.name, 'Matte Lipstick lost'));
    expect(none).toEqual([]);
  });

  it('is off for web addresses when no host is allowed', async () => {
    const off = await createTestApp();
    try {
      const offAdmin = await createAdmin(off.app, off.db);
      const rows = lipstick('off', { 'Variant Images': 'https://cdn.example.com/x.png' });
      const response = await sendImport(
        off.app,
        offAdmin.cookie,
        '/api/admin/products/import/check',
        sheet(rows),
      );
      expect(en.message(response.json().rows[0].reasons[0])).toContain(
        'IMPORT_IMAGE_HOSTS is empty',
      );
    } finally {
      await off.close();
    }
  });

  it('takes pictures from the ZIP by file name, and refuses names it lacks', async () => {
    const png = await smallPng();
    const zip = zipOf({ 'shots/ruby.png': png, 'chili.png': png, 'notes.txt': Buffer.from('hi') });
    const rows = lipstick('zipped');
    rows[0] = { ...rows[0], 'Variant Images': 'ruby.png' };
    rows[2] = { ...rows[2], 'Variant Images': 'chili.png; missing.png' };
    const dryRun = (await check(sheet(rows), zip)).json();
    expect(dryRun.rows[2].reasons.map(en.message)).toEqual([
      'Picture missing.png is not in the ZIP',
    ]);
    expect((await check(sheet(rows))).json().rows[0].reasons.map(en.message)).toEqual([
      'Picture ruby.png needs the pictures ZIP',
    ]);
    rows[2] = { ...rows[2], 'Variant Images': 'chili.png' };
    const applied = await apply(sheet(rows), zip);
    expect(importLines(applied.body).at(-1)?.type, applied.body).toBe('done');
    const variants = await t.db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.sku, ['ZIPPED-1', 'ZIPPED-3']));
    for (const variant of variants) expect(variant.images[0]).toMatch(/^\/files\//);

    const notImage = lipstick('textual', { 'Variant Images': 'notes.txt' });
    const failed = importLines((await apply(sheet(notImage), zip)).body).at(-1) as {
      type: string;
      rows: { reasons: string[] }[];
    };
    expect(failed.type).toBe('failed');
    expect(en.message(failed.rows[0]?.reasons[0] ?? '')).toBe(
      'Picture notes.txt is not a JPEG, PNG or WebP picture',
    );
  });

  it('refuses a ZIP that is not one', async () => {
    const report = (await check(sheet(lipstick('junk')), Buffer.from('not a zip'))).json();
    expect(report.ok).toBe(false);
    expect(report.problems.map(en.message)).toEqual([
      'The pictures file is not a ZIP that can be read.',
    ]);
  });
});

describe('the issue: 200 products with one bad row', () => {
  it('is refused by the dry run, then imports once fixed', async () => {
    const rows: Row[] = [];
    for (let n = 1; n <= 200; n += 1) {
      const handle = `bulk-${n}`;
      rows.push(
        ...(n % 2 === 0
          ? lipstick(handle)
          : [
              {
                Handle: handle,
                Name: `Bulk ${n}`,
                Category: 'skincare',
                'Price (BDT)': '450',
                Stock: '9',
              },
            ]),
      );
    }
    const bad = rows.findIndex((row) => row.Handle === 'bulk-7');
    rows[bad] = { ...rows[bad], 'Price (BDT)': 'abc' };
    const dryRun = (await check(sheet(rows))).json();
    expect(dryRun.summary.refused).toBe(1);
    const refusedRow = dryRun.rows.find((row: { action: string }) => row.action === 'refuse');
    expect(refusedRow.row).toBe(bad + 2);
    expect(refusedRow.reasons.map(en.message)).toEqual(["Price (BDT) 'abc' is not a number"]);
    expect((await apply(sheet(rows))).statusCode).toBe(422);
    expect(await t.db.select().from(products).where(eq(products.name, 'Bulk 1'))).toEqual([]);

    rows[bad] = { ...rows[bad], 'Price (BDT)': '450' };
    const applied = await apply(sheet(rows));
    expect(importLines(applied.body).at(-1)?.type).toBe('done');
    const [counted] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.name} LIKE 'Bulk %' OR ${products.name} LIKE 'Matte Lipstick bulk-%'`);
    expect(counted?.count).toBe(200);
    const options = await t.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.name, 'Shade'));
    expect(options.length).toBeGreaterThanOrEqual(100);
  });
});
