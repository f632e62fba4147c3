/**
 * Checkout under load, on the real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): many shoppers racing for little stock, and one checkout sent many times.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema';
import type { SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, createShoppers } from '../../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, who: SignedInShopper, payload: Record<string, unknown>) =>
  injectAs(t.app, who, 'POST', url, payload);
const checkout = checkoutBody;

async function stockOf(productId: number) {
  const [row] = await t.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

describe('checkout under load', () => {
  it('sells exactly the stock to 200 shoppers racing for 10 units', async () => {
    const productId = 50;
    const shoppers = await createShoppers(t.app, 200);
    await t.db.update(products).set({ stockQuantity: 500 }).where(eq(products.id, productId));
    for (const shopper of shoppers) {
      const added = await post('/api/cart/items', shopper, { productId, quantity: 1 });
      expect(added.statusCode).toBe(200);
    }
    await t.db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, productId));

    const answers = await Promise.all(
      shoppers.map((shopper) => post('/api/orders', shopper, checkout())),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toMatch(/ is out of stock$/);
    }
    expect(await stockOf(productId)).toBe(0);
    const sold = await t.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.productId, productId));
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(10);
  }, 180_000);

  it('places one order for 50 simultaneous requests with one key, and tells each its id', async () => {
    const productId = 51;
    const [shopper] = await createShoppers(t.app, 1);
    if (!shopper) throw new Error('no shopper');
    await t.db.update(products).set({ stockQuantity: 20 }).where(eq(products.id, productId));
    await post('/api/cart/items', shopper, { productId, quantity: 3 });
    const body = checkout({ paymentMethod: 'bkash', transactionId: 'BK50SAMEKEY' });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/orders', shopper, body)),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(49);
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(placed).toHaveLength(1);
    expect(await stockOf(productId)).toBe(17);
  });
});
