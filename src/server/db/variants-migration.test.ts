/**
 * Migration 0003 (variants) on a shop that already trades: a database migrated to 0002 with
 * products, carts, a wishlist, an order and a review, then 0003 applied. Every product gets its
 * default variant with its price and stock, and every cart line and order item points at it.
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

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  before = await migrationsUpTo('0002_search_key');
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.exec(`
    INSERT INTO users (id, name, email) VALUES ('u1', 'Rina', 'rina@example.com'),
      ('u2', 'Mita', 'mita@example.com');
    INSERT INTO products (id, name, price, sale_price, category, stock_quantity, status) VALUES
      (1, 'Matte Lipstick', 250000, 200000, 'makeup', 12, 'active'),
      (2, 'Night Cream', 180000, NULL, 'skincare', 0, 'active'),
      (3, 'Old Tote', 450000, NULL, 'handbags', 4, 'inactive');
    SELECT setval('products_id_seq', 3);
    INSERT INTO cart_items (user_id, product_id, quantity) VALUES ('u1', 1, 2), ('u1', 2, 1),
      ('u2', 1, 1);
    INSERT INTO wishlist_items (user_id, product_id) VALUES ('u1', 3);
    INSERT INTO orders (id, user_id, email, first_name, last_name, address, city, phone, location,
      payment_method, subtotal, shipping, total, status, idempotency_key, request_hash) VALUES
      ('00000000-0000-4000-8000-000000000001', 'u1', 'rina@example.com', 'Rina', 'Begum',
       'House 4', 'Dhaka', '01712345678', 'dhaka', 'cod', 560000, 6000, 566000, 'processing',
       'key-1', 'hash');
    INSERT INTO order_items (order_id, product_id, product_name, unit_price, quantity) VALUES
      ('00000000-0000-4000-8000-000000000001', 1, 'Matte Lipstick', 200000, 1),
      ('00000000-0000-4000-8000-000000000001', 2, 'Night Cream', 180000, 2);
    INSERT INTO reviews (product_id, user_id, rating, title, content) VALUES
      (1, 'u2', 5, 'Lovely', 'Lasts all day');
  `);
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
}, 60_000);

afterAll(async () => {
  await client?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('migration 0003: variants', () => {
  it('gives every product one default variant with its price, sale price and stock', async () => {
    expect(
      await rows(`SELECT product_id, sku, option1, option2, option3, price, sale_price,
        stock_quantity, status FROM product_variants ORDER BY product_id`),
    ).toEqual([
      {
        product_id: 1,
        sku: 'SG-1',
        option1: null,
        option2: null,
        option3: null,
        price: 250000,
        sale_price: 200000,
        stock_quantity: 12,
        status: 'active',
      },
      {
        product_id: 2,
        sku: 'SG-2',
        option1: null,
        option2: null,
        option3: null,
        price: 180000,
        sale_price: null,
        stock_quantity: 0,
        status: 'active',
      },
      {
        product_id: 3,
        sku: 'SG-3',
        option1: null,
        option2: null,
        option3: null,
        price: 450000,
        sale_price: null,
        stock_quantity: 4,
        status: 'active',
      },
    ]);
    expect(
      await rows('SELECT id, price, sale_price, stock_quantity, status FROM products ORDER BY id'),
    ).toEqual([
      { id: 1, price: 250000, sale_price: 200000, stock_quantity: 12, status: 'active' },
      { id: 2, price: 180000, sale_price: null, stock_quantity: 0, status: 'active' },
      { id: 3, price: 450000, sale_price: null, stock_quantity: 4, status: 'inactive' },
    ]);
  });

  it('points every cart line and order item at its product’s default variant', async () => {
    expect(
      await rows(`SELECT c.user_id, c.product_id, c.quantity, v.sku FROM cart_items c
        JOIN product_variants v ON v.id = c.variant_id AND v.product_id = c.product_id
        ORDER BY c.user_id, c.product_id`),
    ).toEqual([
      { user_id: 'u1', product_id: 1, quantity: 2, sku: 'SG-1' },
      { user_id: 'u1', product_id: 2, quantity: 1, sku: 'SG-2' },
      { user_id: 'u2', product_id: 1, quantity: 1, sku: 'SG-1' },
    ]);
    expect(
      await rows(`SELECT i.product_id, i.sku, i.variant_title, i.unit_price, i.quantity
        FROM order_items i JOIN product_variants v ON v.id = i.variant_id AND v.product_id = i.product_id
        ORDER BY i.product_id`),
    ).toEqual([
      { product_id: 1, sku: 'SG-1', variant_title: null, unit_price: 200000, quantity: 1 },
      { product_id: 2, sku: 'SG-2', variant_title: null, unit_price: 180000, quantity: 2 },
    ]);
  });

  it('leaves the wishlist, the order and the review as they were', async () => {
    expect(await rows('SELECT user_id, product_id FROM wishlist_items')).toEqual([
      { user_id: 'u1', product_id: 3 },
    ]);
    expect(await rows('SELECT total, status FROM orders')).toEqual([
      { total: 566000, status: 'processing' },
    ]);
    expect(await rows('SELECT product_id, user_id, rating FROM reviews')).toEqual([
      { product_id: 1, user_id: 'u2', rating: 5 },
    ]);
  });

  it('keeps the product summary from the variants afterwards, both ways', async () => {
    // A variant's stock moves with its reason for the ledger (migration 0030).
    await client.exec(
      `UPDATE product_variants SET stock_quantity = 7, stock_move = '{"reason":"counted"}' WHERE sku = 'SG-1'`,
    );
    expect(await rows('SELECT stock_quantity FROM products WHERE id = 1')).toEqual([
      { stock_quantity: 7 },
    ]);
    await client.exec('UPDATE products SET stock_quantity = 9, price = 190000 WHERE id = 2');
    expect(
      await rows(`SELECT price, stock_quantity FROM product_variants WHERE sku = 'SG-2'`),
    ).toEqual([{ price: 190000, stock_quantity: 9 }]);
    await client.exec(
      `INSERT INTO products (name, price, category, stock_quantity) VALUES ('New Serum', 99000, 'skincare', 3)`,
    );
    expect(
      await rows(`SELECT v.sku, v.price, v.stock_quantity FROM product_variants v
        JOIN products p ON p.id = v.product_id WHERE p.name = 'New Serum'`),
    ).toEqual([{ sku: 'SG-4', price: 99000, stock_quantity: 3 }]);
  });
});
