/**
 * The sample catalogue a merchant would believe (issue 25) with the shades and sizes issue 17
 * asks of it: brands sell what they make, sizes and shades fit the item, no twins, Bangla words
 * for every kind, and the seeded shop holds the variant products the shop is tested with.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHADE_FAMILIES } from '#shared/catalog';
import { SKIN_TYPES } from '#shared/skin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products } from '../schema';
import { buildCatalogue } from './catalogue';
import { BRAND_KINDS } from './catalogue-data';
import { ITEM_KINDS } from './kinds';
import { SKIN_TONE_FAMILIES } from './shades';
import { SEED_SKIN_TYPES } from './skin-types';

const catalogue = buildCatalogue();
const kindOf = (product: (typeof catalogue)[number]) => ITEM_KINDS[product.kind];
const VOLUME = /\b\d+(\.\d+)?\s?(ml|g|l|oz)\b/i;

/** What is wrong with a product's sizes: a shoe without sizes, sizes that do not fit the kind. */
function sizeProblems(product: (typeof catalogue)[number]): string[] {
  const { measure } = kindOf(product);
  const isShoe = measure === 'shoe-size' || measure === 'kids-shoe-size';
  if (product.option?.name !== 'Size') return isShoe ? [`${product.name}: no sizes`] : [];
  const values = product.option.variants.map((variant) => variant.value);
  const numbers = values.map(Number);
  const fits =
    measure === 'clothing-size'
      ? values.join() === 'S,M,L,XL'
      : measure === 'shoe-size'
        ? numbers.every((size) => size >= 35 && size <= 45)
        : measure === 'kids-shoe-size' && numbers.every((size) => size >= 20 && size < 35);
  return fits ? [] : [`${product.name}: sizes ${values.join()} for a ${measure} item`];
}

/** What is wrong with a product's shades: a tone on a lipstick, a red on a foundation. */
function shadeProblems(product: (typeof catalogue)[number]): string[] {
  const { measure } = kindOf(product);
  if (measure !== 'colour' && measure !== 'skin-tone') return [];
  if (product.option?.name !== 'Shade') return [`${product.name}: no shades`];
  return product.option.variants.flatMap((variant) => {
    const where = `${product.name}: ${variant.value}`;
    if (!variant.swatch || !/^#[0-9a-f]{6}$/.test(variant.swatch)) return [`${where}: swatch`];
    if (!variant.shadeFamily || !SHADE_FAMILIES.includes(variant.shadeFamily))
      return [`${where}: family`];
    const isTone = SKIN_TONE_FAMILIES.includes(variant.shadeFamily);
    if (isTone !== (measure === 'skin-tone')) return [`${where}: ${variant.shadeFamily}`];
    // A skin tone is warm: more red than green, more green than blue.
    const [r, g, b] = [1, 3, 5].map((at) =>
      Number.parseInt(variant.swatch?.slice(at, at + 2) ?? '0', 16),
    ) as [number, number, number];
    return isTone && !(r > g && g > b) ? [`${where}: ${variant.swatch} is no skin tone`] : [];
  });
}

describe('the sample catalogue’s rules', () => {
  it('uses each brand only for the kinds of item it is known for', () => {
    for (const product of catalogue) {
      expect(BRAND_KINDS[product.brand], product.brand).toBeDefined();
      expect(BRAND_KINDS[product.brand], product.name).toContain(product.kind);
      expect(product.name.startsWith(`${product.brand} `), product.name).toBe(true);
    }
  });

  it('gives no twins: every name and every SKU once', () => {
    const names = catalogue.map((product) => product.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const skus = catalogue.flatMap((product) => product.option?.variants.map((v) => v.sku) ?? []);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]{2,4}-[A-Z0-9]{1,8}-\d{2}$/);
  });

  it('never puts a variant in a name ("… - 100 ml", "… - Navy")', () => {
    for (const product of catalogue) expect(product.name, product.name).not.toMatch(/ - /);
  });

  it('never sells a worn item by volume', () => {
    for (const product of catalogue.filter((p) => kindOf(p).worn)) {
      expect(product.name, product.name).not.toMatch(VOLUME);
      expect(product.description, product.name).not.toMatch(VOLUME);
      for (const variant of product.option?.variants ?? []) {
        expect(variant.value, product.name).not.toMatch(VOLUME);
      }
    }
  });

  it('never gives a toiletry, a tool or a set a colour to choose', () => {
    for (const product of catalogue) {
      const { measure } = kindOf(product);
      if (measure === 'colour' || measure === 'skin-tone') continue;
      expect(product.option?.name ?? null, product.name).not.toBe('Shade');
      for (const variant of product.option?.variants ?? []) {
        expect(variant.swatch, product.name).toBeNull();
        expect(variant.shadeFamily, product.name).toBeNull();
      }
    }
  });

  it('sells base makeup in skin tones and lip, eye and nail colour in colours', () => {
    expect(catalogue.flatMap(shadeProblems)).toEqual([]);
  });

  it('sizes clothes S–XL or free size, and shoes in EU sizes (children’s for children)', () => {
    expect(catalogue.flatMap(sizeProblems)).toEqual([]);
  });

  it('says which skin types each skincare product suits, but a lip balm; nothing else has any', () => {
    const named = new Set(catalogue.map((product) => product.name));
    expect(Object.keys(SEED_SKIN_TYPES).filter((name) => !named.has(name))).toEqual([]);
    for (const product of catalogue) {
      const suits = product.category === 'skincare' && product.kind !== 'lip-balm';
      expect(product.skinTypes.length > 0, product.name).toBe(suits);
      // Each once, in the order the filter and the product page list them.
      expect(product.skinTypes, product.name).toEqual(
        SKIN_TYPES.filter((type) => product.skinTypes.includes(type)),
      );
    }
  });

  it('says every kind in Bangla and in the Latin letters shoppers type', () => {
    const used = new Set(catalogue.map((product) => product.kind));
    for (const key of used) {
      const kind = ITEM_KINDS[key];
      expect(kind.bn.length, key).toBeGreaterThan(0);
      for (const word of kind.bn)
        expect(word, key).toMatch(/^(?:[\u0980-\u09FF ]|\u200c|\u200d)+$/);
      expect(kind.latin.length, key).toBeGreaterThan(0);
    }
  });

  it('prices in whole taka, a sale below the price, a mini below its full size', () => {
    for (const product of catalogue) {
      for (const figure of [product.price, product.salePrice ?? 0, product.actualPrice]) {
        expect(figure % 100, product.name).toBe(0);
      }
      expect(product.salePrice ?? 0, product.name).toBeLessThan(product.price);
      for (const variant of product.option?.variants ?? []) {
        expect(variant.salePrice ?? 0, variant.sku).toBeLessThan(variant.price);
      }
    }
    const priceOf = (name: string) => catalogue.find((p) => p.name === name)?.price ?? 0;
    expect(priceOf("Kiehl's Ultra Facial Cream Mini")).toBeLessThan(
      priceOf("Kiehl's Ultra Facial Cream"),
    );
    expect(priceOf("Benefit They're Real! Mini Mascara")).toBeLessThan(
      priceOf("Benefit They're Real! Lengthening Mascara"),
    );
  });
});

describe('the seeded shop’s shades and sizes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Row = { id: number; option: string; variants: number; swatches: number; sold_out: number };
  async function optionRows(): Promise<Row[]> {
    const result = await t.db.execute<Row>(sql`
      SELECT p.id, o.name AS option, count(v.id)::int AS variants,
        count(v.swatch)::int AS swatches,
        count(*) FILTER (WHERE v.stock_quantity = 0)::int AS sold_out
      FROM products p
      JOIN product_options o ON o.product_id = p.id
      JOIN product_variants v ON v.product_id = p.id
      GROUP BY p.id, o.name`);
    return result.rows;
  }

  it('stores the catalogue as built, each product with its kind in Bangla and skin types', async () => {
    const rows = await t.db
      .select({ name: products.name, banglaKind: products.banglaKind, skin: products.skinTypes })
      .from(products);
    expect(rows.map((row) => row.name).sort()).toEqual(catalogue.map((p) => p.name).sort());
    const stored = new Map(rows.map((row) => [row.name, row]));
    for (const product of catalogue) {
      expect(stored.get(product.name)?.banglaKind, product.name).toBe(kindOf(product).bn[0]);
      expect(stored.get(product.name)?.skin, product.name).toEqual(product.skinTypes);
    }
  });

  it('holds 20+ products in 6–12 shades with swatches, 10 shoe models and 10 clothes S–XL', async () => {
    const rows = await optionRows();
    const shaded = rows.filter((row) => row.option === 'Shade');
    expect(shaded.length).toBeGreaterThanOrEqual(20);
    for (const row of shaded) {
      expect(row.variants).toBeGreaterThanOrEqual(6);
      expect(row.variants).toBeLessThanOrEqual(12);
      expect(row.swatches).toBe(row.variants);
    }
    const sized = await t.db.execute<{ category: string; values: string[] }>(sql`
      SELECT p.category, array_agg(v.option1 ORDER BY v.position) AS values
      FROM products p JOIN product_options o ON o.product_id = p.id AND o.name = 'Size'
      JOIN product_variants v ON v.product_id = p.id GROUP BY p.id`);
    expect(sized.rows.filter((row) => row.category === 'shoes').length).toBeGreaterThanOrEqual(10);
    const clothes = sized.rows.filter((row) => row.values.join() === 'S,M,L,XL');
    expect(clothes.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => row.sold_out > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('gives no product with options its default variant, and each shade its picture', async () => {
    const leftovers = await t.db.execute(sql`
      SELECT v.sku FROM product_variants v JOIN product_options o ON o.product_id = v.product_id
      WHERE v.option1 IS NULL`);
    expect(leftovers.rows).toEqual([]);
    const bare = await t.db.execute(sql`
      SELECT v.sku FROM product_variants v WHERE v.swatch IS NOT NULL
        AND cardinality(v.images) = 0`);
    expect(bare.rows).toEqual([]);
  });

  it('never repeats a review’s title or words on one product', async () => {
    const repeated = await t.db.execute(sql`
      SELECT product_id, title AS text FROM reviews GROUP BY product_id, title HAVING count(*) > 1
      UNION ALL
      SELECT product_id, content FROM reviews GROUP BY product_id, content HAVING count(*) > 1`);
    expect(repeated.rows).toEqual([]);
    const [many] = (
      await t.db.execute<{ most: number }>(
        sql`SELECT max(n)::int AS most FROM (SELECT count(*) AS n FROM reviews GROUP BY product_id) c`,
      )
    ).rows;
    // Products with several reviews exist, so the rule is tested where it can fail.
    expect(many?.most).toBeGreaterThanOrEqual(5);
  });

  it('keeps each product’s price and stock the summary of its variants', async () => {
    const wrong = await t.db.execute(sql`
      SELECT p.id FROM products p JOIN product_variants v ON v.product_id = p.id
      GROUP BY p.id HAVING p.stock_quantity <> sum(v.stock_quantity)
        OR p.price <> (SELECT min(price) FROM product_variants WHERE product_id = p.id)`);
    expect(wrong.rows).toEqual([]);
  });
});
