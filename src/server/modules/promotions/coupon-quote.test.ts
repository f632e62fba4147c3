/** POST /api/cart/quote on the real database: the signed-in shopper's cart priced with a code. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartQuoteSchema } from '#shared/schemas/promotion';
import { cartItems, promotions } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import {
  createCoupon,
  type PricedProduct,
  priceVariant,
  productsWithOneVariant,
} from '../../test/fixtures/promotions';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { readShopSettings, updateShopSettings } from './shop-settings';

let t: TestApp;
let shopper: SignedInShopper;
let lipstick: PricedProduct;
let serum: PricedProduct;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app);
  [lipstick, serum] = (await productsWithOneVariant(t.db, 2)) as [PricedProduct, PricedProduct];
  await priceVariant(t.db, lipstick.variantId, { price: 120_000 });
  await priceVariant(t.db, serum.variantId, { price: 100_000, salePrice: 85_050 });
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
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(promotions);
  await updateShopSettings(t.db, { freeDeliveryDhakaOver: null, freeDeliveryEverywhereOver: null });
});

const quote = (body: Record<string, unknown>, who: SignedInShopper | null = shopper) =>
  injectAs(t.app, who ?? undefined, 'POST', '/api/cart/quote', {
    location: 'dhaka',
    paymentMethod: 'bkash',
    ...body,
  });

async function quoted(body: Record<string, unknown>) {
  const answer = await quote(body);
  expect(answer.statusCode, answer.body).toBe(200);
  return cartQuoteSchema.parse(answer.json());
}

describe('POST /api/cart/quote', () => {
  it('prices the cart without a code, sale price charged', async () => {
    const priced = await quoted({});
    expect(priced).toMatchObject({
      subtotal: 325_050,
      discount: 0,
      shipping: 10_000,
      total: 335_050,
      coupon: null,
      freeDelivery: null,
    });
    expect(priced.lines.map((line) => line.unitPrice).sort()).toEqual([120_000, 85_050]);
  });

  it('takes a code in any case off the cart, line by line', async () => {
    await createCoupon(t.db, { code: 'EID20', maxDiscount: 50_000 });
    const priced = await quoted({ code: '  eid20 ' });
    expect(priced.coupon).toEqual({ code: 'EID20', applied: true, refusal: null, shortBy: null });
    expect(priced.discount).toBe(50_000);
    expect(priced.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(50_000);
    expect(priced.total).toBe(325_050 - 50_000 + 10_000);
  });

  it('answers 200 with the reason for an unknown code', async () => {
    const priced = await quoted({ code: 'NOPE' });
    expect(priced.coupon).toEqual({
      code: 'NOPE',
      applied: false,
      refusal: 'unknown',
      shortBy: null,
    });
    expect(priced.total).toBe(335_050);
  });

  it('refuses below the minimum with what is missing, and a sale is not a code', async () => {
    await createCoupon(t.db, { code: 'BIG', minSubtotal: 360_000 });
    expect((await quoted({ code: 'big' })).coupon).toMatchObject({
      refusal: 'minimum',
      shortBy: 34_950,
    });
    await t.db.insert(promotions).values({
      kind: 'sale',
      name: 'Flash',
      discountType: 'percent',
      discountValue: 10,
    });
    expect((await quoted({ code: 'FLASH' })).coupon?.refusal).toBe('unknown');
  });

  it('says when a code has not started, has ended, is off or is used up', async () => {
    const row = await createCoupon(t.db, {
      code: 'LATER',
      startsAt: new Date(Date.now() + 3_600_000),
    });
    expect((await quoted({ code: 'LATER' })).coupon?.refusal).toBe('not_started');
    await t.db
      .update(promotions)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(promotions.id, row.id));
    expect((await quoted({ code: 'LATER' })).coupon?.refusal).toBe('expired');
    await t.db
      .update(promotions)
      .set({ endsAt: null, active: false })
      .where(eq(promotions.id, row.id));
    expect((await quoted({ code: 'LATER' })).coupon?.refusal).toBe('expired');
    await t.db
      .update(promotions)
      .set({ active: true, usageLimit: 3, uses: 3 })
      .where(eq(promotions.id, row.id));
    expect((await quoted({ code: 'LATER' })).coupon?.refusal).toBe('used_up');
  });

  it('scopes a code and keeps sale items out when asked', async () => {
    await createCoupon(t.db, { code: 'SERUM', productIds: [serum.productId] });
    const scoped = await quoted({ code: 'SERUM' });
    const serumLine = scoped.lines.find((line) => line.productId === serum.productId);
    expect(serumLine?.discount).toBe(17_000);
    expect(scoped.discount).toBe(17_000);
    await t.db
      .update(promotions)
      .set({ excludeSaleItems: true })
      .where(eq(promotions.code, 'SERUM'));
    expect((await quoted({ code: 'SERUM' })).coupon?.refusal).toBe('sale_items');
    await createCoupon(t.db, { code: 'ELSEWHERE', productIds: [999_999] });
    expect((await quoted({ code: 'ELSEWHERE' })).coupon?.refusal).toBe('scope');
  });

  it('shows the free-delivery offer and waives delivery once reached', async () => {
    await updateShopSettings(t.db, { freeDeliveryDhakaOver: 400_000 });
    expect(await readShopSettings(t.db)).toEqual({
      freeDeliveryDhakaOver: 400_000,
      freeDeliveryEverywhereOver: null,
    });
    expect((await quoted({})).freeDelivery).toEqual({ over: 400_000, remaining: 74_950 });
    expect((await quoted({ location: 'outside' })).freeDelivery).toBeNull();
    await updateShopSettings(t.db, { freeDeliveryEverywhereOver: 300_000 });
    const outside = await quoted({ location: 'outside', paymentMethod: 'cod' });
    expect(outside).toMatchObject({ shipping: 0, deliveryDiscount: 20_000, codCharge: 3_300 });
    expect(outside.total).toBe(325_050 + 3_300);
  });

  it('waives delivery for a free-delivery code', async () => {
    await createCoupon(t.db, { code: 'SHIPFREE', discountType: 'free_delivery', discountValue: 0 });
    const priced = await quoted({ code: 'shipfree', location: 'outside' });
    expect(priced).toMatchObject({ discount: 0, shipping: 0, deliveryDiscount: 20_000 });
  });

  it('refuses a malformed body with 400 and a stranger with 401', async () => {
    expect((await quote({ code: 'not a code!' })).statusCode).toBe(400);
    expect((await quote({ location: 'moon' })).statusCode).toBe(400);
    expect((await quote({ discount: 100_000 })).statusCode).toBe(400);
    expect((await quote({}, null)).statusCode).toBe(401);
  });

  it('prices an empty cart at nothing', async () => {
    const other = await createShopper(t.app);
    await createCoupon(t.db, { code: 'EID20' });
    const answer = await quote({ code: 'EID20' }, other);
    expect(answer.json()).toMatchObject({ subtotal: 0, shipping: 0, total: 0, lines: [] });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, other.userId))).toEqual(
      [],
    );
  });
});
