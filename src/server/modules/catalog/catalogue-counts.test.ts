/**
 * A category page's counts from catalogue_counts (migration 0015): the same as counting the
 * products, and kept in step as products are added, moved, switched off and deleted.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#shared/schemas/product';
import { catalogueCounts, products } from '../../db/schema';
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

describe('kept counts', () => {
  it('give the same total and facets as counting the products', async () => {
    for (const query of [
      '',
      'category=makeup',
      'categories=makeup,skincare',
      'brands=MAC,CeraVe',
      'category=shoes&brands=Bata',
      'categories=kids,men&brands=Bata,Gillette&sort=price_asc&page=2',
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
      (
        await t.db
          .select()
          .from(catalogueCounts)
          .where(and(eq(catalogueCounts.category, category), eq(catalogueCounts.brand, brand)))
      )[0]?.products ?? 0;
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
});
