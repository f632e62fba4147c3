/**
 * Searches by words (docs/decisions/021): both ways of reading the newest matches give the same
 * page; a search with more matches than SEARCH_CAP says "approximate" and still shows every
 * product a filter asks for; the vocabulary follows the products' words.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchVocabulary } from '../../db/schema';
import { searchQueryFrom as queryOf } from '../../test/fixtures/search';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listActiveProducts } from './catalog-repository';
import { SEARCH_CAP, searchActiveProducts } from './search-list';
import { searchQueryOf } from './search-words';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` products whose names hold `word`, the last `branded` of them (the oldest) by `brand`. */
async function addProducts(word: string, count: number, brand: string, branded: number) {
  await t.db.execute(sql`
    INSERT INTO products (name, description, price, category, brand, stock_quantity, status, created_at)
    SELECT ${`${word} Toner `} || n, 'A test product', 50000 + n, 'skincare',
      CASE WHEN n <= ${branded} THEN ${brand} ELSE 'Plain Label' END, 5, 'active',
      timestamptz '2020-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${count}) AS n`);
}

describe('reading a search', () => {
  it('gives the same pages in date order as from the GIN index, whatever the sort', async () => {
    for (const params of [
      'q=cream',
      'q=cream&sort=price_asc',
      'q=cream&sort=name_asc&page=2&limit=12',
      'q=serum&sort=newest',
      'q=lipstik',
      'q=cleanser&categories=skincare,men',
    ]) {
      const query = queryOf(params);
      const fromIndex = await searchActiveProducts(t.db, query, 'index');
      const inDateOrder = await searchActiveProducts(t.db, query, 'date order');
      expect(
        inDateOrder.products.map((p) => p.id),
        params,
      ).toEqual(fromIndex.products.map((p) => p.id));
      expect(inDateOrder.total, params).toBe(fromIndex.total);
      expect(inDateOrder.facets, params).toEqual(fromIndex.facets);
    }
  });

  it('counts the newest SEARCH_CAP of a broad search, and reads a filter again in full', async () => {
    await addProducts('Vetiver', SEARCH_CAP + 150, 'Rare Brand', 40);
    const broad = await listActiveProducts(t.db, queryOf('q=vetiver'));
    expect(broad.total).toBe(SEARCH_CAP);
    expect(broad.approximate).toBe(true);
    // The newest first: the rare brand's 40 are the oldest, beyond the cap.
    expect(broad.products[0]?.name).toBe(`Vetiver Toner ${SEARCH_CAP + 150}`);
    expect(broad.facets.brands.map((facet) => facet.value)).toEqual(['Plain Label']);
    const filtered = await listActiveProducts(t.db, queryOf('q=vetiver&brands=Rare Brand'));
    expect(filtered.total).toBe(40);
    expect(filtered.approximate).toBeUndefined();
    expect(filtered.products.every((product) => product.brand === 'Rare Brand')).toBe(true);
  });

  it('finds nothing for a search of punctuation only, and for a word nothing is like', async () => {
    for (const q of ['%%%', ' - / ', 'qqqxqqx']) {
      const list = await listActiveProducts(t.db, queryOf(`q=${encodeURIComponent(q)}`));
      expect(list.total, q).toBe(0);
    }
  });
});

describe('the vocabulary', () => {
  const countOf = async (word: string) =>
    (await t.db.select().from(searchVocabulary).where(eq(searchVocabulary.word, word)))[0]
      ?.products;

  it('counts the products holding each word as they are added, renamed and deleted', async () => {
    expect(await countOf('patchouli')).toBeUndefined();
    await addProducts('Patchouli', 3, 'Plain Label', 0);
    expect(await countOf('patchouli')).toBe(3);
    const [renamed] = await t.db
      .update(products)
      .set({ name: 'Sandal Toner' })
      .where(eq(products.name, 'Patchouli Toner 1'))
      .returning({ id: products.id });
    expect(await countOf('patchouli')).toBe(2);
    expect(await countOf('sandal')).toBeGreaterThan(0);
    // A stock change rewrites the row, not its words: the counts stay.
    await t.db
      .update(products)
      .set({ featured: true })
      .where(eq(products.name, 'Patchouli Toner 2'));
    expect(await countOf('patchouli')).toBe(2);
    await t.db.delete(products).where(eq(products.name, 'Patchouli Toner 2'));
    expect(await countOf('patchouli')).toBe(1);
    expect(renamed).toBeDefined();
  });

  it('writes a search as whole words, a prefix while typing, and a typo as its nearest words', async () => {
    expect((await searchQueryOf(t.db, 'Serum'))?.tsquery).toBe(`'serum'`);
    expect((await searchQueryOf(t.db, 'earring'))?.tsquery).toBe(`('earring' | 'earrings')`);
    expect((await searchQueryOf(t.db, 'foundaton'))?.tsquery).toMatch(/'foundation'/);
    expect((await searchQueryOf(t.db, 'SPF50'))?.tsquery).toMatch(/^'spf' & /);
    expect(await searchQueryOf(t.db, '...')).toBeNull();
    const serum = await searchQueryOf(t.db, 'serum');
    expect(serum?.estimate).toBeGreaterThan(0);
  });
});
