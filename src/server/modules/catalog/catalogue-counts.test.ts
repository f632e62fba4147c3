/**
 * A list's counts from catalogue_counts (migrations 0015 and 0020): a category page's, the "on
 * sale" list's, one shade family's or size's. The same as counting the products, and kept in step
 * as products are added, moved, switched off, deleted, given shades and sizes, and put on or taken
 * off a sale.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#shared/schemas/product';
import { catalogueCounts, products, promotions } from '../../db/schema';
import { giveOptions, setVariant } from '../../test/fixtures/variants';
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

/** A pair's kept counts: all its products, or those of one family or size. */
const keptOf = async (category: string, brand: string, shadeFamily = '', size = '') =>
  (
    await t.db
      .select()
      .from(catalogueCounts)
      .where(
        and(
          eq(catalogueCounts.category, category),
          eq(catalogueCounts.brand, brand),
          eq(catalogueCounts.shadeFamily, shadeFamily),
          eq(catalogueCounts.size, size),
        ),
      )
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
      'shadeFamilies=red',
      'category=makeup&shadeFamilies=nude&sort=price_asc',
      'sizes=M',
      'category=clothing&sizes=XL',
      'category=shoes&sizes=39',
      'sale=true&shadeFamilies=pink',
    ]) {
      // A price floor of 0 filters nothing, but sends the list to count its products.
      const kept = await list(query);
      const counted = await list(`${query}&minPrice=0`);
      expect(kept.total, query).toBe(counted.total);
      // Every list here holds products, so a count that went missing shows.
      expect(kept.total, query).toBeGreaterThan(0);
      expect(kept.facets.brands, query).toEqual(counted.facets.brands);
      expect(kept.facets.categories, query).toEqual(counted.facets.categories);
      expect(kept.facets.shadeFamilies, query).toEqual(counted.facets.shadeFamilies);
      expect(kept.facets.sizes, query).toEqual(counted.facets.sizes);
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

  it("follow the shade families and sizes of a product's variants", async () => {
    const [row] = await t.db
      .insert(products)
      .values({ name: 'Counted Kurti', category: 'clothing', brand: 'Kurti House', price: 150000 })
      .returning({ id: products.id });
    const id = row?.id ?? 0;
    const [, pinkL] = await giveOptions(
      t.db,
      id,
      ['Colour', 'Size'],
      [
        { values: ['Rose', 'M'], price: 150000, stock: 4, shadeFamily: 'pink' },
        { values: ['Rose', 'L'], price: 150000, stock: 4, shadeFamily: 'pink' },
        { values: ['Maroon', 'M'], price: 160000, stock: 4, shadeFamily: 'red' },
      ],
    );
    const rows = async () =>
      Object.fromEntries(
        (await t.db.select().from(catalogueCounts).where(eq(catalogueCounts.brand, 'Kurti House')))
          .filter((kept) => kept.products > 0)
          .map((kept) => [`${kept.shadeFamily}/${kept.size}`, kept.products]),
      );
    // One product: counted once in all, once per family and size it holds, once per pair.
    expect(await rows()).toEqual({
      '/': 1,
      'pink/': 1,
      'red/': 1,
      '/M': 1,
      '/L': 1,
      'pink/M': 1,
      'pink/L': 1,
      'red/M': 1,
      'red/L': 1,
    });
    const sameAsCounted = async (query: string) => {
      const kept = await list(query);
      const counted = await list(`${query}&minPrice=0`);
      expect(kept.total, query).toBe(counted.total);
      expect(kept.facets, query).toEqual(counted.facets);
    };
    await sameAsCounted('brands=Kurti House&shadeFamilies=red&sizes=L');

    // Its large pink shade switched off: no size L left, and the product gone from 'red/L'.
    await setVariant(t.db, pinkL ?? 0, { status: 'inactive' });
    expect(await rows()).toEqual({
      '/': 1,
      'pink/': 1,
      'red/': 1,
      '/M': 1,
      'pink/M': 1,
      'red/M': 1,
    });
    await sameAsCounted('brands=Kurti House&sizes=M');
    await t.db.delete(products).where(eq(products.id, id));
    expect(await rows()).toEqual({});
  });
});
