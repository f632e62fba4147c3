import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import { createTestApp, originOf, type TestApp } from '../../test/test-app';
import { createAnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('computes an answer once for everyone asking at the same time, then keeps it', async () => {
    const cache = createAnswerCache({ ttlSeconds: 60 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: computed };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', compute)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"value":1}']));
    expect((await cache.answer('k', compute)).body).toBe('{"value":1}');
    expect(answers[0]?.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('forgets on clear, also an answer that was being computed when the catalogue changed', async () => {
    const cache = createAnswerCache({ ttlSeconds: 60 });
    let version = 1;
    const slow = cache.answer('k', async () => {
      const seen = version;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { seen };
    });
    version = 2;
    cache.clear();
    expect((await slow).body).toBe('{"seen":1}');
    expect((await cache.answer('k', async () => ({ seen: version }))).body).toBe('{"seen":2}');
  });

  it('tells of each lookup: a kept or shared answer is a hit, a computed one a miss', async () => {
    const outcomes: string[] = [];
    const cache = createAnswerCache({ ttlSeconds: 60, onLookup: (o) => outcomes.push(o) });
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'answer';
    };
    await Promise.all([cache.answer('k', slow), cache.answer('k', slow)]);
    await cache.answer('k', slow);
    await cache.answer('other', slow);
    expect(outcomes).toEqual(['miss', 'hit', 'hit', 'miss']);
    const off = createAnswerCache({ ttlSeconds: 0, onLookup: (o) => outcomes.push(o) });
    await off.answer('k', slow);
    expect(outcomes).toHaveLength(4);
  });

  it('keeps nothing when off, and does not keep failures', async () => {
    const off = createAnswerCache({ ttlSeconds: 0 });
    let calls = 0;
    await off.answer('k', async () => ++calls);
    await off.answer('k', async () => ++calls);
    expect(calls).toBe(2);
    const on = createAnswerCache({ ttlSeconds: 60 });
    await expect(on.answer('k', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect((await on.answer('k', async () => 'up')).body).toBe('"up"');
  });
});

describe('catalogue answers on a server that caches them', () => {
  let t: TestApp;
  let admin: SignedInShopper;
  beforeAll(async () => {
    t = await createTestApp({ catalogCacheSeconds: 60 });
    admin = await createAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  const product = async () => (await t.app.inject('/api/products/3')).json();

  it('are kept: a change made around the shop shows only after the cache time', async () => {
    const before = await product();
    await t.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, 3));
    expect((await product()).stockQuantity).toBe(before.stockQuantity);
  });

  it('change at once when an admin changes a product', async () => {
    const edited = { ...(await product()), name: 'Renamed Lipstick', price: 99_900 };
    const {
      id: _id,
      rating: _rating,
      createdAt: _createdAt,
      expiries: _expiries,
      ...body
    } = edited;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/3',
      headers: { origin: originOf(t.app), cookie: admin.cookie },
      payload: { ...body, salePrice: null, actualPrice: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await product()).toMatchObject({ name: 'Renamed Lipstick', price: 99_900 });
    const search = (await t.app.inject('/api/products?q=renamed')).json();
    expect(search.products.map((found: { id: number }) => found.id)).toEqual([3]);
  });

  it('answer a browser that holds the same answer with a bodiless 304', async () => {
    const first = await t.app.inject('/api/products?category=shoes');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/api/products?category=shoes',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('still answer an unknown product with 404, every time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await t.app.inject('/api/products/999999')).statusCode).toBe(404);
    }
  });
});
