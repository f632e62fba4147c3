/**
 * Migration 0004: the list summary on products (highest price, first option and its number of
 * values, shade families, sizes, the variants' searchable text), backfilled for a shop that
 * already has products with options, then kept by the triggers on variants and options.
 */
import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { migrationsUpTo } from '../test/migrations-up-to';

let client: PGlite;
let before: string;

const rows = async <Row>(query: string) => (await client.query<Row>(query)).rows;
const summaryOf = async (id: number) =>
  (
    await rows(`SELECT price, sale_price, price_max, option_name, option_value_count,
      shade_families, sizes, variant_text FROM products WHERE id = ${id}`)
  )[0];
const searchFinds = async (term: string) =>
  (
    await rows<{ id: number }>(
      `SELECT id FROM products WHERE search_text LIKE '%' || shop_normalize('${term}') || '%' ORDER BY id`,
    )
  ).map((row) => row.id);

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  before = await migrationsUpTo('0003_variants');
  await migrate(drizzle(client), { migrationsFolder: before });
  // Made under 0003: a plain serum, a lipstick in three shades (one off sale) and a shoe in
  // Colour × Size.
  await client.exec(`
    INSERT INTO products (id, name, price, category, stock_quantity) VALUES
      (1, 'Night Serum', 99000, 'skincare', 4),
      (2, 'Matte Lipstick', 250000, 'makeup', 0),
      (3, 'Court Shoe', 450000, 'shoes', 0);
    SELECT setval('products_id_seq', 3);
    DELETE FROM product_variants WHERE product_id IN (2, 3);
    INSERT INTO product_options (product_id, position, name) VALUES
      (2, 1, 'Shade'), (3, 1, 'Colour'), (3, 2, 'Size');
    INSERT INTO product_variants (product_id, sku, option1, option2, price, sale_price,
      stock_quantity, status, shade_family, position) VALUES
      (2, 'MAC-RW-01', 'Ruby Woo', NULL, 250000, NULL, 5, 'active', 'red', 1),
      (2, 'MAC-VN-02', 'Velvet Nude', NULL, 120000, 85000, 3, 'active', 'nude', 2),
      (2, 'MAC-PK-03', 'Pink Pigeon', NULL, 300000, NULL, 2, 'inactive', 'pink', 3),
      (3, 'CS-BL-38', 'Black', '38', 450000, NULL, 1, 'active', NULL, 1),
      (3, 'CS-BL-39', 'Black', '39', 450000, NULL, 0, 'active', NULL, 2),
      (3, 'CS-TN-39', 'Tan', '39', 480000, NULL, 2, 'active', NULL, 3);
  `);
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
}, 60_000);

afterAll(async () => {
  await client?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('migration 0004: the list summary', () => {
  it('backfills every product from its active variants', async () => {
    expect(await summaryOf(1)).toEqual({
      price: 99000,
      sale_price: null,
      price_max: 99000,
      option_name: null,
      option_value_count: 0,
      shade_families: [],
      sizes: [],
      variant_text: '',
    });
    expect(await summaryOf(2)).toEqual({
      price: 120000,
      sale_price: 85000,
      price_max: 250000,
      option_name: 'Shade',
      option_value_count: 2,
      shade_families: ['nude', 'red'],
      sizes: [],
      variant_text: 'Ruby Woo MAC-RW-01 Velvet Nude MAC-VN-02',
    });
    expect(await summaryOf(3)).toMatchObject({
      price_max: 480000,
      option_name: 'Colour',
      option_value_count: 2,
      sizes: ['38', '39'],
    });
  });

  it('lets search find a product by a shade name or a SKU, but not by a default SKU', async () => {
    expect(await searchFinds('ruby woo')).toEqual([2]);
    expect(await searchFinds('mac-rw-01')).toEqual([2]);
    expect(await searchFinds('cs-tn')).toEqual([3]);
    expect(await searchFinds('SG-1')).toEqual([]);
    // An inactive shade is not for sale, so it is not found either.
    expect(await searchFinds('pink pigeon')).toEqual([]);
  });
});

describe('the summary afterwards', () => {
  it('follows a variant’s status, shade family, option values and SKU', async () => {
    await client.exec(`UPDATE product_variants SET status = 'active' WHERE sku = 'MAC-PK-03'`);
    expect(await summaryOf(2)).toMatchObject({
      price_max: 300000,
      option_value_count: 3,
      shade_families: ['nude', 'pink', 'red'],
    });
    await client.exec(`UPDATE product_variants SET shade_family = 'berry' WHERE sku = 'MAC-PK-03'`);
    await client.exec(
      `UPDATE product_variants SET option1 = 'Ruby Red', sku = 'MAC-RR-01' WHERE sku = 'MAC-RW-01'`,
    );
    expect(await summaryOf(2)).toMatchObject({ shade_families: ['berry', 'nude', 'red'] });
    expect(await searchFinds('ruby red')).toEqual([2]);
    expect(await searchFinds('mac-rw-01')).toEqual([]);
    await client.exec(`UPDATE product_variants SET status = 'inactive' WHERE product_id = 2`);
    expect(await summaryOf(2)).toMatchObject({
      price: 120000,
      option_value_count: 0,
      shade_families: [],
      variant_text: '',
    });
    await client.exec(`UPDATE product_variants SET status = 'active' WHERE product_id = 2`);
  });

  it('follows the options: renamed, moved to Size, added', async () => {
    await client.exec(`UPDATE product_options SET name = 'Tone' WHERE product_id = 2`);
    expect(await summaryOf(2)).toMatchObject({ option_name: 'Tone' });
    // Sizes come from the option named Size, in any case and at any position.
    await client.exec(
      `UPDATE product_options SET name = 'SIZE' WHERE product_id = 3 AND position = 2`,
    );
    expect(await summaryOf(3)).toMatchObject({ sizes: ['38', '39'] });
    await client.exec(
      `UPDATE product_options SET name = 'Fit' WHERE product_id = 3 AND position = 2`,
    );
    expect(await summaryOf(3)).toMatchObject({ sizes: [] });
    await client.exec(`DELETE FROM product_options WHERE product_id = 2`);
    expect(await summaryOf(2)).toMatchObject({ option_name: null, option_value_count: 0 });
  });

  it('summarises a new product from its default variant', async () => {
    await client.exec(
      `INSERT INTO products (name, price, sale_price, category, stock_quantity) VALUES ('Toner', 50000, 40000, 'skincare', 2)`,
    );
    expect(await summaryOf(4)).toMatchObject({
      price_max: 40000,
      option_name: null,
      variant_text: '',
    });
  });
});
