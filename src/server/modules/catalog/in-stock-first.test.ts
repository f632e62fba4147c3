/**
 * Sold-out products come after those in stock in every sort of every list and search, and are
 * still listed (issue 37, docs/decisions/030): page after page, in the sort's order within each.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '#shared/catalog';
import type { Product, ProductList } from '#shared/schemas/product';
import { SET_BY_TEST } from '../../test/fixtures/stock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchQueryOf } from './search-words';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The newest product and the cheapest makeup sold out: each would lead its sort otherwise.
  for (const path of [
    '/api/products?sort=newest',
    '/api/products?category=makeup&sort=price_asc',
  ]) {
    await soldOut((await list(path)).products[0]);
  }
});

/** Sells a product out: every variant of it (a product without options has its one). */
async function soldOut(product: Product | undefined) {
  if (!product) throw new Error('no product to sell out');
  await t.db.execute(
    sql`UPDATE product_variants SET stock_quantity = 0, stock_move = ${SET_BY_TEST} WHERE product_id = ${product.id}`,
  );
}
afterAll(() => t.close());

async function list(path: string): Promise<ProductList> {
  const response = await t.app.inject(path);
  expect(response.statusCode, path).toBe(200);
  return response.json();
}

/** Every product of a list, page after page. */
async function everyPage(path: string, limit = 48): Promise<Product[]> {
  const found: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(`${path}&limit=${limit}&page=${page}`);
    found.push(...answer.products);
    if (answer.products.length < limit) return found;
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortKeys: Record<string, (a: Product, b: Product) => number> = {
  newest: (a, b) => byText(b.createdAt, a.createdAt) || b.id - a.id,
  price_asc: (a, b) => (a.salePrice ?? a.price) - (b.salePrice ?? b.price) || a.id - b.id,
  price_desc: (a, b) => (b.salePrice ?? b.price) - (a.salePrice ?? a.price) || b.id - a.id,
};

function expectInStockFirst(products: Product[], sort: string, label: string) {
  const inStock = products.filter((product) => product.stockQuantity > 0);
  const gone = products.filter((product) => product.stockQuantity === 0);
  expect(
    products.map((p) => p.id),
    label,
  ).toEqual([...inStock, ...gone].map((p) => p.id));
  const compare = sortKeys[sort];
  if (!compare) return;
  // Within each part, the sort's own order.
  for (const part of [inStock, gone]) {
    expect(
      part.map((p) => p.id),
      label,
    ).toEqual([...part].sort(compare).map((p) => p.id));
  }
}

const LISTS = [
  '/api/products?x=1',
  '/api/products?categories=makeup',
  '/api/products?category=makeup&brands=MAC,Maybelline',
  '/api/products?brands=MAC',
  '/api/products?sale=true',
  '/api/products?shadeFamilies=red',
  '/api/products?minPrice=50000',
];

describe('sold-out products after those in stock', () => {
  it('in every sort of the lists, still listed, page after page', async () => {
    let soldOutListed = 0;
    for (const path of LISTS) {
      for (const sort of [undefined, ...PRODUCT_SORTS]) {
        const label = `${path} ${sort ?? 'default'}`;
        const products = await everyPage(sort ? `${path}&sort=${sort}` : path);
        expect(products.length, label).toBe((await list(path)).total);
        expectInStockFirst(products, sort ?? 'newest', label);
        soldOutListed += products.filter((product) => product.stockQuantity === 0).length;
      }
    }
    expect(soldOutListed).toBeGreaterThan(0);
  });

  it('opens the newest and the cheapest with a product in stock', async () => {
    for (const path of [
      '/api/products?sort=newest',
      '/api/products',
      '/api/products?category=makeup&sort=price_asc',
    ]) {
      const [first] = (await list(path)).products;
      expect(first?.stockQuantity, path).toBeGreaterThan(0);
    }
  });

  it('in every sort of a search', async () => {
    for (const q of ['lipstick', 'serum', 'shoes']) {
      for (const sort of PRODUCT_SORTS) {
        const path = `/api/products?q=${q}&sort=${sort}`;
        expectInStockFirst(await everyPage(path), sort, path);
      }
    }
  });

  it('in best match, within what the words name and within the rest', async () => {
    const search = await searchQueryOf(t.db, 'lipstick');
    const named = new Set(
      (
        await t.db.execute<{ id: number }>(
          sql`SELECT id FROM products WHERE key_vector @@ ${search?.tsquery}::tsquery`,
        )
      ).rows.map((row) => Number(row.id)),
    );
    const first = await everyPage('/api/products?q=lipstick');
    await soldOut(first.find((product) => named.has(product.id)));
    // What the words name (name, brand, search words) first, the items before a set of them, the
    // names saying it before the rest (docs/decisions/040), and in stock first within each: a
    // sold-out lipstick still comes before a set of them and before what only mentions lipstick.
    const found = await everyPage('/api/products?q=lipstick');
    const isSet = (name: string) => /\b(set|mini|trio|kit)\b/i.test(name);
    const tiers = found.map(
      (p) =>
        `${named.has(p.id) ? 0 : 1}${isSet(p.name) ? 1 : 0}${/lipstick/i.test(p.name) ? 0 : 1}` +
        `${p.stockQuantity > 0 ? 0 : 1}`,
    );
    expect(tiers).toEqual([...tiers].sort());
    expect(tiers).toEqual(expect.arrayContaining(['0000', '0001', '0100']));
  });

  it('in lists mostly sold out, and a brand with nothing left, page after page', async () => {
    // Makeup nine in ten sold out, skincare every other: their pages reach past what is in stock
    // at once, whether few or many in stock come first; and one brand sold out entirely.
    await t.db.execute(sql`
      UPDATE product_variants v SET stock_quantity = 0, stock_move = ${SET_BY_TEST} FROM products p
      WHERE p.id = v.product_id AND ((p.category = 'makeup' AND p.id % 10 <> 0)
        OR (p.category = 'skincare' AND p.id % 2 = 0) OR p.brand = 'MAC')`);
    const lists = ['categories=makeup', 'categories=skincare', 'brands=MAC', 'x=1'];
    for (const filter of lists) {
      for (const sort of PRODUCT_SORTS) {
        for (const limit of [5, 13]) {
          const path = `/api/products?${filter}&sort=${sort}`;
          const products = await everyPage(path, limit);
          expect(products.length, path).toBe((await list(path)).total);
          expectInStockFirst(products, sort, `${path} by ${limit}`);
        }
      }
    }
    const mac = await list('/api/products?brands=MAC');
    expect(mac.total).toBeGreaterThan(0);
    expect(mac.products.every((product) => product.stockQuantity === 0)).toBe(true);
  });
});
