/**
 * The catalogue feeds on the seeded shop: every row against each spec's required fields, prices
 * as the shop charges them, awkward text, the private token, the cache and the admin's view.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, promotions } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import {
  googleItemProblems,
  metaRowProblems,
  readGoogleFeed,
  readMetaFeed,
} from '../../test/fixtures/feeds';
import { giveOptions } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
let publicUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  publicUrl = t.config.publicUrl;
});
afterAll(() => t.close());

const fetchMeta = async () => {
  const response = await t.app.inject('/feeds/meta.csv');
  expect(response.statusCode).toBe(200);
  return readMetaFeed(response.body);
};
const fetchGoogle = async () => {
  const response = await t.app.inject('/feeds/google.xml');
  expect(response.statusCode).toBe(200);
  return readGoogleFeed(response.body).items;
};
const skusOf = async (productId: number) =>
  (
    await t.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
  ).map((row) => row.sku);

/** The variants shoppers can choose: active, of an active product, fitting its options. */
async function choosableCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.status = 'active' AND p.status = 'active'
        AND num_nonnulls(v.option1, v.option2, v.option3) =
          (SELECT count(*) FROM product_options o WHERE o.product_id = p.id)`);
  return result.rows[0]?.n ?? 0;
}

describe('the feeds of the sample shop', () => {
  it("gives Meta one row per variant, each holding Meta's required fields", async () => {
    const rows = await fetchMeta();
    expect(rows.length).toBe(await choosableCount());
    expect(rows.length).toBeGreaterThan(219);
    const problems = rows.flatMap((row) =>
      metaRowProblems(row, publicUrl).map((problem) => `${row.id}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const shaded = rows.find((row) => row.color);
    expect(shaded?.item_group_id).toMatch(/^\d+$/);
    expect(shaded?.link).toBe(
      `${publicUrl}/product/${shaded?.item_group_id}?variant=${new URL(shaded?.link ?? '').searchParams.get('variant')}`,
    );
    expect(rows.some((row) => row.size)).toBe(true);
    expect(rows.some((row) => row.item_group_id === '')).toBe(true);
  });

  it("gives Google the same rows as RSS 2.0, each holding Google's required fields", async () => {
    const response = await t.app.inject('/feeds/google.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { channel, items } = readGoogleFeed(response.body);
    expect(channel.title).toBe(t.config.shop.name);
    const problems = items.flatMap((item) =>
      googleItemProblems(item, publicUrl).map((problem) => `${item['g:id']}: ${problem}`),
    );
    expect(problems).toEqual([]);
    const metaIds = (await fetchMeta()).map((row) => row.id).sort();
    expect(items.map((item) => item['g:id']).sort()).toEqual(metaIds);
  });

  it('prices every row as the product page does, a running sale as the sale price', async () => {
    const [{ id: productId } = { id: 0 }] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1)
      .offset(30);
    await t.db.insert(promotions).values({
      kind: 'sale',
      name: 'Feed sale',
      discountType: 'percent',
      discountValue: 20,
      productIds: [productId],
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    await t.app.salesClock.refresh();
    const page = (await t.app.inject(`/api/products/${productId}`)).json();
    const [sku] = await skusOf(productId);
    const row = (await fetchMeta()).find((candidate) => candidate.id === sku);
    const taka = (poisha: number) => `${(poisha / 100).toFixed(2)} BDT`;
    expect(page.salePrice).toBeLessThan(page.price);
    expect(row).toMatchObject({ price: taka(page.price), sale_price: taka(page.salePrice) });
    const item = (await fetchGoogle()).find((candidate) => candidate['g:id'] === sku);
    expect(item).toMatchObject({
      'g:price': taka(page.price),
      'g:sale_price': taka(page.salePrice),
    });
  });
});

describe('awkward text', () => {
  it('keeps commas, quotes, line breaks, & < > and Bangla intact in both files', async () => {
    const name = 'Kajal "Noir", 2-in-1 <Smoky> & Bold';
    const description = 'কাজল, "গাঢ় কালো" & <দীর্ঘস্থায়ী>;\nলাইন দুই\r\nthree, \'four\'';
    await t.db
      .update(products)
      .set({ name, description, brand: 'Rang & Co., "Dhaka"' })
      .where(eq(products.id, 40));
    await giveOptions(
      t.db,
      40,
      ['Shade'],
      [
        { values: ['Jet, "Black"'], price: 45_000, stock: 3 },
        { values: ['বাদামি <Brown>'], price: 45_000, stock: 0 },
      ],
    );
    const ids = await skusOf(40);
    const rows = (await fetchMeta()).filter((row) => ids.includes(row.id ?? ''));
    expect(rows.map((row) => [row.title, row.color, row.availability])).toEqual([
      [`${name} – Jet, "Black"`, 'Jet, "Black"', 'in stock'],
      [`${name} – বাদামি <Brown>`, 'বাদামি <Brown>', 'out of stock'],
    ]);
    const oneLine = 'কাজল, "গাঢ় কালো" & <দীর্ঘস্থায়ী>; লাইন দুই three, \'four\'';
    expect(rows[0]).toMatchObject({ description: oneLine, brand: 'Rang & Co., "Dhaka"' });
    const items = (await fetchGoogle()).filter((item) => ids.includes(String(item['g:id'])));
    expect(items.map((item) => [item.title, item['g:color'], item.description])).toEqual([
      [`${name} – Jet, "Black"`, 'Jet, "Black"', oneLine],
      [`${name} – বাদামি <Brown>`, 'বাদামি <Brown>', oneLine],
    ]);
    expect(items[0]?.['g:brand']).toBe('Rang & Co., "Dhaka"');
  });
});

describe('what is left out, and why', () => {
  it('leaves out inactive products, and tells the admin of rows without a brand or picture', async () => {
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, 41));
    await t.db.update(products).set({ brand: null }).where(eq(products.id, 42));
    await t.db.update(products).set({ images: [] }).where(eq(products.id, 43));
    await t.db.update(productVariants).set({ images: [] }).where(eq(productVariants.productId, 43));
    const left = [...(await skusOf(41)), ...(await skusOf(42)), ...(await skusOf(43))];
    const ids = new Set((await fetchMeta()).map((row) => row.id));
    expect(left.filter((sku) => ids.has(sku))).toEqual([]);
    const google = new Set((await fetchGoogle()).map((item) => item['g:id']));
    expect(left.filter((sku) => google.has(sku))).toEqual([]);

    const status = (await injectAs(t.app, admin, 'GET', '/api/admin/feeds')).json();
    const meta = status.feeds.find((feed: { kind: string }) => feed.kind === 'meta');
    expect(meta.building).toBe(false);
    expect(meta.last.rows).toBe(ids.size);
    const reasons = Object.fromEntries(
      meta.last.leftOut.map((entry: { reason: string; examples: { productId: number }[] }) => [
        entry.reason,
        entry.examples.map((example) => example.productId),
      ]),
    );
    expect(reasons.noBrand).toContain(42);
    expect(reasons.noImage).toContain(43);
    expect(JSON.stringify(meta.last.leftOut)).not.toContain('"productId":41');
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, 41));
  });
});

describe('the cache', () => {
  it('serves the same build while the catalogue is unchanged, and a new one after a change', async () => {
    const first = await t.app.inject('/feeds/meta.csv');
    const again = await t.app.inject('/feeds/meta.csv');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    const unchanged = await t.app.inject({
      url: '/feeds/meta.csv',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);

    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, 50), eq(productVariants.status, 'active')))
      .limit(1);
    const newPrice = (variant?.price ?? 0) + 12_300;
    await t.db
      .update(productVariants)
      .set({ price: newPrice, salePrice: null })
      .where(eq(productVariants.id, variant?.id ?? 0));
    const changed = await t.app.inject('/feeds/meta.csv');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const row = readMetaFeed(changed.body).find((candidate) => candidate.id === variant?.sku);
    expect(row?.price).toBe(`${(newPrice / 100).toFixed(2)} BDT`);
  });

  it('builds once for fetches that arrive together', async () => {
    await t.db.update(products).set({ featured: true }).where(eq(products.id, 51));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject('/feeds/google.xml')),
    );
    expect(new Set(answers.map((answer) => answer.headers['last-modified'])).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });
});

describe('a private feed (FEED_TOKEN)', () => {
  const token = 'feed-token-0123456789abcdef';
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({
      feeds: { dir: mkdtempSync(path.join(tmpdir(), 'sajghor-feeds-')), token },
    });
  });
  afterAll(() => own.close());

  it('answers 404 without the token or with a wrong one, in the reader’s language', async () => {
    for (const url of ['/feeds/meta.csv', '/feeds/google.xml']) {
      for (const query of [
        '',
        '?token=',
        '?token=feed-token-0123456789abcdeX',
        `?token=${token}x`,
      ]) {
        const refused = await own.app.inject(`${url}${query}`);
        expect(refused.statusCode, `${url}${query}`).toBe(404);
        expect(refused.json().message).toBe('Feed not found');
      }
      const bangla = await own.app.inject({ url, headers: { 'accept-language': 'bn' } });
      expect(bangla.json().message).toBe('ফিডটি খুঁজে পাওয়া যায়নি');
      expect((await own.app.inject(`${url}?token=${token}`)).statusCode).toBe(200);
    }
  });

  it("gives the admin the feeds' addresses with the token, and only the admin", async () => {
    const ownAdmin = await createAdmin(own.app, own.db);
    const status = (await injectAs(own.app, ownAdmin, 'GET', '/api/admin/feeds')).json();
    expect(status.private).toBe(true);
    expect(status.feeds.map((feed: { url: string }) => feed.url)).toEqual([
      `${publicUrl}/feeds/meta.csv?token=${token}`,
      `${publicUrl}/feeds/google.xml?token=${token}`,
    ]);
    const customer = await createShopper(own.app);
    expect((await injectAs(own.app, customer, 'GET', '/api/admin/feeds')).statusCode).toBe(403);
    expect((await injectAs(own.app, null, 'GET', '/api/admin/feeds')).statusCode).toBe(401);
  });

  it('starts a build when the admin looks at a feed never built, and reports it once done', async () => {
    const fresh = await createTestApp({
      feeds: { dir: mkdtempSync(path.join(tmpdir(), 'sajghor-feeds-')), token: undefined },
    });
    try {
      const freshAdmin = await createAdmin(fresh.app, fresh.db);
      const first = (await injectAs(fresh.app, freshAdmin, 'GET', '/api/admin/feeds')).json();
      expect(first.private).toBe(false);
      expect(
        first.feeds.map((feed: { building: boolean; last: unknown }) => [feed.building, feed.last]),
      ).toEqual([
        [true, null],
        [true, null],
      ]);
      await fresh.app.feeds.settle();
      const later = (await injectAs(fresh.app, freshAdmin, 'GET', '/api/admin/feeds')).json();
      for (const feed of later.feeds) {
        expect(feed.building).toBe(false);
        expect(feed.last.rows).toBeGreaterThan(219);
      }
    } finally {
      await fresh.close();
    }
  });
});
