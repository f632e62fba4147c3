/**
 * The admin side of online payments against the bKash stand-in (a real HTTP server in test code):
 * an order's attempts with their calls, refunds half and then the rest, more than is left refused,
 * two refunds racing for the same money, and a gateway that is down recording nothing as refunded.
 * Plus the orders list's method filter and the dashboard's paid online / manually / cash to collect.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orderEvents,
  orders,
  outgoingMessages,
  paymentRefunds,
  payments,
} from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { placeAndPayByBkash } from '../../test/fixtures/payments';
import { type BkashStandIn, startBkashStandIn } from '../../test/stand-ins/bkash-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let bkash: BkashStandIn;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  bkash = await startBkashStandIn();
  const base = testConfig();
  t = await createTestApp({
    payments: { ...base.payments, bkash: bkash.settings, callTimeoutMs: 1500 },
  });
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t?.close();
  await bkash?.close();
});

async function placeOrder(extra: Record<string, unknown> = {}) {
  await fillCart(t.app, customer, [[1, 1]]);
  const placed = await injectAs(t.app, customer, 'POST', '/api/orders', checkoutBody(extra));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: string; total: number };
}

async function paidByBkash(): Promise<{ id: string; total: number; paymentId: string }> {
  const { id, paymentId, amount } = await placeAndPayByBkash(t.app, t.db, bkash, customer);
  return { id, total: amount, paymentId };
}

const refund = (orderId: string, amount: number, reason = 'Shade out of stock') =>
  injectAs(t.app, admin, 'POST', `/api/admin/orders/${orderId}/refunds`, { amount, reason });

async function paymentRow(id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row;
}

describe('an order’s payments', () => {
  it('lists each attempt with its gateway calls and what can be refunded', async () => {
    const order = await paidByBkash();
    const shown = await injectAs(t.app, admin, 'GET', `/api/admin/orders/${order.id}/payments`);
    expect(shown.statusCode, shown.body).toBe(200);
    const body = shown.json();
    expect(body.refundable).toBe(order.total);
    expect(body.payments).toHaveLength(1);
    const [attempt] = body.payments;
    expect(attempt).toMatchObject({ gateway: 'bkash', status: 'completed', refunded: 0 });
    expect(attempt.trxId).toMatch(/^[0-9A-F]{10}$/);
    expect(attempt.calls.map((call: { operation: string }) => call.operation)).toEqual(
      expect.arrayContaining(['create', 'execute']),
    );
    expect(attempt.calls.every((call: { ok: boolean }) => call.ok)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(bkash.settings.appSecret);
  });

  it('is for admins only, and 404 for an order that is not there', async () => {
    const order = await paidByBkash();
    const url = `/api/admin/orders/${order.id}/payments`;
    expect((await injectAs(t.app, undefined, 'GET', url)).statusCode).toBe(401);
    expect((await injectAs(t.app, customer, 'GET', url)).statusCode).toBe(403);
    const refundUrl = `/api/admin/orders/${order.id}/refunds`;
    const body = { amount: 100, reason: 'x' };
    expect((await injectAs(t.app, customer, 'POST', refundUrl, body)).statusCode).toBe(403);
    expect((await injectAs(t.app, undefined, 'POST', refundUrl, body)).statusCode).toBe(401);
    const missing = crypto.randomUUID();
    expect(
      (await injectAs(t.app, admin, 'GET', `/api/admin/orders/${missing}/payments`)).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(t.app, admin, 'GET', '/api/admin/orders/nope/payments')).statusCode,
    ).toBe(404);
    expect((await refund(missing, 100)).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  it('refunds half, then the rest; the order is then refunded and nothing more can go', async () => {
    const order = await paidByBkash();
    const half = Math.floor(order.total / 2);
    const first = await refund(order.id, half);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refundable).toBe(order.total - half);
    const [done] = first.json().payments[0].refunds;
    expect(done).toMatchObject({ amount: half, status: 'done', reason: 'Shade out of stock' });
    expect(done.gatewayRefundId).toBe(bkash.refunds.at(-1)?.refundTrxID);
    let seen = (await injectAs(t.app, admin, 'GET', `/api/orders/${order.id}`)).json();
    expect(seen.paymentStatus).toBe('completed');
    const note = seen.history.at(-1).note as string;
    expect(note).toMatch(
      /^Refunded ৳[\d,.]+ of ৳[\d,.]+ by bKash \(refund trx [0-9A-F]+\): Shade out of stock$/,
    );

    const rest = await refund(order.id, order.total - half, 'Customer returned the rest');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refundable).toBe(0);
    seen = (await injectAs(t.app, admin, 'GET', `/api/orders/${order.id}`)).json();
    expect(seen.paymentStatus).toBe('refunded');
    expect(seen.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'completed',
      to: 'refunded',
    });
    expect((await paymentRow(order.paymentId)).refunded).toBe(order.total);
    // The shopper's news was queued in the refund's own transaction, once.
    const told = await t.db
      .select({ topic: outgoingMessages.topic })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.orderId, order.id));
    expect(told.filter((row) => row.topic === 'order.payment.refunded')).toHaveLength(1);

    // Each refund is in the audit log with the money before and after, and who gave it.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'payment.refund')));
    expect(audited).toHaveLength(2);
    expect(audited.find((entry) => entry.after?.paymentStatus === 'refunded')).toMatchObject({
      actorId: admin.userId,
      area: 'payments',
      before: { paymentStatus: 'completed', refunded: half },
      after: { refunded: order.total, amount: order.total - half },
    });

    const more = await refund(order.id, 100);
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('NOT_REFUNDABLE');
  });

  it('refuses more than is left, and an order without a completed online payment', async () => {
    const order = await paidByBkash();
    const over = await refund(order.id, order.total + 100);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(over.json().message).toContain('left to refund');
    expect((await paymentRow(order.paymentId)).refunded).toBe(0);

    const cod = await placeOrder();
    const none = await refund(cod.id, 100);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NOT_REFUNDABLE');

    for (const bad of [
      { amount: 0, reason: 'x' },
      { amount: 150.5, reason: 'x' },
      { amount: 1000, reason: '  ' },
      { amount: '1000', reason: 'x' },
      { amount: 1000, reason: 'x', status: 'done' },
    ]) {
      const refused = await injectAs(
        t.app,
        admin,
        'POST',
        `/api/admin/orders/${order.id}/refunds`,
        bad,
      );
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('lets exactly one of two refunds of 60 % each through', async () => {
    const order = await paidByBkash();
    const sixty = Math.floor(order.total * 0.6);
    const before = bkash.refunds.length;
    const answers = await Promise.all([refund(order.id, sixty), refund(order.id, sixty)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(bkash.refunds.length - before).toBe(1);
    expect((await paymentRow(order.paymentId)).refunded).toBe(sixty);
    const rows = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, order.paymentId));
    expect(rows.map((row) => row.status)).toEqual(['done']);
  });

  it('records nothing as refunded when bKash is down, and says so', async () => {
    const order = await paidByBkash();
    const before = bkash.refunds.length;
    bkash.failNext('refund', 'http500');
    const down = await refund(order.id, 1000);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
    expect(down.json().message).toContain('nothing was refunded');
    expect(bkash.refunds.length).toBe(before);
    expect((await paymentRow(order.paymentId)).refunded).toBe(0);
    const view = (
      await injectAs(t.app, admin, 'GET', `/api/admin/orders/${order.id}/payments`)
    ).json();
    expect(view.refundable).toBe(order.total);
    expect(view.payments[0].refunds).toMatchObject([{ amount: 1000, status: 'failed' }]);
    const refundCall = view.payments[0].calls.at(-1);
    expect(refundCall).toMatchObject({ operation: 'refund', ok: false, httpStatus: 500 });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((event) => event.note?.startsWith('Refunded'))).toEqual([]);

    bkash.failNext('refund', '2033');
    const refused = await refund(order.id, 1000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REFUND_REFUSED');
    expect((await paymentRow(order.paymentId)).refunded).toBe(0);

    // Once bKash is back, the same refund goes through.
    expect((await refund(order.id, 1000)).statusCode).toBe(200);
  });
});

describe('the manual payment status', () => {
  it('is not for an order paid online: marking it refunded would give nothing back', async () => {
    const order = await paidByBkash();
    const moved = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/payment`, {
      paymentStatus: 'refunded',
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('PAID_ONLINE');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('completed');
  });
});

describe('orders list and dashboard', () => {
  it('filters orders by payment method', async () => {
    const online = await placeOrder({ paymentMethod: 'bkash_online' });
    const cod = await placeOrder();
    const listed = (
      await injectAs(t.app, admin, 'GET', '/api/admin/orders?paymentMethod=bkash_online')
    ).json();
    const ids = listed.orders.map((row: { id: string }) => row.id);
    expect(ids).toContain(online.id);
    expect(ids).not.toContain(cod.id);
    expect(
      listed.orders.every((row: { paymentMethod: string }) => row.paymentMethod === 'bkash_online'),
    ).toBe(true);
    const both = (
      await injectAs(
        t.app,
        admin,
        'GET',
        '/api/admin/orders?paymentMethod=cod&paymentStatus=pending',
      )
    ).json();
    expect(both.orders.map((row: { id: string }) => row.id)).toContain(cod.id);
    const bad = await injectAs(t.app, admin, 'GET', '/api/admin/orders?paymentMethod=cheque');
    expect(bad.statusCode).toBe(400);
  });

  it('splits paid online, paid manually and cash to collect', async () => {
    const stats = async () => (await injectAs(t.app, admin, 'GET', '/api/admin/stats')).json();
    const before = await stats();
    const paid = await paidByBkash();
    const cod = await placeOrder();
    const manual = await placeOrder({ paymentMethod: 'bank', transactionId: 'BANK12345' });
    await t.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, manual.id));
    let after = await stats();
    expect(after.paidOnline - before.paidOnline).toBe(paid.total);
    expect(after.paidManually - before.paidManually).toBe(manual.total);
    expect(after.cashToCollect - before.cashToCollect).toBe(cod.total);
    expect(after.cashToCollectOrders - before.cashToCollectOrders).toBe(1);

    expect((await refund(paid.id, 1000)).statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ status: 'delivered', paymentStatus: 'completed' })
      .where(eq(orders.id, cod.id));
    after = await stats();
    expect(after.paidOnline - before.paidOnline).toBe(paid.total - 1000);
    expect(after.cashToCollect - before.cashToCollect).toBe(0);
  });
});
