/**
 * Store credit on the real database (decision 049): a return refunded as credit where the shopper
 * chose it, credit paying part or all of a later order (the rest on delivery), given back when the
 * order is cancelled, added and removed by staff who may, and never spent twice by racing orders.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreditAccount, CreditSettings } from '#shared/schemas/credit';
import type { Order } from '#shared/schemas/order';
import type { ReturnView } from '#shared/schemas/returns';
import { auditLog, orders, walletLots, walletMoves } from '../../db/schema';
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
import { updateCreditRule } from './credit-settings';
import { spendCredit } from './credit-spending';

let t: TestApp;
let admin: SignedInShopper;
let lipstick: PricedProduct;

const RULE: CreditSettings = { refunds: true, expireMonths: 6 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  [lipstick] = (await productsWithOneVariant(t.db, 1, 3)) as [PricedProduct];
  await priceVariant(t.db, lipstick.variantId, { price: 120_000, stock: 10_000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await updateCreditRule(t.db, RULE);
});

const credit = async (who: SignedInShopper) =>
  answerOf<CreditAccount>(await injectAs(t.app, who, 'GET', '/api/account/credit'));

const post = (who: SignedInShopper, url: string, body?: unknown) =>
  injectAs(t.app, who, 'POST', url, body);

/** A delivered order of one ৳1,200 lipstick, returned, asked to be refunded `refundAs`. */
async function receivedReturn(shopper: SignedInShopper, refundAs: 'money' | 'credit') {
  const order = await deliveredOrder(t.app, admin, shopper, [[lipstick.productId, 1]]);
  const asked = answerOf<Order>(await askReturn(t.app, shopper, order, { refundAs }), 201);
  const found = asked.returns?.at(-1) as ReturnView;
  expect(found.refundAs).toBe(refundAs);
  await acceptAndReceive(t.app, admin, found);
  return { order, found };
}

/** A shopper holding ৳1,200 of credit from a return. */
async function shopperWithCredit() {
  const shopper = await createShopper(t.app);
  const { order, found } = await receivedReturn(shopper, 'credit');
  answerOf(
    await post(admin, `/api/admin/returns/${found.id}/refund`, {
      method: 'credit',
      amount: 120_000,
    }),
  );
  return { shopper, returned: order };
}

describe('refunds as credit', () => {
  it('pays a return the shopper asked to have as credit into her credit, lasting the owner’s months', async () => {
    const { shopper, returned } = await shopperWithCredit();
    const mine = await credit(shopper);
    expect(mine).toMatchObject({ refunds: true, balance: 120_000 });
    expect(mine.history).toMatchObject([
      { change: 120_000, reason: 'refunded', orderId: returned.id },
    ]);
    const months =
      (new Date(mine.expiring[0]?.expiresAt ?? 0).getTime() - Date.now()) /
      (30.4 * 24 * 3600 * 1000);
    expect(Math.round(months)).toBe(6);
  });

  it('refunds the way she chose: no money for a credit ask, no credit for a money ask', async () => {
    const shopper = await createShopper(t.app);
    const { found: wantsCredit } = await receivedReturn(shopper, 'credit');
    const asMoney = await post(admin, `/api/admin/returns/${wantsCredit.id}/refund`, {
      method: 'bkash',
      amount: 120_000,
      transactionId: 'BKCR0001',
    });
    expect(asMoney.statusCode).toBe(409);
    expect(asMoney.json().message).toBe('The customer asked for store credit: refund it as credit');

    const other = await createShopper(t.app);
    const { found: wantsMoney } = await receivedReturn(other, 'money');
    const asCredit = await post(admin, `/api/admin/returns/${wantsMoney.id}/refund`, {
      method: 'credit',
      amount: 120_000,
    });
    expect(asCredit.statusCode).toBe(409);
    expect((await credit(other)).balance).toBe(0);
  });

  it('refunds money instead once the shopper deleted the account her credit would go to', async () => {
    const shopper = await createShopper(t.app);
    const { order, found } = await receivedReturn(shopper, 'credit');
    // What deleting the account leaves of her orders (they are kept, anonymised).
    await t.db.update(orders).set({ userId: null }).where(eq(orders.id, order.id));
    const asCredit = await post(admin, `/api/admin/returns/${found.id}/refund`, {
      method: 'credit',
      amount: 120_000,
    });
    expect(asCredit.statusCode).toBe(409);
    expect(asCredit.json().code).toBe('CREDIT_ACCOUNT_GONE');
    const refunded = answerOf<{ status: string }>(
      await post(admin, `/api/admin/returns/${found.id}/refund`, {
        method: 'bkash',
        amount: 120_000,
        transactionId: 'BKGONE001',
      }),
    );
    expect(refunded.status).toBe('refunded');
  });

  it('refuses a return asked as credit while the owner allows none, in both languages', async () => {
    await updateCreditRule(t.db, { ...RULE, refunds: false });
    const shopper = await createShopper(t.app);
    const order = await deliveredOrder(t.app, admin, shopper, [[lipstick.productId, 1]]);
    for (const [language, words] of [
      ['en', 'The shop does not give refunds as store credit now'],
      ['bn', 'দোকান এখন স্টোর ক্রেডিটে রিফান্ড দিচ্ছে না'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/returns`,
        payload: {
          lines: order.items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
          reason: 'Wrong shade',
          refundAs: 'credit',
        },
        headers: { origin: originOf(t.app), cookie: shopper.cookie, 'accept-language': language },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(words);
    }
  });
});

describe('paying with credit', () => {
  it('pays part of an order, the rest on delivery, and a cancel gives it back', async () => {
    const { shopper } = await shopperWithCredit();
    await fillCart(t.app, shopper, [[lipstick.productId, 2]]);
    const quote = answerOf<{ total: number; credit: unknown }>(
      await post(shopper, '/api/cart/quote', {
        location: 'dhaka',
        paymentMethod: 'cod',
        credit: 50_000,
      }),
    );
    // ৳2,400 + ৳100 delivery − ৳500 of credit.
    expect(quote).toMatchObject({ total: 200_000, credit: { balance: 120_000, used: 50_000 } });

    const order = answerOf<Order>(
      await post(shopper, '/api/orders', checkoutBody({ credit: 50_000 })),
      201,
    );
    expect(order).toMatchObject({
      creditPaid: 50_000,
      total: 200_000,
      subtotal: 240_000,
      paymentStatus: 'pending',
    });
    expect((await credit(shopper)).balance).toBe(70_000);

    answerOf(await post(shopper, `/api/orders/${order.id}/cancel`));
    const mine = await credit(shopper);
    expect(mine.balance).toBe(120_000);
    expect(mine.history[0]).toMatchObject({
      change: 50_000,
      reason: 'given_back',
      orderId: order.id,
    });
  });

  it('pays a whole order on delivery with nothing to collect, and refuses it paid another way', async () => {
    const { shopper } = await shopperWithCredit();
    await fillCart(t.app, shopper, [[lipstick.productId, 1]]);
    // ৳1,200 + ৳100 delivery: all ৳1,300 is more than she holds.
    const short = await post(shopper, '/api/orders', checkoutBody({ credit: 130_000 }));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('You have ৳1,200 of store credit, not ৳1,300');

    await priceVariant(t.db, lipstick.variantId, { price: 100_000, stock: 10_000 });
    try {
      const byBkash = await post(
        shopper,
        '/api/orders',
        checkoutBody({ credit: 110_000, paymentMethod: 'bkash', transactionId: 'BKALL0001' }),
      );
      expect(byBkash.statusCode).toBe(409);
      expect(byBkash.json().code).toBe('CREDIT_PAYS_ALL');
      const tooMuch = await post(shopper, '/api/orders', checkoutBody({ credit: 115_000 }));
      expect(tooMuch.json().message).toBe('This order needs at most ৳1,100 of store credit');

      const order = answerOf<Order>(
        await post(shopper, '/api/orders', checkoutBody({ credit: 110_000 })),
        201,
      );
      expect(order).toMatchObject({
        creditPaid: 110_000,
        total: 0,
        paymentMethod: 'cod',
        paymentStatus: 'completed',
      });
      expect((await credit(shopper)).balance).toBe(10_000);
    } finally {
      await priceVariant(t.db, lipstick.variantId, { price: 120_000, stock: 10_000 });
    }
  });

  it('lets one of three orders racing for the same credit have it, and the others none', async () => {
    const { shopper, returned } = await shopperWithCredit();
    const racers = await Promise.allSettled(
      [1, 2, 3].map(() =>
        t.db.transaction((tx) =>
          spendCredit(tx, {
            userId: shopper.userId,
            orderId: returned.id,
            amount: 100_000,
            now: new Date(),
          }),
        ),
      ),
    );
    expect(racers.filter((racer) => racer.status === 'fulfilled')).toHaveLength(1);
    const [lot] = await t.db
      .select()
      .from(walletLots)
      .where(and(eq(walletLots.userId, shopper.userId), eq(walletLots.kind, 'credit')));
    expect(lot?.remaining).toBe(20_000);
  });
});

describe('credit by hand', () => {
  it('is added and removed with a reason by staff holding store credit, and audited', async () => {
    const shopper = await createShopper(t.app);
    const url = `/api/admin/customers/${shopper.userId}/credit`;
    const marketing = await createStaff(t.app, t.db, 'marketing');
    expect((await post(marketing, url, { change: 10_000, reason: 'Goodwill' })).statusCode).toBe(
      403,
    );
    expect((await post(shopper, url, { change: 10_000, reason: 'Goodwill' })).statusCode).toBe(403);

    const added = answerOf<CreditAccount>(
      await post(admin, url, { change: 30_000, reason: 'Late parcel, sorry' }),
    );
    expect(added.balance).toBe(30_000);
    expect(added.history[0]).toMatchObject({
      change: 30_000,
      reason: 'adjusted',
      note: 'Late parcel, sorry',
    });
    const removed = answerOf<CreditAccount>(
      await post(admin, url, { change: -10_000, reason: 'Added twice' }),
    );
    expect(removed.balance).toBe(20_000);
    const tooMuch = await post(admin, url, { change: -50_000, reason: 'Closing it' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('The customer has ৳200 of store credit, less than ৳500');

    const entries = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit.adjust'), eq(auditLog.entityId, shopper.userId)));
    // One entry per change made; the refused removal left none.
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { change: 30_000, reason: 'Late parcel, sorry' },
        { change: -10_000, reason: 'Added twice' },
      ]),
    );
    expect(entries).toHaveLength(2);
    const moves = await t.db
      .select()
      .from(walletMoves)
      .where(eq(walletMoves.userId, shopper.userId));
    expect(moves.every((move) => move.actorUserId === admin.userId)).toBe(true);

    await expectRefusedInBothLanguages(t.app, admin, 'POST', url, [
      [{ change: 0, reason: 'Nothing' }, 'not 0', '০ ছাড়া'],
      [{ change: 100, reason: 'no' }, 'a reason of 3 to 200', 'কারণ'],
    ]);
  });

  it('is a 404 in both languages for an id that is nobody, read or changed', async () => {
    const url = '/api/admin/customers/00000000-0000-4000-8000-000000000000/credit';
    for (const [language, message] of [
      ['en', 'Customer not found'],
      ['bn', 'গ্রাহককে খুঁজে পাওয়া যায়নি'],
    ] as const) {
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', { change: 10_000, reason: 'Goodwill' }],
      ] as const) {
        const answer = await t.app.inject({
          method,
          url,
          headers: { origin: originOf(t.app), cookie: admin.cookie, 'accept-language': language },
          ...(body ? { payload: body } : {}),
        });
        expect(answer.statusCode, `${method} ${language}`).toBe(404);
        expect(answer.json().message).toBe(message);
      }
    }
  });

  it("keeps the owner's rule behind store credit, audited, and refused with a message", async () => {
    const marketing = await createStaff(t.app, t.db, 'marketing');
    expect((await injectAs(t.app, marketing, 'GET', '/api/admin/credit/settings')).statusCode).toBe(
      403,
    );
    const changed = { refunds: false, expireMonths: 12 };
    expect(
      answerOf(await injectAs(t.app, admin, 'PUT', '/api/admin/credit/settings', changed)),
    ).toEqual(changed);
    expect(answerOf(await injectAs(t.app, admin, 'GET', '/api/admin/credit/settings'))).toEqual(
      changed,
    );
    await expectRefusedInBothLanguages(t.app, admin, 'PUT', '/api/admin/credit/settings', [
      [{ refunds: true, expireMonths: 0 }, 'Months credit lasts', 'ক্রেডিট থাকার মাস'],
      [{ refunds: 'yes', expireMonths: 6 }, 'refunds may be taken', 'রিফান্ড'],
    ]);
  });
});
