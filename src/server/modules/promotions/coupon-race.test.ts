/**
 * A coupon under load, on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): more
 * shoppers than the code has uses race for it, each buying a different product so only the
 * promotion's row serialises them. The bench runs the full size (500 shoppers, cap 100).
 */
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promotions, promotionUses } from '../../db/schema';
import { checkoutBody, createShoppers } from '../../test/fixtures/orders';
import { createCoupon, priceVariant, productsWithOneVariant } from '../../test/fixtures/promotions';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHOPPERS = 30;
const CAP = 10;

describe('a coupon raced for', () => {
  it(`gives exactly ${CAP} of ${SHOPPERS} racing shoppers the code`, async () => {
    const coupon = await createCoupon(t.db, { code: 'RACE', usageLimit: CAP });
    const [shoppers, lines] = await Promise.all([
      createShoppers(t.app, SHOPPERS),
      productsWithOneVariant(t.db, SHOPPERS),
    ]);
    for (const [index, shopper] of shoppers.entries()) {
      const line = lines[index];
      if (!line) throw new Error('not enough products');
      await priceVariant(t.db, line.variantId, { price: 100_000, stock: 5 });
      const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
        productId: line.productId,
        variantId: line.variantId,
      });
      expect(added.statusCode).toBe(200);
    }

    const answers = await Promise.all(
      shoppers.map((shopper) =>
        injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody({ couponCode: 'race' })),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAP);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(SHOPPERS - CAP);
    for (const answer of refused) expect(answer.json().code).toBe('COUPON_USED_UP');
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, coupon.id));
    expect(row?.uses).toBe(CAP);
    const uses = await t.db
      .select()
      .from(promotionUses)
      .where(eq(promotionUses.promotionId, coupon.id));
    expect(uses).toHaveLength(CAP);
    const withCode = await t.db.select().from(orders).where(isNotNull(orders.couponCode));
    expect(withCode).toHaveLength(CAP);
    expect(withCode.every((order) => order.discount === 20_000)).toBe(true);
  }, 180_000);
});
