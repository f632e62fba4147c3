/**
 * A category page's counts from catalogue_counts (migration 0015), and the "on sale" list's
 * (migration 0020): the same as counting the products, and kept in step as products are added,
 * moved, switched off, deleted, and put on or taken off a sale.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#shared/schemas/product';
import { catalogueCounts, products, promotions } from '../../db/schema';
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

const keptOf = async (category: string, brand: string) =>
  (
    await t.db
      .select()
      .from(catalogueCounts)
      .where(and(eq(catalogueCounts.category, category), eq(catalogueCounts.brand, brand)))
  )[0] ?? { products: 0, onSale: 0 };

describe('kept counts', () => {
  it('give the same total and facets as counting the products', async () => {
    for (const query of [
      '',
      'category=makeup',
      'categories=makeup,skincare',
      'brands=MAC,CeraVe',
      'category=shoes&brands=Bata',
      'categories=kids,men&brands=Bata,Gillette&sort=price_asc&page=2',
      'sale=true',
      'sale=true&category=makeup',
      'sale=true&categories=makeup,skincare&brands=MAC,CeraVe&sort=price_desc',
    ]) {
      // A price floor of 0 filters nothing, but sends the list to count its products.
      const kept = await list(query);
      const counted = await list(`${query}&minPrice=0`);
      expect(kept.total, query).toBe(counted.total);
      expect(kept.facets.brands, query).toEqual(counted.facets.brands);
      expect(kept.facets.categories, query).toEqual(counted.facets.categories);
      expect(
        kept.products.map((p) => p.id),
        query,
      ).toEqual(counted.products.map((p) => p.id));
    }
  });

  it('follow products added, moved, switched off and deleted', async () => {
    const countOf = async (category: string, brand: string) =>
      (await keptOf(category, brand)).products;
    await t.db.execute(sql`
      INSERT INTO products (name, category, brand, price, stock_quantity, status)
      SELECT 'Counted Candle ' || n, 'home', 'Count House', 90000, 3, 'active'
      FROM generate_series(1, 4) AS n`);
    expect(await countOf('home', 'Count House')).toBe(4);
    await t.db
      .update(products)
      .set({ category: 'accessories' })
      .where(eq(products.name, 'Counted Candle 1'));
    await t.db
      .update(products)
      .set({ status: 'inactive' })
      .where(eq(products.name, 'Counted Candle 2'));
    // A stock change passes the counts by.
    await t.db
      .update(products)
      .set({ featured: true })
      .where(eq(products.name, 'Counted Candle 3'));
    expect(await countOf('home', 'Count House')).toBe(2);
    expect(await countOf('accessories', 'Count House')).toBe(1);
    await t.db.delete(products).where(eq(products.name, 'Counted Candle 4'));
    await t.db.delete(products).where(eq(products.name, 'Counted Candle 2'));
    expect(await countOf('home', 'Count House')).toBe(1);
    const page = await list('brands=Count House');
    expect(page.total).toBe(2);
  });

  it('follow a sale price set and cleared, and a scheduled sale starting and ending', async () => {
    await t.db.execute(sql`
      INSERT INTO products (name, category, brand, price, sale_price, stock_quantity, status)
      SELECT 'Sale Scarf ' || n, 'accessories', 'Sale House', 90000,
        CASE WHEN n = 1 THEN 60000 END, 3, 'active'
      FROM generate_series(1, 3) AS n`);
    expect(await keptOf('accessories', 'Sale House')).toMatchObject({ products: 3, onSale: 1 });
    const saleList = async () => (await list('sale=true&brands=Sale House')).total;
    expect(await saleList()).toBe(1);

    await t.db.update(products).set({ salePrice: 70000 }).where(eq(products.name, 'Sale Scarf 2'));
    await t.db.update(products).set({ salePrice: null }).where(eq(products.name, 'Sale Scarf 1'));
    // A new sale price on a product already on sale, and a stock change, pass the counts by.
    await t.db
      .update(products)
      .set({ salePrice: 65000, stockQuantity: 9 })
      .where(eq(products.name, 'Sale Scarf 2'));
    expect(await keptOf('accessories', 'Sale House')).toMatchObject({ onSale: 1 });

    // A scheduled sale over the brand prices its products' variants, then ends.
    const [sale] = await t.db
      .insert(promotions)
      .values({
        kind: 'sale',
        name: 'Scarf week',
        discountType: 'percent',
        discountValue: 10,
        brands: ['Sale House'],
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: promotions.id });
    await t.app.salesClock.refresh();
    expect(await keptOf('accessories', 'Sale House')).toMatchObject({ products: 3, onSale: 3 });
    expect(await saleList()).toBe(3);
    expect((await list('sale=true&brands=Sale House&minPrice=0')).total).toBe(3);

    await t.db.delete(promotions).where(eq(promotions.id, sale?.id ?? 0));
    await t.app.salesClock.refresh();
    expect(await keptOf('accessories', 'Sale House')).toMatchObject({ onSale: 1 });
    await t.db
      .update(products)
      .set({ status: 'inactive' })
      .where(eq(products.name, 'Sale Scarf 2'));
    expect(await keptOf('accessories', 'Sale House')).toMatchObject({ products: 2, onSale: 0 });
    await t.db.delete(products).where(eq(products.brand, 'Sale House'));
    expect(await keptOf('accessories', 'Sale House')).toMatchObject({ products: 0, onSale: 0 });
  });
});
