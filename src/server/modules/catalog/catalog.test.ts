import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, 2));
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('lists active products newest first, 24 to a page, with the total', async () => {
    const response = await t.app.inject('/api/products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products).toHaveLength(24);
    expect(body.total).toBe(218);
    expect(body.pageSize).toBe(24);
    const dates = body.products.map((product: { createdAt: string }) => product.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('never lists an inactive product', async () => {
    const all = await t.app.inject('/api/products?category=makeup&limit=48');
    const ids = all.json().products.map((product: { id: number }) => product.id);
    expect(ids).not.toContain(2);
    expect(all.json().total).toBe(68);
  });

  it('filters by category, featured and sale', async () => {
    const shoes = (await t.app.inject('/api/products?category=shoes')).json();
    expect(
      shoes.products.every((product: { category: string }) => product.category === 'shoes'),
    ).toBe(true);
    const featured = (await t.app.inject('/api/products?featured=true')).json();
    expect(featured.total).toBe(6);
    const sale = (await t.app.inject('/api/products?sale=true&limit=48')).json();
    expect(sale.total).toBeGreaterThan(0);
    expect(
      sale.products.every((product: { salePrice: number | null }) => product.salePrice !== null),
    ).toBe(true);
  });

  it('gives an empty page past the end', async () => {
    const body = (await t.app.inject('/api/products?page=500')).json();
    expect(body.products).toEqual([]);
    expect(body.total).toBe(218);
  });

  it.each([
    ['category=groceries', 'category: Unknown category'],
    ['page=abc', 'page: Page must be a number'],
    ['page=0', 'page: Page must be 1 or more'],
    ['limit=1000', 'limit: Limit must be at most 48'],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await t.app.inject(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/products/:id', () => {
  it('returns a product with its real rating', async () => {
    const response = await t.app.inject('/api/products/12');
    expect(response.statusCode).toBe(200);
    const product = response.json();
    const [row] = await t.db.select().from(products).where(eq(products.id, 12));
    expect(product).toMatchObject({ id: 12, name: row?.name, price: row?.price });
    expect(product.rating.count).toBe(row?.reviewCount);
    expect(product).not.toHaveProperty('actualPrice');
  });

  it('says what the item is in Bangla in its own answer only, not in lists', async () => {
    const own = (await t.app.inject('/api/products/12')).json();
    expect(own.banglaKind).toMatch(/^[\u0980-\u09FF ]+$/);
    const listed = (await t.app.inject('/api/products?limit=5')).json().products;
    expect(listed.every((product: object) => !('banglaKind' in product))).toBe(true);
  });

  it('answers 404 for a missing or inactive product and 400 for a bad id', async () => {
    expect((await t.app.inject('/api/products/99999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/products/2')).json().message).toBe('Product not found');
    const bad = await t.app.inject('/api/products/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: Product id must be a number');
    expect((await t.app.inject('/api/products/-3')).statusCode).toBe(400);
  });
});

describe('GET /api/shop', () => {
  it("returns the shop's public facts from the configuration", async () => {
    const body = (await t.app.inject('/api/shop')).json();
    expect(body).toMatchObject({ name: 'Sajghor', bkashNumber: '01700-000000' });
    expect(body).not.toHaveProperty('authSecret');
  });
});
