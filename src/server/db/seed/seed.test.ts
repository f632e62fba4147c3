import { count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_STARTING_PRICES, PRODUCT_CATEGORIES } from '#shared/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  cartItems,
  orders,
  products,
  productVariants,
  reviews,
  storedFiles,
  users,
} from '../schema';
import { seedIfEmpty } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seeded catalogue', () => {
  it('numbers makeup 1–45 and skincare 46–115, the makeup sold in shades after the rest', async () => {
    const rows = await t.db.select({ id: products.id, category: products.category }).from(products);
    const idsOf = (category: string) =>
      rows
        .filter((row) => row.category === category)
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(idsOf('makeup').slice(0, 45)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(
      idsOf('makeup')
        .slice(45)
        .every((id) => id > 115),
    ).toBe(true);
    expect(idsOf('skincare')).toEqual(Array.from({ length: 70 }, (_, i) => i + 46));
    for (const category of PRODUCT_CATEGORIES) {
      expect(idsOf(category).length, category).toBeGreaterThanOrEqual(8);
    }
  });

  it('prices every product at or above its category starting price, sale prices too', async () => {
    const rows = await t.db.select().from(products);
    for (const [category, floor] of Object.entries(CATEGORY_STARTING_PRICES)) {
      for (const row of rows.filter((r) => r.category === category)) {
        expect(row.price, row.name).toBeGreaterThanOrEqual(floor);
        expect(row.salePrice ?? floor, row.name).toBeGreaterThanOrEqual(floor);
      }
    }
    // Whole taka, and a sale price always below the price.
    for (const row of rows) {
      expect(row.price % 100, row.name).toBe(0);
      expect((row.salePrice ?? 0) % 100, row.name).toBe(0);
      expect(row.salePrice ?? 0, row.name).toBeLessThan(row.price);
    }
    expect(rows.filter((row) => row.salePrice !== null).length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.stockQuantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.stockQuantity)).size).toBeGreaterThan(20);
  });

  it('features six products, all in stock', async () => {
    const featured = await t.db.select().from(products).where(eq(products.featured, true));
    expect(featured).toHaveLength(6);
    for (const product of featured) expect(product.stockQuantity).toBeGreaterThan(0);
  });

  it('gives every product its own stored picture', async () => {
    const rows = await t.db.select({ images: products.images }).from(products);
    const refs = rows.map((row) => row.images[0]);
    expect(refs.every((ref) => /^\/files\/[0-9a-f-]{36}$/.test(ref ?? ''))).toBe(true);
    expect(new Set(refs).size).toBe(rows.length);
    const [files] = await t.db.select({ total: count() }).from(storedFiles);
    expect(files?.total).toBeGreaterThanOrEqual(rows.length);
  });

  it('keeps each product’s rating figures equal to its reviews', async () => {
    const mismatches = await t.db.execute(sql`
      SELECT p.id FROM products p
      LEFT JOIN reviews r ON r.product_id = p.id
      GROUP BY p.id
      HAVING p.review_count <> count(r.id) OR p.rating_total <> COALESCE(sum(r.rating), 0)`);
    expect(mismatches.rows).toEqual([]);
    const [reviewed] = await t.db
      .select({ total: count() })
      .from(products)
      .where(gt(products.reviewCount, 0));
    expect(reviewed?.total).toBeGreaterThan(100);
  });

  it('does nothing when the shop already has products', async () => {
    expect(await seedIfEmpty(t.db, t.app.storage)).toBeNull();
  });

  it('serves the pictures as WebP at the standard widths', async () => {
    const [product] = await t.db.select().from(products).where(eq(products.id, 12));
    const response = await t.app.inject(`${product?.images[0]}/320.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject(`${product?.images[0]}/123.webp`)).statusCode).toBe(404);
    expect(
      (await t.app.inject('/files/00000000-0000-0000-0000-000000000000/320.webp')).statusCode,
    ).toBe(404);
  });
});

describe('what the database itself refuses', () => {
  async function rejects(statement: Promise<unknown>) {
    await expect(statement).rejects.toThrow();
  }

  it('stock below zero, a sale price above the price, an unknown category', async () => {
    await rejects(t.db.update(products).set({ stockQuantity: -1 }).where(eq(products.id, 1)));
    await rejects(t.db.update(products).set({ salePrice: 99_999_999 }).where(eq(products.id, 1)));
    await rejects(t.db.execute(sql`UPDATE products SET category = 'groceries' WHERE id = 1`));
  });

  it('a cart quantity of zero and a second cart row for the same product', async () => {
    const [user] = await t.db.select().from(users).limit(1);
    const userId = user?.id ?? '';
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, 1));
    const line = { userId, productId: 1, variantId: variant?.id ?? 0 };
    await rejects(t.db.insert(cartItems).values({ ...line, quantity: 0 }));
    await t.db.insert(cartItems).values({ ...line, quantity: 1 });
    await rejects(t.db.insert(cartItems).values({ ...line, quantity: 2 }));
  });

  it('a rating outside 1–5', async () => {
    await rejects(t.db.update(reviews).set({ rating: 6 }).where(isNotNull(reviews.id)));
    await rejects(t.db.update(reviews).set({ rating: 0 }).where(isNotNull(reviews.id)));
  });

  it('a transaction ID used twice for one method, and totals that do not add up', async () => {
    const order = {
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      address: 'House 1, Road 2',
      city: 'Dhaka',
      phone: '01712345678',
      location: 'dhaka' as const,
      paymentMethod: 'bkash' as const,
      transactionId: 'TX123',
      subtotal: 100_000,
      shipping: 10_000,
      total: 110_000,
      requestHash: 'h',
    };
    await t.db.insert(orders).values({ ...order, idempotencyKey: 'k1' });
    await rejects(t.db.insert(orders).values({ ...order, idempotencyKey: 'k2' }));
    await t.db.insert(orders).values({ ...order, paymentMethod: 'bank', idempotencyKey: 'k3' });
    await rejects(
      t.db
        .insert(orders)
        .values({ ...order, transactionId: 'TX9', total: 1, idempotencyKey: 'k4' }),
    );
    await rejects(
      t.db.insert(orders).values({ ...order, transactionId: null, idempotencyKey: 'k5' }),
    );
  });
});

describe('search indexes', () => {
  // Word similarity over the accent-free search text, which the trigram index serves.
  async function matching(term: string) {
    return t.db
      .select({ name: products.name, brand: products.brand })
      .from(products)
      .where(sql`shop_normalize(${term}) <% ${products.searchText}`);
  }

  it('finds lipsticks from a typo', async () => {
    const rows = await matching('lipstik');
    expect(rows.some((row) => row.name.includes('Lipstick'))).toBe(true);
  });

  it("finds L'Oréal without the accent or the apostrophe", async () => {
    const rows = await matching('loreal');
    expect(rows.some((row) => row.brand === "L'Oréal Paris")).toBe(true);
  });
});
