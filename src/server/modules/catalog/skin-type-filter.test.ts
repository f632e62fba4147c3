/**
 * The list's Skin type filter (docs/decisions/044): products for any of the types asked, in lists
 * and searches, every count under it and counted over the products, since no kept row knows
 * skin types; a 400 for a type the shop does not know.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#shared/schemas/product';
import { products } from '../../db/schema';
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

const forAny = (types: string[]) =>
  sql`${products.skinTypes} && ARRAY[${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )}]::text[]`;

async function countOf(where: SQL[]): Promise<number> {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.status, 'active'), ...where));
  return row?.count ?? 0;
}

/** A facet counted straight from the products, in the order the list gives it. */
async function countedBy(column: typeof products.brand | typeof products.category, where: SQL[]) {
  const rows = await t.db
    .select({ value: column, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.status, 'active'), ...where))
    .groupBy(column);
  return rows
    .filter((row): row is { value: string; count: number } => row.value !== null)
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

describe('the Skin type filter', () => {
  it('lists the products for any type asked, with the total and facets under it', async () => {
    const cases: { query: string; types: string[]; category?: string; brands?: string[] }[] = [
      { query: 'skinTypes=oily', types: ['oily'] },
      { query: 'skinTypes=dry,sensitive', types: ['dry', 'sensitive'] },
      {
        query: 'category=skincare&skinTypes=sensitive',
        types: ['sensitive'],
        category: 'skincare',
      },
      {
        query: 'skinTypes=combination&brands=CeraVe,COSRX',
        types: ['combination'],
        brands: ['CeraVe', 'COSRX'],
      },
    ];
    const everything = await list('');
    for (const { query, types, category, brands } of cases) {
      const found = await list(`${query}&limit=48`);
      const inCategory = category ? [eq(products.category, category as 'skincare')] : [];
      const inBrands = brands ? [inArray(products.brand, brands)] : [];
      // A count kept for the list without the filter would give the unfiltered total.
      expect(found.total, query).toBe(await countOf([forAny(types), ...inCategory, ...inBrands]));
      expect(found.total, query).toBeLessThan(everything.total);
      expect(found.facets.brands, query).toEqual(
        await countedBy(products.brand, [forAny(types), ...inCategory]),
      );
      expect(found.facets.categories, query).toEqual(
        await countedBy(products.category, [forAny(types), ...inBrands]),
      );
      const shown = await t.db
        .select({ skinTypes: products.skinTypes })
        .from(products)
        .where(
          inArray(
            products.id,
            found.products.map((product) => product.id),
          ),
        );
      expect(shown.length, query).toBe(found.products.length);
      for (const row of shown)
        expect(row.skinTypes.some((type) => types.includes(type))).toBe(true);
    }
  });

  it('counts a product given a skin type at once, whatever its category', async () => {
    const before = await list('skinTypes=sensitive');
    const [foundation] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.category, 'makeup')))
      .limit(1);
    await t.db
      .update(products)
      .set({ skinTypes: ['oily', 'sensitive'] })
      .where(eq(products.id, foundation?.id ?? 0));
    const after = await list('skinTypes=sensitive&category=makeup');
    expect(after.total).toBe(1);
    expect(after.products.map((product) => product.id)).toEqual([foundation?.id]);
    expect((await list('skinTypes=sensitive')).total).toBe(before.total + 1);
  });

  it('narrows a search, its total and its facets', async () => {
    const all = await list('q=cleanser&limit=48');
    const dry = await list('q=cleanser&skinTypes=dry&limit=48');
    expect(dry.total).toBeGreaterThan(0);
    expect(dry.total).toBeLessThan(all.total);
    const rows = await t.db
      .select({ skinTypes: products.skinTypes })
      .from(products)
      .where(
        inArray(
          products.id,
          dry.products.map((product) => product.id),
        ),
      );
    expect(rows.every((row) => row.skinTypes.includes('dry'))).toBe(true);
    const brandCounts = dry.facets.brands.reduce((sum, facet) => sum + facet.count, 0);
    expect(brandCounts).toBe(dry.total);
  });

  it('refuses a skin type the shop does not know with a 400 saying why, in Bangla too', async () => {
    const english = await t.app.inject('/api/products?skinTypes=oily,greasy');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(
      /^skinTypes.*: Skin types must be oily, dry, combination, normal or sensitive$/,
    );
    const bangla = await t.app.inject({
      url: '/api/products?skinTypes=greasy',
      headers: { 'accept-language': 'bn' },
    });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toContain('ত্বকের ধরন');
  });
});
