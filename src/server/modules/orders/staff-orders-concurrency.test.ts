/**
 * Staff orders under the checkout's races (issue 39), on the real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): the last unit, a coupon's cap, one transaction ID.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants, promotions } from '../../db/schema';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import {
  createCoupon,
  type PricedProduct,
  priceVariant,
  productsWithOneVariant,
} from '../../test/fixtures/promotions';
import { staffOrderBody } from '../../test/fixtures/staff-orders';
import { SET_BY_TEST } from '../../test/fixtures/stock';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: SignedInShopper[];
let products: PricedProduct[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await Promise.all([createAdmin(t.app, t.db), createAdmin(t.app, t.db)]);
  products = await productsWithOneVariant(t.db, 3);
  for (const product of products) {
    await priceVariant(t.db, product.variantId, { price: 150_000, stock: 100 });
  }
});
afterAll(() => t.close());

const variantOf = (index: number) => {
  const found = products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found.variantId;
};
/** Two staff members at once, each sending the body made for them. */
const race = (bodyFor: (index: number) => Record<string, unknown>, count = 2) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      injectAs(
        t.app,
        staff[index % 2] as SignedInShopper,
        'POST',
        '/api/admin/staff-orders',
        bodyFor(index),
      ),
    ),
  );
const statusesOf = (answers: { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode).sort();

describe('staff orders racing', () => {
  it('sells the last unit once when two staff take it at the same time', async () => {
    const variantId = variantOf(0);
    await t.db
      .update(productVariants)
      .set({ stockQuantity: 1, stockMove: SET_BY_TEST })
      .where(eq(productVariants.id, variantId));
    const answers = await race(() => staffOrderBody([{ variantId, quantity: 1 }]));
    expect(statusesOf(answers)).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toMatch(/out of stock/);
    const [row] = await t.db
      .select({ stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(row?.stock).toBe(0);
  });

  it("keeps a coupon's use cap when staff orders race for its last use", async () => {
    const coupon = await createCoupon(t.db, { code: 'LASTUSE39', usageLimit: 3 });
    const answers = await race(
      () => staffOrderBody([{ variantId: variantOf(1), quantity: 1 }], { couponCode: 'LASTUSE39' }),
      8,
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, coupon.id));
    expect(row?.uses).toBe(3);
    const used = await t.db.select().from(orders).where(eq(orders.couponCode, 'LASTUSE39'));
    expect(used).toHaveLength(3);
  });

  it('takes one transaction ID once when two staff type it at the same time', async () => {
    const answers = await race(() =>
      staffOrderBody([{ variantId: variantOf(2), quantity: 1 }], {
        paymentMethod: 'bkash',
        transactionId: 'RACE39TRX',
      }),
    );
    expect(statusesOf(answers)).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe(
      'TRANSACTION_ID_USED',
    );
    const rows = await t.db.select().from(orders).where(eq(orders.transactionId, 'RACE39TRX'));
    expect(rows).toHaveLength(1);
  });

  it('makes one account when two staff take orders for one new number at once', async () => {
    const phone = (staffOrderBody([]) as { phone: string }).phone;
    const answers = await race(() =>
      staffOrderBody([{ variantId: variantOf(2), quantity: 1 }], { phone }),
    );
    expect(statusesOf(answers)).toEqual([201, 201]);
    const rows = await t.db.select().from(orders).where(eq(orders.phone, phone));
    expect(new Set(rows.map((row) => row.userId)).size).toBe(1);
  });
});
