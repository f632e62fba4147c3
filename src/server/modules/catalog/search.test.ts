/** Filters, sorts, facets, search and suggestions over the seeded catalogue. */
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '#shared/schemas/product';
import { products } from '../../db/schema';
import { buildCatalogue } from '../../db/seed/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query: string): Promise<ProductList> {
  const response = await t.app.inject(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const charged = (product: Product) => product.salePrice ?? product.price;

async function twoBrandsOf(category: 'makeup' | 'skincare') {
  const rows = await t.db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(and(eq(products.category, category), isNotNull(products.brand)))
    .orderBy(products.brand)
    .limit(2);
  return rows.map((row) => row.brand as string);
}

describe('filters', () => {
  it('combines several categories, several brands and a price range on the price charged', async () => {
    const brands = await twoBrandsOf('makeup');
    const query = `categories=makeup,skincare&brands=${brands.map(encodeURIComponent).join(',')}&minPrice=200000&maxPrice=600000&limit=48`;
    const body = await list(query);
    const [expected] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.status, 'active'),
          sql`${products.category} IN ('makeup', 'skincare')`,
          sql`${products.brand} IN (${sql.join(
            brands.map((brand) => sql`${brand}`),
            sql`, `,
          )})`,
          gte(products.effectivePrice, 200000),
          lte(products.effectivePrice, 600000),
        ),
      );
    expect(body.total).toBe(expected?.total);
    expect(body.total).toBeGreaterThan(0);
    for (const product of body.products) {
      expect(brands).toContain(product.brand);
      expect(charged(product)).toBeGreaterThanOrEqual(200000);
      expect(charged(product)).toBeLessThanOrEqual(600000);
    }
  });

  it('counts brands and categories, each ignoring its own filter', async () => {
    const [brand] = await twoBrandsOf('makeup');
    const body = await list(`category=makeup&brands=${encodeURIComponent(brand ?? '')}`);
    const allMakeup = await list('category=makeup');
    // Brand counts ignore the brand filter, so they match the unfiltered makeup list.
    expect(body.facets.brands).toEqual(allMakeup.facets.brands);
    const brandCount = body.facets.brands.find((facet) => facet.value === brand)?.count;
    expect(brandCount).toBe(body.total);
    // Category counts ignore the category filter but keep the brand one.
    const sum = body.facets.categories.reduce((total, facet) => total + facet.count, 0);
    expect(sum).toBeGreaterThanOrEqual(body.total);
  });

  it('accepts the repeated form of list parameters', async () => {
    const body = await list('categories=shoes&categories=handbags&limit=48');
    expect(new Set(body.products.map((product) => product.category))).toEqual(
      new Set(['shoes', 'handbags']),
    );
  });

  it('treats an empty max as no upper bound', async () => {
    const all = await list('maxPrice=');
    expect(all.total).toBe((await list('')).total);
  });
});

describe('sorts', () => {
  it.each([
    ['price_asc', (a: Product, b: Product) => charged(a) - charged(b)],
    ['price_desc', (a: Product, b: Product) => charged(b) - charged(a)],
    ['name_asc', (a: Product, b: Product) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)],
  ])('sorts by %s', async (sort, compare) => {
    const body = await list(`sort=${sort}&limit=48`);
    const sorted = [...body.products].sort(compare);
    expect(body.products.map(charged)).toEqual(sorted.map(charged));
    if (sort === 'name_asc')
      expect(body.products.map((p) => p.name)).toEqual(sorted.map((p) => p.name));
  });

  it('pages without repeating or skipping a product', async () => {
    const first = await list('sort=price_asc&category=makeup&limit=10&page=1');
    const second = await list('sort=price_asc&category=makeup&limit=10&page=2');
    const ids = [...first.products, ...second.products].map((product) => product.id);
    expect(new Set(ids).size).toBe(20);
  });
});

describe('search', () => {
  it('finds words with typos and without accents or apostrophes', async () => {
    const lipstick = await list('q=lipstik');
    expect(lipstick.total).toBeGreaterThan(0);
    expect(lipstick.products[0]?.name.toLowerCase()).toContain('lipstick');
    const loreal = await list('q=loreal');
    expect(loreal.products.some((product) => product.brand === "L'Oréal Paris")).toBe(true);
  });

  it('ranks names and search words holding the term first', async () => {
    const body = await list('q=serum&limit=48');
    // A serum is one by its name or by its kind's search words (src/server/db/seed/kinds.ts).
    const serums = new Set(
      buildCatalogue()
        .filter((product) => product.kind === 'serum')
        .map((product) => product.id),
    );
    const named = body.products.map(
      (product) => product.name.toLowerCase().includes('serum') || serums.has(product.id),
    );
    const firstOther = named.indexOf(false);
    if (firstOther !== -1) expect(named.slice(firstOther)).not.toContain(true);
    expect(named[0]).toBe(true);
  });

  it('treats LIKE wildcards as plain text', async () => {
    const body = await list('q=%25%25%25');
    expect(body.total).toBe(0);
  });

  it('combines search with filters and an explicit sort', async () => {
    const body = await list('q=cream&sort=price_desc&category=skincare');
    expect(body.products.every((product) => product.category === 'skincare')).toBe(true);
    const prices = body.products.map(charged);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('suggestions', () => {
  async function suggest(q: string) {
    const response = await t.app.inject(`/api/products/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().suggestions as { id: string; text: string; type: string }[];
  }

  it('offers at most 8 products, brands and categories, typos allowed', async () => {
    const typo = await suggest('lipstik');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.length).toBeLessThanOrEqual(8);
    expect(typo.some((item) => item.type === 'product' && /lipstick/i.test(item.text))).toBe(true);
    const brand = await suggest('loreal');
    expect(brand).toContainEqual({ id: "L'Oréal Paris", text: "L'Oréal Paris", type: 'brand' });
    const category = await suggest('skin');
    expect(category[0]).toEqual({ id: 'skincare', text: 'Skincare', type: 'category' });
  });

  it('answers nothing for an empty term and refuses an overlong one', async () => {
    expect(await suggest('')).toEqual([]);
    const long = await t.app.inject(`/api/products/suggestions?q=${'a'.repeat(2000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('q: Search must be at most 200 characters');
  });
});

describe('related products', () => {
  it('gives up to 4 others of the same category, newest first, never the product', async () => {
    const response = await t.app.inject('/api/products/10/related');
    const related = response.json().products as Product[];
    expect(related).toHaveLength(4);
    expect(related.every((product) => product.category === 'makeup' && product.id !== 10)).toBe(
      true,
    );
    const dates = related.map((product) => product.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await t.app.inject('/api/products/99999/related')).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['a word as price', 'minPrice=abc', 'minPrice: Minimum price must be a number'],
    ['a negative price', 'maxPrice=-5', 'maxPrice: Maximum price cannot be negative'],
    [
      'an unknown sort',
      'sort=cheapest',
      'sort: Sort must be newest, price_asc, price_desc or name_asc',
    ],
    ['an unknown category', 'categories=makeup,groceries', 'categories.1: Unknown category'],
    [
      'a 2,000-character search',
      `q=${'x'.repeat(2000)}`,
      'q: Search must be at most 200 characters',
    ],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await t.app.inject(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
