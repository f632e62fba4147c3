/**
 * Paying by bKash against the bKash stand-in (a real HTTP server on 127.0.0.1): the shopper's
 * journey, forged and replayed callbacks, the race of many callbacks, the sweeper for a closed tab
 * and the timeout, a gateway that is down, and switching to cash on delivery.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages, paymentCalls, payments } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { historyOf, orderRow as orderRowOf } from '../../test/fixtures/delivery';
import { checkoutBody, fillCart, productRow } from '../../test/fixtures/orders';
import {
  type BkashShop,
  bkashCallback,
  placeUnpaidBkashOrder,
  startBkashShop,
} from '../../test/fixtures/payments';
import type { BkashStandIn } from '../../test/stand-ins/bkash-stand-in';
import { injectAs } from '../../test/test-app';
import { timeoutNote } from './sweeper';

let t: BkashShop;
let bkash: BkashStandIn;
const PRODUCT = 30;

beforeAll(async () => {
  t = await startBkashShop(PRODUCT);
  bkash = t.bkash;
});
afterAll(() => t.close());

async function placeOnline(who?: SignedInShopper) {
  const shopper = who ?? (await createShopper(t.app));
  return { shopper, order: await placeUnpaidBkashOrder(t.app, shopper, PRODUCT) };
}

async function pay(shopper: SignedInShopper, orderId: string) {
  const response = await injectAs(t.app, shopper, 'POST', `/api/orders/${orderId}/pay`);
  expect(response.statusCode, response.body).toBe(200);
  const [attempt] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt)
    .then((rows) => rows.slice(-1));
  if (!attempt?.gatewayPaymentId) throw new Error('no attempt');
  return {
    redirectUrl: response.json().redirectUrl as string,
    attempt,
    paymentID: attempt.gatewayPaymentId,
  };
}

const callback = (paymentID: string, status: string) => bkashCallback(t.app, paymentID, status);
const orderRow = (id: string) => orderRowOf(t.db, id);
const eventsOf = (id: string) => historyOf(t.db, id);
/** The order's confirmation e-mails on the queue, written in the transaction that paid it. */
const confirmationsOf = (id: string) =>
  t.db
    .select()
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.orderId, id),
        eq(outgoingMessages.channel, 'email'),
        eq(outgoingMessages.topic, 'order.placed'),
      ),
    );
const attemptsOf = (id: string) => t.db.select().from(payments).where(eq(payments.orderId, id));

describe('bKash checkout', () => {
  it('places an online order pending with no transaction ID, then pays it through bKash', async () => {
    const { shopper, order } = await placeOnline();
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      transactionId: null,
      codCharge: 0,
    });
    const { redirectUrl, attempt, paymentID } = await pay(shopper, order.id);
    expect(redirectUrl).toContain(bkash.baseUrl);
    expect(attempt).toMatchObject({ amount: order.total, status: 'started', gateway: 'bkash' });
    expect(attempt.reference.length).toBeLessThanOrEqual(32);

    bkash.payWithoutCallback(paymentID);
    const back = await callback(paymentID, 'success');
    expect(back.statusCode).toBe(303);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(row.transactionId).toMatch(/\w+/);
    expect(back.headers.location).toBe(
      `/checkout/success?order=${order.id}&trxID=${row.transactionId}`,
    );
    const [settled] = await attemptsOf(order.id);
    expect(settled).toMatchObject({ status: 'completed', trxId: row.transactionId });
    const paidLines = (await eventsOf(order.id)).filter((event) => event.actorUserId === null);
    expect(paidLines.map((event) => [event.kind, event.toValue])).toEqual([
      ['payment', 'completed'],
      ['status', 'processing'],
    ]);
    expect(paidLines[0]?.note).toContain(row.transactionId);
    const calls = await t.db
      .select()
      .from(paymentCalls)
      .where(eq(paymentCalls.paymentId, attempt.id));
    expect(calls.map((call) => call.operation)).toEqual(
      expect.arrayContaining(['create', 'callback', 'execute']),
    );
    // Asking for money online, the order was not confirmed when placed: it is once paid.
    expect(await confirmationsOf(order.id)).toHaveLength(1);

    // Replayed: nothing changes, the shopper still lands on the success page.
    const again = await callback(paymentID, 'success');
    expect(again.headers.location).toBe(back.headers.location);
    expect((await eventsOf(order.id)).length).toBe((await eventsOf(order.id)).length);
    expect((await eventsOf(order.id)).filter((e) => e.actorUserId === null)).toHaveLength(2);
    // Paid: not payable again.
    const payAgain = await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/pay`);
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json().code).toBe('NOT_PAYABLE');
  });

  it('a cancelled payment lands on /checkout/failed and the order waits for another try', async () => {
    const { shopper, order } = await placeOnline();
    const { paymentID } = await pay(shopper, order.id);
    bkash.setStatus(paymentID, 'Cancelled');
    const back = await callback(paymentID, 'cancel');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/failed?order=${order.id}&reason=cancelled`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt?.status).toBe('cancelled');
    // A new attempt may start.
    const retry = await pay(shopper, order.id);
    expect(retry.paymentID).not.toBe(paymentID);
  });

  it('a callback claiming success for a payment bKash did not authorise pays nothing', async () => {
    const { shopper, order } = await placeOnline();
    const { paymentID } = await pay(shopper, order.id);
    const back = await callback(paymentID, 'success');
    expect(back.headers.location).toMatch(/^\/checkout\/failed\?/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('an unknown paymentID or a malformed query changes nothing', async () => {
    const unknown = await callback('TR0011forgedPaymentId', 'success');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/checkout/failed?reason=failed');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/payments/bkash/callback?paymentID=x&status=paid',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/bkash/callback' })).statusCode,
    ).toBe(400);
  });

  it('an amount that does not match never marks the order paid', async () => {
    const { shopper, order } = await placeOnline();
    const { paymentID } = await pay(shopper, order.id);
    const held = bkash.payments.get(paymentID);
    if (!held) throw new Error('stand-in lost the payment');
    held.amount = '1.00';
    bkash.payWithoutCallback(paymentID);
    const back = await callback(paymentID, 'success');
    expect(back.headers.location).toBe(`/checkout/failed?order=${order.id}&reason=failed`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt?.status).toBe('failed');
    const calls = await t.db
      .select()
      .from(paymentCalls)
      .where(and(eq(paymentCalls.paymentId, attempt?.id ?? ''), eq(paymentCalls.ok, false)));
    expect(calls.some((call) => call.message?.includes('Amount mismatch'))).toBe(true);
  });

  it('ten callbacks at once settle the order once', async () => {
    const { shopper, order } = await placeOnline();
    const { paymentID } = await pay(shopper, order.id);
    bkash.payWithoutCallback(paymentID);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callback(paymentID, 'success')),
    );
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(
      answers.every(
        (answer) =>
          answer.headers.location ===
          `/checkout/success?order=${order.id}&trxID=${row.transactionId}`,
      ),
    ).toBe(true);
    const settledLines = (await eventsOf(order.id)).filter((event) => event.actorUserId === null);
    expect(settledLines).toHaveLength(2);
    const attempts = await attemptsOf(order.id);
    expect(attempts.filter((attempt) => attempt.status === 'completed')).toHaveLength(1);
    expect(await confirmationsOf(order.id)).toHaveLength(1);
  });

  it('another shopper cannot pay or switch my order (404)', async () => {
    const { order } = await placeOnline();
    const stranger = await createShopper(t.app);
    expect(
      (await injectAs(t.app, stranger, 'POST', `/api/orders/${order.id}/pay`)).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(t.app, stranger, 'POST', `/api/orders/${order.id}/payment-method`, {
          paymentMethod: 'cod',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a gateway that answers 500 or not at all: 503 with a clear message, the order kept', async () => {
    const { shopper, order } = await placeOnline();
    for (const failure of ['http500', 'timeout'] as const) {
      bkash.failNext('create', failure);
      const response = await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/pay`);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
      expect(response.json().message).toMatch(/try again/i);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['failed', 'failed']);
    const bangla = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: { origin: new URL(t.config.publicUrl).origin, cookie: `${shopper.cookie}; lang=bn` },
    });
    expect(bangla.statusCode === 200 || bangla.statusCode === 503).toBe(true);
  });
});

describe('the payment sweeper', () => {
  it('settles a payment whose shopper closed the tab', async () => {
    const { shopper, order } = await placeOnline();
    const { paymentID } = await pay(shopper, order.id);
    bkash.payWithoutCallback(paymentID);
    // Not yet: the shopper may still come back.
    await t.app.paymentSweeper.sweepOnce(new Date(Date.now() + 30_000));
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    await t.app.paymentSweeper.sweepOnce(new Date(Date.now() + 3 * 60_000));
    expect(await orderRow(order.id)).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
    });
  });

  it('cancels an order not paid within the time, giving its stock back', async () => {
    const { shopper, order } = await placeOnline();
    await pay(shopper, order.id);
    const before = (await productRow(t.db, PRODUCT)).stockQuantity;
    // Every unpaid online order of this file is due by then: each gives back its one unit.
    const { expired } = await t.app.paymentSweeper.sweepOnce(new Date(Date.now() + 31 * 60_000));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect((await productRow(t.db, PRODUCT)).stockQuantity).toBe(before + expired);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt?.status).toBe('expired');
    const events = await eventsOf(order.id);
    expect(
      events.some((event) => event.toValue === 'cancelled' && event.note === timeoutNote(30)),
    ).toBe(true);
    // A late callback on the expired attempt takes no money and does not revive the order.
    const late = await callback(attempt?.gatewayPaymentId ?? '', 'success');
    expect(late.headers.location).toMatch(/^\/checkout\/failed\?/);
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });
});

describe('switching the payment method', () => {
  it('switches a pending online order to cash on delivery with the COD charge', async () => {
    const { shopper, order } = await placeOnline();
    await pay(shopper, order.id);
    const response = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/orders/${order.id}/payment-method`,
      { paymentMethod: 'cod' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const switched = response.json();
    expect(switched).toMatchObject({
      paymentMethod: 'cod',
      status: 'processing',
      paymentStatus: 'pending',
    });
    expect(switched.codCharge).toBeGreaterThan(0);
    expect(switched.total).toBe(order.total + switched.codCharge);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt?.status).toBe('cancelled');
    // Not payable online any more, and cannot switch again.
    expect((await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/pay`)).statusCode).toBe(
      409,
    );
    expect(
      (
        await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/payment-method`, {
          paymentMethod: 'bkash_online',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses a method this shop does not offer, when placing and when switching', async () => {
    const shopper = await createShopper(t.app);
    await fillCart(t.app, shopper, [[PRODUCT, 1]]);
    const refused = await injectAs(
      t.app,
      shopper,
      'POST',
      '/api/orders',
      checkoutBody({ paymentMethod: 'sslcommerz' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not available/);
    const { order } = await placeOnline(shopper);
    const switched = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/orders/${order.id}/payment-method`,
      { paymentMethod: 'sslcommerz' },
    );
    expect(switched.statusCode).toBe(409);
  });
});
