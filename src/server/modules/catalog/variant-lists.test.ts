/**
 * Lists and search over products with options: the card's summary (price range, '12 shades'),
 * the Shade family and Size filters and facets, and search and suggestions by a shade's name or
 * SKU. Real database; the products are seeded ones given options here.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '#shared/schemas/product';
import { products } from '../../db/schema';
import { giveOptions, setVariant } from '../../test/fixtures/variants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let lipstick = 0;
let shoe = 0;
let kurti = 0;
let plain = 0;

/** The first active product of a category, or (without one) the first without options. */
async function firstOf(category?: 'makeup' | 'shoes' | 'clothing') {
  const [row] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.status, 'active'),
        category ? eq(products.category, category) : sql`${products.optionName} IS NULL`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`no ${category ?? 'plain'} product`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [lipstick, shoe, kurti] = await Promise.all([
    firstOf('makeup'),
    firstOf('shoes'),
    firstOf('clothing'),
  ]);
  const [ruby = 0] = await giveOptions(
    t.db,
    lipstick,
    ['Shade'],
    [
      {
        values: ['Rubellite Dusk'],
        price: 120_000,
        stock: 4,
        shadeFamily: 'red',
        swatch: '#9b111e',
      },
      { values: ['Velvet Nude'], price: 90_000, salePrice: 85_000, stock: 2, shadeFamily: 'nude' },
      {
        values: ['Quartz Whisper'],
        price: 99_000,
        stock: 6,
        shadeFamily: 'pink',
        status: 'inactive',
      },
    ],
  );
  await setVariant(t.db, ruby, { sku: 'TST-RBD-01' });
  await giveOptions(
    t.db,
    shoe,
    ['Size'],
    ['40', '38', '39'].map((size) => ({ values: [size], price: 450_000, stock: 3 })),
  );
  await giveOptions(
    t.db,
    kurti,
    ['Colour', 'size'],
    [
      { values: ['Indigo', 'XL'], price: 180_000, stock: 1 },
      { values: ['Indigo', 'S'], price: 180_000, stock: 1 },
      { values: ['Indigo', 'M'], price: 180_000, stock: 0 },
    ],
  );
  plain = await firstOf();
});
afterAll(() => t.close());

async function list(query: string): Promise<ProductList> {
  const response = await t.app.inject(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (body: { products: Product[] }) => body.products.map((product) => product.id);
const countOf = (facet: { value: string; count: number }[], value: string) =>
  facet.find((entry) => entry.value === value)?.count;

describe('the card’s summary', () => {
  it('gives a product with options its price range and its first option’s values on sale', async () => {
    const product = (await t.app.inject(`/api/products/${lipstick}`)).json();
    expect(product).toMatchObject({ price: 90_000, salePrice: 85_000 });
    expect(product.variantSummary).toEqual({
      priceMax: 120_000,
      optionName: 'Shade',
      valueCount: 2,
    });
    const shoes = await list('category=shoes&limit=48');
    expect(shoes.products.find((card) => card.id === shoe)?.variantSummary).toEqual({
      priceMax: 450_000,
      optionName: 'Size',
      valueCount: 3,
    });
  });

  it('leaves a product without options as it was', async () => {
    const product = (await t.app.inject(`/api/products/${plain}`)).json();
    expect(product).not.toHaveProperty('variantSummary');
  });
});

describe('shade family and size filters', () => {
  it('lists the products with a shade of the family on sale, and only those', async () => {
    const red = await list('shadeFamilies=red&limit=48');
    expect(ids(red)).toContain(lipstick);
    const [expected] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.status, 'active'), sql`'red' = ANY(${products.shadeFamilies})`));
    expect(red.total).toBe(expected?.total);
    // Pink Pigeon is off sale.
    expect(ids(await list('shadeFamilies=pink&limit=48'))).not.toContain(lipstick);
    expect(ids(await list('shadeFamilies=pink,nude&limit=48'))).toContain(lipstick);
  });

  it('filters by size, from an option named Size in any case and position', async () => {
    expect(ids(await list('sizes=39&limit=48'))).toContain(shoe);
    const xl = await list('sizes=XL&category=clothing&limit=48');
    expect(ids(xl)).toContain(kurti);
    expect(ids(xl)).not.toContain(shoe);
  });

  it('refuses an unknown shade family and an overlong size with a 400 saying why', async () => {
    const family = await t.app.inject('/api/products?shadeFamilies=red,turquoise');
    expect(family.statusCode).toBe(400);
    expect(family.json().message).toMatch(/^shadeFamilies.*: Unknown shade family$/);
    const bangla = await t.app.inject({
      url: '/api/products?shadeFamilies=turquoise',
      headers: { 'accept-language': 'bn' },
    });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toContain('অজানা');
    for (const query of ['sizes=3%009', 'shadeFamilies=%00', 'sizes=%27%3B--']) {
      expect((await t.app.inject(`/api/products?${query}`)).statusCode).toBeLessThan(500);
    }
    const size = await t.app.inject(`/api/products?sizes=${'9'.repeat(51)}`);
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toMatch(/Sizes are at most 50 characters$/);
  });
});

describe('shade family and size facets', () => {
  it('counts each family under every filter but its own', async () => {
    const body = await list('category=makeup&shadeFamilies=red');
    const familyCounts = await t.db.execute<{ value: string; count: number }>(sql`
      SELECT family AS value, count(*)::int AS count
      FROM ${products}, unnest(${products.shadeFamilies}) AS family
      WHERE ${products.status} = 'active' AND ${products.category} = 'makeup'
      GROUP BY family`);
    // The family counts ignore the red filter, so a shopper can widen to nude.
    expect([...body.facets.shadeFamilies].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      [...familyCounts.rows].sort((a, b) => a.value.localeCompare(b.value)),
    );
    expect(countOf(body.facets.shadeFamilies, 'nude')).toBeGreaterThanOrEqual(1);
    // The brand counts keep it.
    const brandTotal = body.facets.brands.reduce((sum, entry) => sum + entry.count, 0);
    expect(brandTotal).toBeLessThanOrEqual(body.total);
    const [red] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.status, 'active'),
          eq(products.category, 'makeup'),
          sql`'red' = ANY(${products.shadeFamilies})`,
        ),
      );
    expect(body.total).toBe(red?.total);
    const families = body.facets.shadeFamilies.map((entry) => entry.value);
    expect(families.indexOf('red')).toBeLessThan(families.indexOf('nude'));
  });

  it('counts sizes in their order and keeps the other filters', async () => {
    const shoes = await list('category=shoes');
    const sizes = shoes.facets.sizes.map((entry) => entry.value);
    expect(sizes.filter((size) => ['38', '39', '40'].includes(size))).toEqual(['38', '39', '40']);
    const clothing = await list('category=clothing&sizes=S');
    const clothingSizes = clothing.facets.sizes.map((entry) => entry.value);
    expect(clothingSizes.filter((size) => ['S', 'M', 'XL'].includes(size))).toEqual([
      'S',
      'M',
      'XL',
    ]);
    // Only clothing's sizes: the category filter holds.
    expect(clothingSizes).not.toContain('39');
  });
});

describe('search and suggestions by a variant', () => {
  it('finds a product by a shade’s name or its SKU', async () => {
    expect(ids(await list('q=rubellite%20dusk'))).toEqual([lipstick]);
    expect(ids(await list('q=tst-rbd-01'))).toEqual([lipstick]);
    // An off-sale shade finds nothing by itself (a typo match elsewhere may still come up).
    expect(ids(await list('q=quartz%20whisper'))).not.toContain(lipstick);
  });

  it('suggests the product for a shade’s name or SKU', async () => {
    for (const term of ['Rubellite Dusk', 'TST-RBD']) {
      const response = await t.app.inject(
        `/api/products/suggestions?q=${encodeURIComponent(term)}`,
      );
      expect(response.json().suggestions).toContainEqual({
        id: String(lipstick),
        text: expect.any(String),
        type: 'product',
      });
    }
  });
});
