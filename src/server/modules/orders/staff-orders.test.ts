/**
 * Orders taken by staff (issue 39) on the real database: priced as the checkout prices, the
 * customer found or made by phone, bad input refused with nothing written, drafts, the filters.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDrafts, orders, outgoingMessages, productVariants, users } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody } from '../../test/fixtures/orders';
import { forgetCodeLimits, lastCodeTo, sendOtp, verifyPhone } from '../../test/fixtures/phones';
import {
  createCoupon,
  type PricedProduct,
  priceVariant,
  productsWithOneVariant,
} from '../../test/fixtures/promotions';
import { staffOrderBody, uniqueLocalPhone } from '../../test/fixtures/staff-orders';
import { SET_BY_TEST } from '../../test/fixtures/stock';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
let products: PricedProduct[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  products = await productsWithOneVariant(t.db, 6);
  for (const [index, product] of products.entries()) {
    await priceVariant(t.db, product.variantId, { price: 125_000 + index * 10_000, stock: 50 });
  }
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  injectAs(t.app, admin, method as 'POST', url, body as Record<string, unknown>);
const product = (index: number) => {
  const found = products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};
const line = (index: number, quantity: number) => ({
  variantId: product(index).variantId,
  quantity,
});

async function stockOf(variantId: number) {
  const [row] = await t.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock;
}

async function ordersFor(phone: string) {
  return t.db.select().from(orders).where(eq(orders.phone, phone));
}

describe('pricing', () => {
  it('prices exactly as a checkout of the same lines with the same coupon', async () => {
    await createCoupon(t.db, { code: 'SAME10', discountValue: 10 });
    const shopper = await createShopper(t.app);
    for (const [productId, quantity] of [
      [product(0).productId, 2],
      [product(1).productId, 1],
    ] as const) {
      const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
        productId,
        quantity,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const web = await injectAs(
      t.app,
      shopper,
      'POST',
      '/api/orders',
      checkoutBody({ location: 'outside', district: 'cumilla', couponCode: 'SAME10' }),
    );
    expect(web.statusCode, web.body).toBe(201);

    const body = staffOrderBody([line(0, 2), line(1, 1)], {
      district: 'cumilla',
      area: '',
      couponCode: 'SAME10',
    });
    const quote = await asAdmin('POST', '/api/admin/staff-orders/quote', {
      lines: body.lines,
      district: 'cumilla',
      couponCode: 'SAME10',
      paymentMethod: 'cod',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const staff = await asAdmin('POST', '/api/admin/staff-orders', body);
    expect(staff.statusCode, staff.body).toBe(201);

    const figures = ['subtotal', 'discount', 'shipping', 'deliveryDiscount', 'codCharge', 'total'];
    const pick = (order: Record<string, unknown>) =>
      Object.fromEntries(figures.map((key) => [key, order[key]]));
    expect(pick(staff.json())).toEqual(pick(web.json()));
    expect(pick(quote.json())).toEqual(pick(web.json()));
    expect(staff.json().discount).toBeGreaterThan(0);
    expect(staff.json()).toMatchObject({ location: 'outside', couponCode: 'SAME10' });
    expect(quote.json().lines[0]).toMatchObject({ name: expect.any(String), stock: 48 });
  });

  it('takes a manual discount within the setting, with its reason kept', async () => {
    const body = staffOrderBody([line(2, 1)], {
      manualDiscount: { type: 'percent', value: 10, reason: 'Returning customer' },
    });
    const placed = await asAdmin('POST', '/api/admin/staff-orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order.discount).toBe(14_500);
    expect(order.total).toBe(order.subtotal - order.discount + order.shipping + order.codCharge);
    const [row] = await ordersFor(body.phone);
    expect(row).toMatchObject({
      manualDiscountReason: 'Returning customer',
      source: 'messenger',
      takenByUserId: admin.userId,
      status: 'processing',
    });
  });

  it('names a product without options by its product: its one variant', async () => {
    const placed = await asAdmin(
      'POST',
      '/api/admin/staff-orders',
      staffOrderBody([{ productId: product(2).productId, quantity: 1 }, line(2, 1)]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().items).toEqual([
      expect.objectContaining({ variantId: product(2).variantId, quantity: 2 }),
    ]);
    const both = staffOrderBody([{ ...line(2, 1), productId: product(2).productId }]);
    expect((await asAdmin('POST', '/api/admin/staff-orders', both)).statusCode).toBe(400);
  });
});

describe('bad input: a message in both languages, nothing written', () => {
  const refusals: [string, (phone: string) => Record<string, unknown>, number, RegExp][] = [
    ['a phone that is no BD mobile', () => ({ phone: '0123' }), 400, /mobile|phone|number/i],
    [
      'a discount beyond the setting',
      () => ({ manualDiscount: { type: 'percent', value: 21, reason: 'Friend' } }),
      400,
      /at most 20%/,
    ],
    [
      'an amount beyond the setting',
      () => ({ manualDiscount: { type: 'amount', value: 50_000, reason: 'Friend' } }),
      400,
      /at most 20%/,
    ],
    ['a quantity over stock', () => ({ lines: [line(3, 51)] }), 409, /Only 50 left/],
    ['an unknown district', () => ({ district: 'atlantis' }), 400, /district/i],
    [
      'a discount without a reason',
      () => ({ manualDiscount: { type: 'amount', value: 100 } }),
      400,
      /reason/i,
    ],
    [
      'a coupon and a discount',
      () => ({ couponCode: 'SAME10', manualDiscount: { type: 'amount', value: 100, reason: 'x' } }),
      400,
      /not both/,
    ],
  ];
  for (const [what, change, status, english] of refusals) {
    it(`refuses ${what}`, async () => {
      const body = staffOrderBody([line(3, 1)], {});
      const sent = { ...body, ...change(body.phone) };
      const [before] = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
      const answer = await asAdmin('POST', '/api/admin/staff-orders', sent);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toMatch(english);
      const bangla = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff-orders',
        payload: { ...sent, idempotencyKey: crypto.randomUUID() },
        headers: { cookie: admin.cookie, origin: t.app.config.publicUrl, 'accept-language': 'bn' },
      });
      expect(bangla.statusCode).toBe(status);
      expect(bangla.json().message).toMatch(/[\u0980-\u09FF]/);
      expect(await ordersFor(body.phone)).toHaveLength(0);
      const [after] = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
      expect(after?.count).toBe(before?.count);
      expect(await stockOf(product(3).variantId)).toBe(50);
    });
  }

  it('refuses a transaction ID used before, at checkout or by staff', async () => {
    const first = staffOrderBody([line(3, 1)], {
      paymentMethod: 'bkash',
      transactionId: 'TRX39ONCE',
    });
    expect((await asAdmin('POST', '/api/admin/staff-orders', first)).statusCode).toBe(201);
    const again = staffOrderBody([line(3, 1)], {
      paymentMethod: 'bkash',
      transactionId: 'TRX39ONCE',
    });
    const refused = await asAdmin('POST', '/api/admin/staff-orders', again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TRANSACTION_ID_USED');
    expect(await ordersFor(again.phone)).toHaveLength(0);
    expect(await stockOf(product(3).variantId)).toBe(49);
  });

  it('is for admins only', async () => {
    const shopper = await createShopper(t.app);
    const answer = await injectAs(
      t.app,
      shopper,
      'POST',
      '/api/admin/staff-orders',
      staffOrderBody([line(3, 1)]),
    );
    expect(answer.statusCode).toBe(403);
  });
});

describe('the customer', () => {
  it('finds an account by its number with its addresses, else the latest order', async () => {
    const phone = uniqueLocalPhone();
    const unknown = await asAdmin('GET', `/api/admin/staff-orders/customer?phone=${phone}`);
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json()).toMatchObject({ phone, account: null, lastOrder: null });
    expect(unknown.json().deliveryRecord.shop).toMatchObject({ delivered: 0 });

    const placed = await asAdmin('POST', '/api/admin/staff-orders', {
      ...staffOrderBody([line(4, 1)], { phone, saveAddress: true }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const found = await asAdmin('GET', `/api/admin/staff-orders/customer?phone=%2B88${phone}`);
    expect(found.json()).toMatchObject({
      account: { firstName: 'Nasrin', lastName: 'Akter', email: null },
      lastOrder: { address: 'Flat 4B, House 12, Road 3', district: 'dhaka' },
    });
    expect(found.json().account.addresses).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/staff-orders/customer?phone=12')).statusCode).toBe(
      400,
    );
  });

  it('makes a new customer who signs in by a phone code, sees the order, and got an SMS', async () => {
    const phone = uniqueLocalPhone();
    const body = staffOrderBody([line(4, 2)], { phone, language: 'bn', source: 'whatsapp' });
    const placed = await asAdmin('POST', '/api/admin/staff-orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    const [account] = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, `+88${phone}`));
    expect(account).toMatchObject({
      email: `88${phone}@phone.invalid`,
      phoneNumberVerified: false,
    });

    const sms = await t.db
      .select()
      .from(outgoingMessages)
      .where(
        and(eq(outgoingMessages.orderId, placed.json().id), eq(outgoingMessages.channel, 'sms')),
      );
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toMatch(/[\u0980-\u09FF]/);

    await forgetCodeLimits(t.db);
    expect((await sendOtp(t.app, phone)).statusCode).toBe(200);
    const signedIn = await verifyPhone(t.app, {
      phoneNumber: phone,
      code: await lastCodeTo(t.db, `+88${phone}`),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(mine.json().orders.map((order: { id: string }) => order.id)).toEqual([placed.json().id]);
  });

  it('answers the same key again with the same order, and saves a risky phone on hold', async () => {
    const body = staffOrderBody([line(5, 1)], { hold: true });
    const first = await asAdmin('POST', '/api/admin/staff-orders', body);
    const again = await asAdmin('POST', '/api/admin/staff-orders', body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const [row] = await ordersFor(body.phone);
    expect(row?.heldForCall).toBe(true);
    const view = await asAdmin('GET', `/api/orders/${first.json().id}`);
    expect(view.json()).toMatchObject({ heldForCall: true, source: 'messenger' });
    expect(view.json().takenBy).toBe(admin.email);
  });
});

describe('drafts', () => {
  it('take no stock until placed, then place once in one go', async () => {
    const variantId = product(5).variantId;
    const before = await stockOf(variantId);
    const { idempotencyKey: _key, ...draftBody } = staffOrderBody([{ variantId, quantity: 3 }]);
    const saved = await asAdmin('POST', '/api/admin/order-drafts', draftBody);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id;
    expect(await stockOf(variantId)).toBe(before);
    expect(await ordersFor(draftBody.phone)).toHaveLength(0);

    const edited = await asAdmin('PUT', `/api/admin/order-drafts/${id}`, {
      ...draftBody,
      lines: [{ variantId, quantity: 2 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body.lines).toEqual([{ variantId, quantity: 2 }]);
    const listed = await asAdmin('GET', '/api/admin/order-drafts');
    expect(listed.json().drafts.map((draft: { id: string }) => draft.id)).toContain(id);

    const key = crypto.randomUUID();
    const placed = await asAdmin('POST', `/api/admin/order-drafts/${id}/place`, {
      idempotencyKey: key,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(variantId)).toBe((before ?? 0) - 2);
    const again = await asAdmin('POST', `/api/admin/order-drafts/${id}/place`, {
      idempotencyKey: crypto.randomUUID(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(placed.json().id);
    expect(await stockOf(variantId)).toBe((before ?? 0) - 2);
    const [draft] = await t.db.select().from(orderDrafts).where(eq(orderDrafts.id, id));
    expect(draft?.placedOrderId).toBe(placed.json().id);
    expect((await asAdmin('DELETE', `/api/admin/order-drafts/${id}`)).statusCode).toBe(409);
  });

  it('can be discarded, and a draft over stock is refused when placed with nothing written', async () => {
    const variantId = product(5).variantId;
    const { idempotencyKey: _key, ...draftBody } = staffOrderBody([{ variantId, quantity: 40 }]);
    const saved = await asAdmin('POST', '/api/admin/order-drafts', draftBody);
    const id = saved.json().id;
    const before = await stockOf(variantId);
    await t.db
      .update(productVariants)
      .set({ stockQuantity: 5, stockMove: SET_BY_TEST })
      .where(eq(productVariants.id, variantId));
    const refused = await asAdmin('POST', `/api/admin/order-drafts/${id}/place`, {
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.statusCode).toBe(409);
    expect(await ordersFor(draftBody.phone)).toHaveLength(0);
    await t.db
      .update(productVariants)
      .set({ stockQuantity: before ?? 0, stockMove: SET_BY_TEST })
      .where(eq(productVariants.id, variantId));
    expect((await asAdmin('DELETE', `/api/admin/order-drafts/${id}`)).statusCode).toBe(204);
    expect((await asAdmin('GET', `/api/admin/order-drafts/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/order-drafts/not-an-id')).statusCode).toBe(404);
  });
});

describe('the orders list', () => {
  it('filters by source and by the staff member who took the order', async () => {
    const other = await createAdmin(t.app, t.db);
    const phone = uniqueLocalPhone();
    const byOther = await injectAs(
      t.app,
      other,
      'POST',
      '/api/admin/staff-orders',
      staffOrderBody([line(5, 1)], { phone, source: 'instagram' }),
    );
    expect(byOther.statusCode, byOther.body).toBe(201);
    const instagram = await asAdmin('GET', '/api/admin/orders?source=instagram');
    expect(instagram.json().orders.map((order: { id: string }) => order.id)).toEqual([
      byOther.json().id,
    ]);
    expect(instagram.json().orders[0]).toMatchObject({ source: 'instagram', takenBy: other.email });
    const taken = await asAdmin('GET', `/api/admin/orders?takenBy=${other.userId}`);
    expect(taken.json().total).toBe(1);
    const web = await asAdmin('GET', '/api/admin/orders?source=web');
    expect(web.json().orders.every((order: { source: string }) => order.source === 'web')).toBe(
      true,
    );
    expect(web.json().total).toBeGreaterThan(0);
    const takers = await asAdmin('GET', '/api/admin/staff-orders/takers');
    expect(
      takers
        .json()
        .takers.map((taker: { id: string }) => taker.id)
        .sort(),
    ).toEqual([admin.userId, other.userId].sort());
    expect((await asAdmin('GET', '/api/admin/orders?source=fax')).statusCode).toBe(400);
  });
});
