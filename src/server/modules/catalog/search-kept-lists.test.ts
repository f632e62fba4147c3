/**
 * Each word's kept list of its newest active products (docs/decisions/050): the triggers keep it
 * true as products are added, edited, hidden and deleted, a long list is cut back to its newest,
 * and a search (or its suggestions) read from the lists finds what the GIN index finds, falling
 * back when a cut list runs short.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryFrom as queryOf } from '../../test/fixtures/search';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SEARCH_CAP, type SearchRead, searchActiveProducts } from './search-list';
import { searchQueryOf } from './search-words';
import { suggest } from './suggestions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n);

/** Every list holds exactly its word's active products after its cut, and counts them. */
async function expectListsTrue() {
  const missing = await count(sql`
    SELECT count(*) AS n FROM products p
    CROSS JOIN unnest(tsvector_to_array(p.search_vector)) AS w(word)
    LEFT JOIN search_posting_lists l ON l.word = w.word
    WHERE p.status = 'active' AND (l.kept_after IS NULL OR p.created_at > l.kept_after)
      AND NOT EXISTS (SELECT 1 FROM search_postings s
        WHERE s.word = w.word AND s.product_id = p.id AND s.created_at = p.created_at)`);
  const wrong = await count(sql`
    SELECT count(*) AS n FROM search_postings s
    LEFT JOIN products p ON p.id = s.product_id
    WHERE p.id IS NULL OR p.status <> 'active' OR p.created_at <> s.created_at
      OR NOT s.word = ANY(tsvector_to_array(p.search_vector))`);
  const miscounted = await count(sql`
    SELECT count(*) AS n FROM search_posting_lists l
    WHERE l.kept <> (SELECT count(*) FROM search_postings s WHERE s.word = l.word)`);
  expect({ missing, wrong, miscounted }).toEqual({ missing: 0, wrong: 0, miscounted: 0 });
}

const suggested = async (term: string) => (await suggest(t.db, term)).map((row) => row.text);

const listOf = async (word: string) =>
  (
    await t.db.execute<{ kept: number; cut: boolean }>(sql`
      SELECT kept, kept_after IS NOT NULL AS cut FROM search_posting_lists WHERE word = ${word}`)
  ).rows[0];

/** Read from the kept lists, or the way the search chooses. */
async function expectSameAsIndex(params: string, read: SearchRead | 'chosen' = 'kept lists') {
  const query = queryOf(params);
  const [listed, indexed] = [
    await searchActiveProducts(t.db, query, read === 'chosen' ? undefined : read),
    await searchActiveProducts(t.db, query, 'index'),
  ];
  expect(
    listed.products.map((product) => product.id),
    params,
  ).toEqual(indexed.products.map((product) => product.id));
  expect(listed.total, params).toBe(indexed.total);
  expect(listed.facets, params).toEqual(indexed.facets);
  return listed;
}

/** `total` active products named after `word`, a minute apart, the newest last. */
async function addProducts(word: string, total: number, from = 1) {
  await t.db.execute(sql`
    INSERT INTO products (name, price, category, brand, stock_quantity, status, created_at)
    SELECT ${`${word} Mist `} || n, 40000 + n, 'skincare', 'Mist House', 5, 'active',
      timestamptz '2021-01-01' + n * interval '1 minute'
    FROM generate_series(${from}::int, ${from + total - 1}::int) AS n`);
}

describe('kept lists', () => {
  it('hold the sample shop, and its searches read from them find what the index finds', async () => {
    await expectListsTrue();
    for (const params of [
      'q=cream',
      'q=serum&sort=price_asc',
      'q=lipstick&sort=name_asc&page=2&limit=12',
      'q=lipstik',
      'q=kajal',
      'q=কাজল',
      'q=moisturizer&sort=newest',
      // Several parts: the rarest part's lists.
      'q=matte lipstick',
      'q=vitamin c serum&sort=price_asc',
      'q=red lipstick',
      'q=কাজল pencil',
    ]) {
      const search = await searchQueryOf(t.db, queryOf(params).q);
      expect(search?.listed ?? search?.driving, params).not.toBeNull();
      await expectSameAsIndex(params);
    }
    expect((await searchQueryOf(t.db, 'lipstik'))?.listed).not.toBeNull();
    // Words together, or a prefix of many words, are not one list.
    expect((await searchQueryOf(t.db, 'red lipstick'))?.listed).toBeNull();
    expect((await searchQueryOf(t.db, 'matte lipstick'))?.driving).toEqual(['matte']);
  });

  it('follow products hidden, shown, renamed and deleted', async () => {
    await addProducts('Yuzu', 5);
    const first = await searchActiveProducts(t.db, queryOf('q=yuzu'), 'kept lists');
    expect(first.total).toBe(5);
    await t.db.execute(sql`UPDATE products SET status = 'inactive' WHERE name = 'Yuzu Mist 5'`);
    await t.db.execute(sql`UPDATE products SET name = 'Quince Mist 4' WHERE name = 'Yuzu Mist 4'`);
    await t.db.execute(sql`DELETE FROM products WHERE name = 'Yuzu Mist 3'`);
    // A stock change is not a word change: the lists are left alone.
    await t.db.execute(sql`UPDATE products SET stock_quantity = 0 WHERE name = 'Yuzu Mist 2'`);
    await expectListsTrue();
    const after = await expectSameAsIndex('q=yuzu');
    expect(after.products.map((product) => product.name).sort()).toEqual([
      'Yuzu Mist 1',
      'Yuzu Mist 2',
    ]);
    await t.db.execute(sql`UPDATE products SET status = 'active' WHERE name = 'Yuzu Mist 5'`);
    await expectListsTrue();
    expect((await expectSameAsIndex('q=yuzu')).total).toBe(3);
    expect((await expectSameAsIndex('q=quince')).total).toBe(1);
  });

  it('cut a long list back to its newest, and a search still finds the newest SEARCH_CAP', async () => {
    // One statement past 4,000: the list keeps 4,000 and is whole only after them.
    await addProducts('Vetiver', 4_100);
    expect(await listOf('vetiver')).toEqual({ kept: 4_000, cut: true });
    // Past 4,000 again: cut back to the newest 2,000.
    await addProducts('Vetiver', 3, 4_101);
    expect(await listOf('vetiver')).toEqual({ kept: 2_000, cut: true });
    await expectListsTrue();
    const broad = await expectSameAsIndex('q=vetiver');
    expect(broad.total).toBe(SEARCH_CAP);
    expect(broad.approximate).toBe(true);
    expect((await expectSameAsIndex('q=vetiver&sort=price_desc')).products[0]?.name).toBe(
      'Vetiver Mist 4103',
    );
    expect((await suggested('vetiver'))[0]).toBe('Vetiver Mist 4103');
    // A product older than the cut shown again stays out of the list; the index finds it.
    await t.db.execute(sql`UPDATE products SET status = 'inactive' WHERE name = 'Vetiver Mist 1'`);
    await t.db.execute(sql`UPDATE products SET status = 'active' WHERE name = 'Vetiver Mist 1'`);
    await expectListsTrue();
  });

  it('fall back to the other reads when a cut list runs short', async () => {
    // The cut list above keeps Vetiver Mist 2104 to 4103; deleting the newest leaves 297 of them,
    // and older matches are not kept.
    await t.db.execute(sql`
      DELETE FROM products WHERE name LIKE 'Vetiver Mist %' AND substr(name, 14)::int > 2400`);
    await expectListsTrue();
    expect(await listOf('vetiver')).toEqual({ kept: 297, cut: true });
    const listed = await searchActiveProducts(t.db, queryOf('q=vetiver'), 'kept lists');
    expect(listed.total).toBe(297);
    const chosen = await expectSameAsIndex('q=vetiver', 'chosen');
    expect(chosen.total).toBe(SEARCH_CAP);
    expect(chosen.products[0]?.name).toBe('Vetiver Mist 2400');
    // The same of a search of two parts driven by the cut list.
    expect((await searchQueryOf(t.db, 'vetiver mist'))?.driving).toEqual(['vetiver']);
    const driven = await searchActiveProducts(t.db, queryOf('q=vetiver mist'), 'kept lists');
    expect(driven.total).toBe(297);
    expect((await expectSameAsIndex('q=vetiver mist', 'chosen')).total).toBe(SEARCH_CAP);
    // Suggestions read the newest 40: a cut list keeping 7 is short of them too.
    await t.db.execute(sql`
      DELETE FROM products WHERE name LIKE 'Vetiver Mist %' AND substr(name, 14)::int > 2110`);
    expect(await listOf('vetiver')).toEqual({ kept: 7, cut: true });
    expect(await suggested('vetiver')).toEqual(
      Array.from({ length: 8 }, (_, i) => `Vetiver Mist ${2110 - i}`),
    );
  });

  it('are written by many products at once as by one, on both databases', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        addProducts(i % 2 === 0 ? 'Tonka' : 'Benzoin', 700, 1 + i * 700),
      ),
    );
    await expectListsTrue();
    expect(await listOf('tonka')).toEqual({ kept: 2_100, cut: false });
  });
});
