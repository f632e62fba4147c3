/**
 * Orders with a coupon on the real database: the order transaction judges the code again, counts
 * its use, stores the discount on the order and its lines, and a cancel gives the use back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema } from '#shared/schemas/order';
import {
  cartItems,
  orderItems,
  orders,
  productVariants,
  promotions,
  promotionUses,
  users,
} from '../../db/schema';
import {
  createAdmin,
  createShopper,
  lastMailTo,
  type SignedInShopper,
  uniqueEmail,
} from '../../test/fixtures/accounts';
import { checkoutBody } from '../../test/fixtures/orders';
import { uniquePhoneNumber } from '../../test/fixtures/phones';
import {
  createCoupon,
  type PricedProduct,
  priceVariant,
  productsWithOneVariant,
} from '../../test/fixtures/promotions';
import { SET_BY_TEST } from '../../test/fixtures/stock';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { updateShopSettings } from './shop-settings';

let t: TestApp;
let lipstick: PricedProduct;
let serum: PricedProduct;

beforeAll(async () => {
  t = await createTestApp();
  [lipstick, serum] = (await productsWithOneVariant(t.db, 2)) as [PricedProduct, PricedProduct];
  await priceVariant(t.db, lipstick.variantId, { price: 120_000 });
  await priceVariant(t.db, serum.variantId, { price: 100_000, salePrice: 85_050 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await updateShopSettings(t.db, { freeDeliveryDhakaOver: null, freeDeliveryEverywhereOver: null });
});

/** A new shopper with 2 lipsticks and a serum in the cart: ৳3,250.50. */
async function shopperWithCart(): Promise<SignedInShopper> {
  const shopper = await createShopper(t.app);
  for (const [line, quantity] of [
    [lipstick, 2],
    [serum, 1],
  ] as const) {
    const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
      productId: line.productId,
      variantId: line.variantId,
      quantity,
    });
    expect(added.statusCode).toBe(200);
  }
  return shopper;
}

const order = (who: SignedInShopper, body: Record<string, unknown> = {}) =>
  injectAs(t.app, who, 'POST', '/api/orders', checkoutBody(body));

async function couponRow(id: number) {
  const [row] = await t.db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

async function stockOf(variantId: number) {
  const [row] = await t.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock;
}

async function giveVerifiedPhone(userId: string, phone: string) {
  await t.db
    .update(users)
    .set({ phoneNumber: phone, phoneNumberVerified: true })
    .where(eq(users.id, userId));
}

describe('placing an order with a coupon', () => {
  it('stores the discount on the order and its lines and counts the use', async () => {
    const coupon = await createCoupon(t.db, { code: 'EID20', maxDiscount: 50_000 });
    const shopper = await shopperWithCart();
    const phone = uniquePhoneNumber();
    await giveVerifiedPhone(shopper.userId, phone);
    const placed = await order(shopper, { couponCode: 'eid20', location: 'outside' });
    expect(placed.statusCode, placed.body).toBe(201);
    const body = orderSchema.parse(placed.json());
    // 1 % COD of (৳3,250.50 − ৳500) = ৳27.505 → ৳28
    expect(body).toMatchObject({
      subtotal: 325_050,
      discount: 50_000,
      shipping: 20_000,
      deliveryDiscount: 0,
      codCharge: 2_800,
      total: 325_050 - 50_000 + 20_000 + 2_800,
      couponCode: 'EID20',
    });
    expect(body.items.reduce((sum, item) => sum + item.discount, 0)).toBe(50_000);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.id));
    expect(row).toMatchObject({ discount: 50_000, couponCode: 'EID20', promotionId: coupon.id });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, body.id));
    expect(items.map((item) => item.discount).sort()).toEqual([13_083, 36_917].sort());
    expect((await couponRow(coupon.id))?.uses).toBe(1);
    const uses = await t.db.select().from(promotionUses).where(eq(promotionUses.orderId, body.id));
    expect(uses).toMatchObject([{ promotionId: coupon.id, userId: shopper.userId, phone }]);
  });

  it('refuses a code that no longer applies with a 409 naming why, writing nothing', async () => {
    const coupon = await createCoupon(t.db, { code: 'BIG500', minSubtotal: 360_000 });
    const shopper = await shopperWithCart();
    const stockBefore = await stockOf(lipstick.variantId);
    const refused = await order(shopper, { couponCode: 'BIG500' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COUPON_MINIMUM' });
    expect(refused.json().message).toBe(
      'Add ৳350 more to use BIG500, or remove the code to place your order.',
    );
    const bangla = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: originOf(t.app), cookie: shopper.cookie, 'accept-language': 'bn' },
      payload: checkoutBody({ couponCode: 'BIG500' }),
    });
    expect(bangla.statusCode).toBe(409);
    expect(bangla.json().message).toContain('যোগ করুন');
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.userId))).toEqual([]);
    expect(await stockOf(lipstick.variantId)).toBe(stockBefore);
    expect(
      await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.userId)),
    ).toHaveLength(2);
    expect((await couponRow(coupon.id))?.uses).toBe(0);

    const unknown = await order(shopper, { couponCode: 'NOSUCH' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('There is no code NOSUCH. Remove it to place your order.');

    await t.db
      .update(promotions)
      .set({ endsAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 60_000) })
      .where(eq(promotions.id, coupon.id));
    const expired = await order(shopper, { couponCode: 'BIG500' });
    expect(expired.json()).toMatchObject({ code: 'COUPON_EXPIRED' });
  });

  it('refuses a used-up code before it takes any stock: the code is what the shopper hears', async () => {
    const coupon = await createCoupon(t.db, { code: 'GONE', usageLimit: 1 });
    await t.db.update(promotions).set({ uses: 1 }).where(eq(promotions.id, coupon.id));
    const shopper = await shopperWithCart();
    const stockBefore = await stockOf(lipstick.variantId);
    // Fewer lipsticks left than the cart holds: taking stock first would answer that instead.
    await t.db
      .update(productVariants)
      .set({ stockQuantity: 1, stockMove: SET_BY_TEST })
      .where(eq(productVariants.id, lipstick.variantId));
    const refused = await order(shopper, { couponCode: 'GONE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COUPON_USED_UP' });
    await t.db
      .update(productVariants)
      .set({ stockQuantity: stockBefore, stockMove: SET_BY_TEST })
      .where(eq(productVariants.id, lipstick.variantId));
  });

  it('gives the use back when the order is cancelled', async () => {
    const coupon = await createCoupon(t.db, { code: 'ONCE', usageLimit: 1 });
    const shopper = await shopperWithCart();
    const placed = await order(shopper, { couponCode: 'ONCE' });
    expect(placed.statusCode).toBe(201);
    expect((await couponRow(coupon.id))?.uses).toBe(1);

    const second = await shopperWithCart();
    expect((await order(second, { couponCode: 'ONCE' })).json()).toMatchObject({
      code: 'COUPON_USED_UP',
    });

    const cancelled = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/orders/${placed.json().id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await couponRow(coupon.id))?.uses).toBe(0);
    expect(
      await t.db.select().from(promotionUses).where(eq(promotionUses.promotionId, coupon.id)),
    ).toEqual([]);
    expect((await order(second, { couponCode: 'ONCE' })).statusCode).toBe(201);
    expect((await couponRow(coupon.id))?.uses).toBe(1);
  });

  it('holds the per-customer cap for another account on the same verified phone', async () => {
    const coupon = await createCoupon(t.db, { code: 'ONEEACH', perCustomerLimit: 1 });
    const phone = uniquePhoneNumber();
    const first = await shopperWithCart();
    await giveVerifiedPhone(first.userId, phone);
    expect((await order(first, { couponCode: 'ONEEACH' })).statusCode).toBe(201);
    // The same account again…
    const sameAccount = await injectAs(t.app, first, 'POST', '/api/cart/items', {
      productId: lipstick.productId,
      variantId: lipstick.variantId,
    });
    expect(sameAccount.statusCode).toBe(200);
    expect((await order(first, { couponCode: 'ONEEACH' })).json()).toMatchObject({
      code: 'COUPON_PER_CUSTOMER',
    });
    // …and a second account the number has moved to.
    await t.db.update(users).set({ phoneNumber: null }).where(eq(users.id, first.userId));
    const second = await shopperWithCart();
    await giveVerifiedPhone(second.userId, phone);
    const quote = await injectAs(t.app, second, 'POST', '/api/cart/quote', {
      code: 'ONEEACH',
      location: 'dhaka',
      paymentMethod: 'cod',
    });
    expect(quote.json().coupon).toMatchObject({ applied: false, refusal: 'per_customer' });
    const refused = await order(second, { couponCode: 'ONEEACH' });
    expect(refused.json()).toMatchObject({ code: 'COUPON_PER_CUSTOMER' });
    expect(refused.json().message).toBe(
      'You have already used the code ONEEACH. Remove it to place your order.',
    );
    // An unverified phone is not the customer's: a third account is a new customer.
    const third = await shopperWithCart();
    expect((await order(third, { couponCode: 'ONEEACH' })).statusCode).toBe(201);
    expect((await couponRow(coupon.id))?.uses).toBe(2);
  });

  it('keeps a first-order code for accounts without an order, cancelled ones not counting', async () => {
    await createCoupon(t.db, { code: 'WELCOME', firstOrderOnly: true });
    const shopper = await shopperWithCart();
    const plain = await order(shopper);
    expect(plain.statusCode).toBe(201);
    await shopperCartAgain(shopper);
    expect((await order(shopper, { couponCode: 'WELCOME' })).json()).toMatchObject({
      code: 'COUPON_FIRST_ORDER',
    });
    await injectAs(t.app, shopper, 'POST', `/api/orders/${plain.json().id}/cancel`);
    expect((await order(shopper, { couponCode: 'WELCOME' })).statusCode).toBe(201);
  });

  it('gives free delivery by the shop offer, after the discount, and by a code', async () => {
    await updateShopSettings(t.db, { freeDeliveryDhakaOver: 300_000 });
    const reached = await order(await shopperWithCart());
    expect(reached.json()).toMatchObject({ shipping: 0, deliveryDiscount: 10_000, total: 325_050 });
    await createCoupon(t.db, { code: 'TENPC', discountValue: 10 });
    // ৳3,250.50 − ৳325 = ৳2,925.50: below ৳3,000, delivery is charged again
    const below = await order(await shopperWithCart(), { couponCode: 'TENPC' });
    expect(below.json()).toMatchObject({ discount: 32_500, shipping: 10_000, deliveryDiscount: 0 });
    await createCoupon(t.db, {
      code: 'NODELIVERY',
      discountType: 'free_delivery',
      discountValue: 0,
    });
    const byCode = await order(await shopperWithCart(), {
      couponCode: 'NODELIVERY',
      location: 'outside',
    });
    expect(byCode.json()).toMatchObject({
      discount: 0,
      shipping: 0,
      deliveryDiscount: 20_000,
      couponCode: 'NODELIVERY',
    });
  });

  it('ignores a discount or total the shopper sends', async () => {
    const shopper = await shopperWithCart();
    const placed = await order(shopper, {
      discount: 325_050,
      deliveryDiscount: 10_000,
      total: 1,
      promotionId: 1,
      couponCode: undefined,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      discount: 0,
      deliveryDiscount: 0,
      total: 335_050,
      couponCode: null,
    });
  });
});

async function shopperCartAgain(shopper: SignedInShopper) {
  const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
    productId: serum.productId,
    variantId: serum.variantId,
  });
  expect(added.statusCode).toBe(200);
}

describe('where an order with a coupon shows its money', () => {
  it('puts the discount and free delivery in the e-mail, the CSV and the revenue', async () => {
    const admin = await createAdmin(t.app, t.db);
    const statsBefore = await injectAs(t.app, admin, 'GET', '/api/admin/stats');
    expect(statsBefore.statusCode).toBe(200);
    await updateShopSettings(t.db, { freeDeliveryDhakaOver: 300_000 });
    await createCoupon(t.db, { code: 'MAILME', discountType: 'fixed', discountValue: 10_000 });
    const email = uniqueEmail('coupon');
    const placed = await order(await shopperWithCart(), { couponCode: 'MAILME', email });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ discount: 10_000, shipping: 0, total: 315_050 });

    const mail = await lastMailTo(t.app, email);
    expect(mail.text).toContain('Discount (MAILME)');
    expect(mail.text).toContain('−৳100.00');
    expect(mail.text).toContain('Free (৳100.00 waived)');

    const csv = await injectAs(t.app, admin, 'GET', '/api/admin/orders.csv');
    expect(csv.statusCode).toBe(200);
    // Every cell is quoted: "a","b, c"
    const cells = (line: string) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]?.replaceAll('""', '"'));
    const [header, ...rows] = csv.body.trim().split(/\r?\n/);
    const titles = cells(header ?? '');
    const row = cells(rows.find((line) => line.includes(placed.json().id)) ?? '');
    const cell = (title: string) => row[titles.indexOf(title)];
    expect(cell('Discount')).toBe('100.00');
    expect(cell('Coupon')).toBe('MAILME');
    expect(cell('Delivery discount')).toBe('100.00');
    expect(cell('Total')).toBe('3150.50');

    const statsAfter = await injectAs(t.app, admin, 'GET', '/api/admin/stats');
    expect(statsAfter.json().revenue - statsBefore.json().revenue).toBe(315_050);
  });
});
