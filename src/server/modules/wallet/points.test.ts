/**
 * Points on the real database (decision 048): earned once when an order is delivered, spent at
 * checkout as a discount the server prices and caps, given back when the order is cancelled, taken
 * back in proportion when it is returned, gone at expiry, and never spent twice by racing orders.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import type { PointsAccount, PointsSettings } from '#shared/schemas/points';
import type { ReturnView } from '#shared/schemas/returns';
import { auditLog, orderItems, orders, walletLots, walletMoves } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  createStaff,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { answerOf } from '../../test/fixtures/answers';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import {
  type PricedProduct,
  priceVariant,
  productsWithOneVariant,
} from '../../test/fixtures/promotions';
import { expectRefusedInBothLanguages } from '../../test/fixtures/refusals';
import { acceptAndReceive, askReturn, deliveredOrder } from '../../test/fixtures/returns';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { earnForDelivery } from './points-earning';
import { updatePointsRule } from './points-settings';
import { spendPoints } from './points-spending';

let t: TestApp;
let admin: SignedInShopper;
let lipstick: PricedProduct;

/** 1 point per ৳10, worth ৳1, a year, at most half an order. */
const RULE: PointsSettings = {
  enabled: true,
  earnTaka: 10,
  worthTaka: 1,
  expireMonths: 12,
  maxPercent: 50,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  [lipstick] = (await productsWithOneVariant(t.db, 1)) as [PricedProduct];
  await priceVariant(t.db, lipstick.variantId, { price: 120_000, stock: 10_000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await updatePointsRule(t.db, RULE);
});

const account = async (who: SignedInShopper) =>
  answerOf<PointsAccount>(await injectAs(t.app, who, 'GET', '/api/account/points'));

/** A shopper whose delivered order of two ৳1,200 lipsticks earned her 240 points. */
async function shopperWithPoints() {
  const shopper = await createShopper(t.app);
  const earning = await deliveredOrder(t.app, admin, shopper, [[lipstick.productId, 2]]);
  return { shopper, earning };
}

const quote = (who: SignedInShopper, points: number, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { location: 'dhaka', paymentMethod: 'cod', points },
    headers: { origin: originOf(t.app), cookie: who.cookie, 'accept-language': language },
  });

describe('earning', () => {
  it('earns one point per ৳10 of the goods once the order is delivered, once', async () => {
    const shopper = await createShopper(t.app);
    await fillCart(t.app, shopper, [[lipstick.productId, 2]]);
    const placed = answerOf<Order>(
      await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody()),
      201,
    );
    expect((await account(shopper)).balance).toBe(0);

    answerOf(
      await injectAs(t.app, admin, 'POST', `/api/admin/orders/${placed.id}/status`, {
        status: 'shipped',
      }),
    );
    expect((await account(shopper)).balance).toBe(0);
    answerOf(
      await injectAs(t.app, admin, 'POST', `/api/admin/orders/${placed.id}/status`, {
        status: 'delivered',
      }),
    );
    // Again, as a courier's late webhook would: still one lot.
    await t.db.transaction((tx) => earnForDelivery(tx, placed.id, new Date()));

    const mine = await account(shopper);
    expect(mine).toMatchObject({ enabled: true, balance: 240, worth: 100, maxPercent: 50 });
    expect(mine.history).toMatchObject([{ change: 240, reason: 'earned', orderId: placed.id }]);
    const [expiry] = mine.expiring;
    expect(expiry?.points).toBe(240);
    const months =
      (new Date(expiry?.expiresAt ?? 0).getTime() - Date.now()) / (30.4 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(12);
  });

  it('earns nothing while the owner has points switched off', async () => {
    await updatePointsRule(t.db, { ...RULE, enabled: false });
    const shopper = await createShopper(t.app);
    await deliveredOrder(t.app, admin, shopper, [[lipstick.productId, 1]]);
    expect(await account(shopper)).toMatchObject({ enabled: false, balance: 0, history: [] });
  });
});

describe('spending', () => {
  it('prices the points in the quote and the order, shared over the lines, and takes them', async () => {
    const { shopper } = await shopperWithPoints();
    await fillCart(t.app, shopper, [[lipstick.productId, 1]]);

    const priced = answerOf<{ total: number; discount: number; points: unknown }>(
      await quote(shopper, 100),
    );
    // ৳1,200 + ৳100 delivery − 100 points of ৳1.
    expect(priced).toMatchObject({ discount: 10_000, total: 120_000 });
    expect(priced.points).toEqual({
      balance: 240,
      worth: 100,
      max: 240,
      used: 100,
      discount: 10_000,
    });

    const order = answerOf<Order>(
      await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody({ points: 100 })),
      201,
    );
    expect(order).toMatchObject({
      pointsUsed: 100,
      pointsDiscount: 10_000,
      discount: 10_000,
      total: 120_000,
    });
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ discount: 10_000, pointsDiscount: 10_000 });
    const mine = await account(shopper);
    expect(mine.balance).toBe(140);
    expect(mine.history[0]).toMatchObject({ change: -100, reason: 'spent', orderId: order.id });
  });

  it('refuses more than she holds or than the order may take, in both languages, writing nothing', async () => {
    const { shopper } = await shopperWithPoints();
    await fillCart(t.app, shopper, [[lipstick.productId, 1]]);
    await updatePointsRule(t.db, { ...RULE, maxPercent: 10 });

    const overCap = await quote(shopper, 200);
    expect(overCap.statusCode).toBe(409);
    expect(overCap.json().message).toBe('At most 120 points can be used on this order');
    expect((await quote(shopper, 200, 'bn')).json().message).toContain('সর্বোচ্চ');

    await updatePointsRule(t.db, RULE);
    const overHeld = await quote(shopper, 300);
    expect(overHeld.statusCode).toBe(409);
    expect(overHeld.json().message).toBe('You have 240 points, not 300');
    const placing = await injectAs(
      t.app,
      shopper,
      'POST',
      '/api/orders',
      checkoutBody({ points: 300 }),
    );
    expect(placing.statusCode).toBe(409);
    expect(placing.json().code).toBe('POINTS_NOT_ENOUGH');
    const [placed] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, shopper.userId), sql`${orders.pointsUsed} > 0`));
    expect(placed?.count).toBe(0);
    expect((await account(shopper)).balance).toBe(240);

    await updatePointsRule(t.db, { ...RULE, enabled: false });
    const off = await quote(shopper, 10);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('The shop does not take points now');
  });

  it('never spends points past their expiry, and shows them expired in the history', async () => {
    const { shopper, earning } = await shopperWithPoints();
    await t.db
      .update(walletLots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletLots.orderId, earning.id));
    await fillCart(t.app, shopper, [[lipstick.productId, 1]]);
    expect((await quote(shopper, 10)).json().message).toBe('You have 0 points, not 10');

    const mine = await account(shopper);
    expect(mine).toMatchObject({ balance: 0, expiring: [] });
    expect(mine.history[0]).toMatchObject({ change: -240, reason: 'expired', orderId: null });
    // Written off once, however often she looks.
    expect((await account(shopper)).history).toHaveLength(2);
  });

  it('lets one of three orders racing for the same points have them, and the others none', async () => {
    const { shopper, earning } = await shopperWithPoints();
    const racers = await Promise.allSettled(
      [1, 2, 3].map(() =>
        t.db.transaction((tx) =>
          spendPoints(tx, {
            userId: shopper.userId,
            orderId: earning.id,
            points: 200,
            now: new Date(),
          }),
        ),
      ),
    );
    expect(racers.filter((racer) => racer.status === 'fulfilled')).toHaveLength(1);
    const [lot] = await t.db.select().from(walletLots).where(eq(walletLots.orderId, earning.id));
    expect(lot?.remaining).toBe(40);
    const spent = await t.db
      .select()
      .from(walletMoves)
      .where(and(eq(walletMoves.userId, shopper.userId), eq(walletMoves.reason, 'spent')));
    expect(spent).toHaveLength(1);
  });
});

describe('giving back and taking back', () => {
  it('gives the points back to the shopper when her order is cancelled', async () => {
    const { shopper } = await shopperWithPoints();
    await fillCart(t.app, shopper, [[lipstick.productId, 1]]);
    const order = answerOf<Order>(
      await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody({ points: 150 })),
      201,
    );
    expect((await account(shopper)).balance).toBe(90);
    answerOf(await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/cancel`));
    const mine = await account(shopper);
    expect(mine.balance).toBe(240);
    expect(mine.history[0]).toMatchObject({ change: 150, reason: 'given_back', orderId: order.id });
  });

  it('takes back what a returned order earned and gives back what it spent, in proportion', async () => {
    const { shopper } = await shopperWithPoints();
    // A second order of two lipsticks paying 200 points: it earns (2,400 − 200) / 10 = 220.
    await fillCart(t.app, shopper, [[lipstick.productId, 2]]);
    const spending = answerOf<Order>(
      await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody({ points: 200 })),
      201,
    );
    for (const status of ['shipped', 'delivered']) {
      answerOf(
        await injectAs(t.app, admin, 'POST', `/api/admin/orders/${spending.id}/status`, { status }),
      );
    }
    expect((await account(shopper)).balance).toBe(40 + 220);

    // One of the two comes back and is refunded: half of each goes back.
    const asked = answerOf<Order>(
      await askReturn(t.app, shopper, spending, {
        lines: [{ itemId: spending.items[0]?.id, quantity: 1 }],
      }),
      201,
    );
    const found = asked.returns?.at(-1) as ReturnView;
    await acceptAndReceive(t.app, admin, found);
    answerOf(
      await injectAs(t.app, admin, 'POST', `/api/admin/returns/${found.id}/refund`, {
        method: 'bkash',
        amount: 110_000,
        transactionId: 'BKPTS0001',
      }),
    );
    const mine = await account(shopper);
    expect(mine.balance).toBe(40 + 220 - 110 + 100);
    expect(mine.history.slice(0, 2).map((move) => [move.reason, move.change])).toEqual(
      expect.arrayContaining([
        ['taken_back', -110],
        ['given_back', 100],
      ]),
    );
  });
});

describe("the owner's rule", () => {
  it('is read and set with promotions.manage, audited, and refused with a message', async () => {
    const packer = await createStaff(t.app, t.db, 'packing');
    const shopper = await createShopper(t.app);
    expect((await injectAs(t.app, shopper, 'GET', '/api/admin/points/settings')).statusCode).toBe(
      403,
    );
    expect(
      (await injectAs(t.app, packer, 'PUT', '/api/admin/points/settings', RULE)).statusCode,
    ).toBe(403);

    const changed = { ...RULE, earnTaka: 100, maxPercent: 20 };
    expect(
      answerOf(await injectAs(t.app, admin, 'PUT', '/api/admin/points/settings', changed)),
    ).toEqual(changed);
    expect(answerOf(await injectAs(t.app, admin, 'GET', '/api/admin/points/settings'))).toEqual(
      changed,
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'points.settings'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.after).toEqual(changed);

    await expectRefusedInBothLanguages(t.app, admin, 'PUT', '/api/admin/points/settings', [
      [{ ...RULE, earnTaka: 0 }, 'Taka for one point', 'এক পয়েন্টের টাকা'],
      [{ ...RULE, worthTaka: 1.5 }, 'What a point is worth', 'এক পয়েন্টের মূল্য'],
      [{ ...RULE, expireMonths: 61 }, 'Months points last', 'পয়েন্ট থাকার মাস'],
      [{ ...RULE, maxPercent: 101 }, 'The share points may pay', 'পয়েন্টে দেওয়া'],
    ]);
  });
});
