/**
 * Receiving and refunding returns (issue 21): restocked line by line on the variants, refunded by
 * the shop's own bKash/bank transfer or through the bKash stand-in's refund API, each move once
 * even when two admins press at the same moment, and nothing written when a step is refused.
 */

import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import type { AdminReturn, ReturnView } from '#shared/schemas/returns';
import { orderEvents, paymentRefunds, productVariants, returns } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  readOutbox,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { auditEntriesOf } from '../../test/fixtures/audit';
import { placeAndPayByBkash } from '../../test/fixtures/payments';
import { askReturn, deliveredOrder } from '../../test/fixtures/returns';
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

type Lines = [productId: number, quantity: number][];

async function expectOk(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** A return of all of the order's lines, asked for by its shopper and accepted by an admin. */
async function acceptedReturn(order: Order): Promise<ReturnView> {
  const asked: Order = await expectOk(await askReturn(t.app, customer, order), 201);
  const found = asked.returns?.at(-1);
  if (!found) throw new Error('no return on the order');
  await expectOk(
    await injectAs(t.app, admin, 'POST', `/api/admin/returns/${found.id}/decision`, {
      decision: 'accept',
    }),
  );
  return found;
}

async function deliveredAndAccepted(lines: Lines = [[1, 2]]) {
  const order = await deliveredOrder(t.app, admin, customer, lines);
  return { order, found: await acceptedReturn(order) };
}

const receive = (id: string, body: unknown, who: SignedInShopper | null = admin) =>
  injectAs(t.app, who ?? undefined, 'POST', `/api/admin/returns/${id}/receive`, body);
const refund = (id: string, body: unknown, who: SignedInShopper | null = admin) =>
  injectAs(t.app, who ?? undefined, 'POST', `/api/admin/returns/${id}/refund`, body);

/** Every line back on the shelf. */
const allBack = (found: ReturnView) => ({
  lines: found.lines.map((line) => ({ lineId: line.id, restock: line.quantity })),
});

async function receivedReturn(lines: Lines = [[1, 2]]) {
  const { order, found } = await deliveredAndAccepted(lines);
  const received: AdminReturn = await expectOk(await receive(found.id, allBack(found)));
  return { order, found: received };
}

async function stockOf(variantId: number | undefined) {
  if (variantId === undefined) throw new Error('the order item names no variant');
  const [row] = await t.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.stock;
}

async function skuOf(variantId: number | undefined) {
  if (variantId === undefined) throw new Error('the order item names no variant');
  const [row] = await t.db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.sku;
}

async function returnRow(id: string) {
  const [row] = await t.db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw new Error(`no return ${id}`);
  return row;
}

async function returnEvents(orderId: string) {
  return t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'return')))
    .orderBy(asc(orderEvents.id));
}

/** The shopper's e-mails about this order's return, by subject's end ('is refunded'). */
async function returnMails(orderId: string, ending: string) {
  return (await readOutbox(t.app)).filter((mail) =>
    mail.subject.endsWith(`order #${orderId.slice(0, 8)} ${ending}`),
  );
}

async function orderView(id: string): Promise<Order> {
  return expectOk(await injectAs(t.app, admin, 'GET', `/api/orders/${id}`));
}

describe('receiving a return', () => {
  it('puts each line’s restock back on its variant, once, and marks it received', async () => {
    const { order, found } = await deliveredAndAccepted([
      [1, 2],
      [2, 1],
    ]);
    const [first, second] = found.lines;
    if (!first || !second) throw new Error('two lines expected');
    const items = new Map(order.items.map((item) => [item.id, item]));
    const firstVariant = items.get(first.itemId)?.variantId;
    const secondVariant = items.get(second.itemId)?.variantId;
    const before = [await stockOf(firstVariant), await stockOf(secondVariant)];

    // One of the first line came back damaged: 1 of its 2 goes back on the shelf.
    const restock = { [first.id]: first.quantity - 1, [second.id]: second.quantity };
    const answer: AdminReturn = await expectOk(
      await receive(found.id, {
        lines: [
          { lineId: second.id, restock: restock[second.id] },
          { lineId: first.id, restock: restock[first.id] },
        ],
        note: 'One lipstick arrived broken',
      }),
    );
    expect(answer.status).toBe('received');
    expect(answer.receivedAt).not.toBeNull();
    expect(answer.refundDueBy).not.toBeNull();
    expect(answer.lines.map((line) => [line.id, line.restocked])).toEqual(
      answer.lines.map((line) => [line.id, restock[line.id]]),
    );
    expect(await stockOf(firstVariant)).toBe((before[0] ?? 0) + first.quantity - 1);
    expect(await stockOf(secondVariant)).toBe((before[1] ?? 0) + second.quantity);

    const events = await returnEvents(order.id);
    expect(events.at(-1)).toMatchObject({
      fromValue: 'accepted',
      toValue: 'received',
      actorUserId: admin.userId,
      note: 'Restocked 2 of 3. One lipstick arrived broken',
    });
    const firstSku = await skuOf(firstVariant);
    const secondSku = await skuOf(secondVariant);
    expect(await auditEntriesOf(t.db, 'order', order.id, 'return.receive')).toMatchObject([
      {
        actorId: admin.userId,
        before: {
          returnId: found.id,
          returnStatus: 'accepted',
          stock: { [firstSku]: before[0], [secondSku]: before[1] },
        },
        after: {
          returnId: found.id,
          returnStatus: 'received',
          stock: {
            [firstSku]: (before[0] ?? 0) + first.quantity - 1,
            [secondSku]: (before[1] ?? 0) + second.quantity,
          },
        },
      },
    ]);
    const seen = await orderView(order.id);
    expect(seen.history.at(-1)).toMatchObject({ kind: 'return', to: 'received' });
    const mails = (await readOutbox(t.app)).filter(
      (mail) =>
        mail.subject ===
        `We received your return of ${t.config.shop.name} order #${order.id.slice(0, 8)}`,
    );
    expect(mails.map((mail) => mail.to)).toEqual(['buyer@example.com']);
  });

  it('receives a return on its way back, and 0 restocked for a damaged one', async () => {
    const { order, found } = await deliveredAndAccepted();
    await expectOk(
      await injectAs(t.app, admin, 'POST', `/api/admin/returns/${found.id}/pickup`, {
        courier: 'manual',
        courierLabel: 'Sundarban Courier',
        trackingCode: 'SB-BACK-1',
      }),
    );
    const variant = order.items[0]?.variantId;
    const before = await stockOf(variant);
    const answer: AdminReturn = await expectOk(
      await receive(found.id, {
        lines: found.lines.map((line) => ({ lineId: line.id, restock: 0 })),
      }),
    );
    expect(answer.status).toBe('received');
    expect(answer.lines.every((line) => line.restocked === 0)).toBe(true);
    expect(await stockOf(variant)).toBe(before);
    expect((await returnEvents(order.id)).at(-1)).toMatchObject({
      fromValue: 'on_way_back',
      toValue: 'received',
      note: 'Restocked 0 of 2',
    });
  });

  it('refuses a body that does not name every line once within its quantity', async () => {
    const { order, found } = await deliveredAndAccepted([
      [1, 2],
      [2, 1],
    ]);
    const [first, second] = found.lines;
    if (!first || !second) throw new Error('two lines expected');
    const variant = order.items[0]?.variantId;
    const before = await stockOf(variant);
    const unprocessable: [unknown, string][] = [
      [{ lines: [{ lineId: first.id, restock: 1 }] }, 'RETURN_LINES'],
      [
        {
          lines: [
            { lineId: first.id, restock: 1 },
            { lineId: first.id, restock: 1 },
          ],
        },
        'RETURN_LINES',
      ],
      [
        {
          lines: [
            { lineId: first.id, restock: 1 },
            { lineId: second.id, restock: 1 },
            { lineId: 999_999, restock: 0 },
          ],
        },
        'RETURN_LINES',
      ],
      [
        {
          lines: [
            { lineId: first.id, restock: first.quantity + 1 },
            { lineId: second.id, restock: 0 },
          ],
        },
        'RESTOCK_TOO_MANY',
      ],
    ];
    for (const [body, code] of unprocessable) {
      const refused = await receive(found.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().code).toBe(code);
    }
    const tooMany = await receive(found.id, unprocessable[3]?.[0]);
    expect(tooMany.json().message).toContain(`Only ${first.quantity} of`);

    for (const bad of [
      {},
      { lines: [] },
      { lines: [{ lineId: first.id, restock: -1 }] },
      { lines: [{ lineId: first.id, restock: 1.5 }] },
      { lines: [{ lineId: first.id, restock: '1' }] },
      { lines: [{ lineId: first.id, restock: 1, quantity: 5 }] },
      { ...allBack(found), status: 'refunded' },
    ]) {
      const refused = await receive(found.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await returnRow(found.id)).status).toBe('accepted');
    expect(await stockOf(variant)).toBe(before);
  });

  it('only moves an accepted or on-its-way-back return, and 404 for none', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const asked: Order = await expectOk(await askReturn(t.app, customer, order), 201);
    const requested = asked.returns?.at(-1);
    if (!requested) throw new Error('no return');
    const early = await receive(requested.id, allBack(requested));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');

    const { found } = await receivedReturn();
    const again = await receive(found.id, allBack(found));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');

    expect((await receive(crypto.randomUUID(), allBack(found))).statusCode).toBe(404);
    expect((await receive('nope', allBack(found))).statusCode).toBe(404);
  });

  it('restocks once when two admins receive at the same moment', async () => {
    const { order, found } = await deliveredAndAccepted([[1, 3]]);
    const variant = order.items[0]?.variantId;
    const before = await stockOf(variant);
    const answers = await Promise.all([
      receive(found.id, allBack(found)),
      receive(found.id, allBack(found)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(variant)).toBe(before + 3);
    const received = (await returnEvents(order.id)).filter((event) => event.toValue === 'received');
    expect(received).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const { found } = await deliveredAndAccepted();
    expect((await receive(found.id, allBack(found), customer)).statusCode).toBe(403);
    expect((await receive(found.id, allBack(found), null)).statusCode).toBe(401);
    const body = { method: 'bkash', amount: 100, transactionId: 'TRX12345' };
    expect((await refund(found.id, body, customer)).statusCode).toBe(403);
    expect((await refund(found.id, body, null)).statusCode).toBe(401);
    expect((await returnRow(found.id)).status).toBe('accepted');
  });
});

describe('refunding a return the shop paid out', () => {
  it('records a bKash transfer with its transaction ID; the order stays paid while some is kept', async () => {
    const { order, found } = await receivedReturn([
      [1, 1],
      [2, 1],
    ]);
    const worth = found.worth;
    expect(found.refundableLeft).toBe(order.total);
    const answer: AdminReturn = await expectOk(
      await refund(found.id, {
        method: 'bkash',
        amount: worth,
        transactionId: 'BK7H3K9Q2',
        note: 'Sent to 01712345678',
      }),
    );
    expect(answer.status).toBe('refunded');
    expect(answer.refund).toMatchObject({ amount: worth, method: 'bkash', reference: 'BK7H3K9Q2' });
    expect(answer.refundDueBy).toBeNull();
    expect(answer.refundableLeft).toBe(order.total - worth);
    const row = await returnRow(found.id);
    expect(row).toMatchObject({
      refundMethod: 'bkash',
      refundAmount: worth,
      paymentRefundId: null,
    });
    expect(row.refundedAt).not.toBeNull();
    const line = (await returnEvents(order.id)).at(-1);
    expect(line).toMatchObject({ fromValue: 'received', toValue: 'refunded' });
    expect(line?.note).toMatch(/^Refunded ৳[\d,.]+ by bKash \(ref\. BK7H3K9Q2\)\. Sent to/);
    expect((await orderView(order.id)).paymentStatus).toBe('completed');
    const [mail, ...more] = await returnMails(order.id, 'is refunded');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('by bKash');
  });

  it('moves the order’s payment to refunded once its whole total is back', async () => {
    const { order, found } = await receivedReturn([[1, 1]]);
    const answer: AdminReturn = await expectOk(
      await refund(found.id, { method: 'bank', amount: order.total, transactionId: 'BANK-0042' }),
    );
    expect(answer.refund).toMatchObject({ method: 'bank', reference: 'BANK-0042' });
    expect(answer.refundableLeft).toBe(0);
    expect(answer.order.paymentStatus).toBe('refunded');
    const seen = await orderView(order.id);
    expect(seen.paymentStatus).toBe('refunded');
    expect(seen.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'completed',
      to: 'refunded',
    });
    expect(seen.history.at(-1)?.note).toMatch(/^All ৳[\d,.]+ of the order is given back$/);
  });

  it('refuses more than the order has left, and a gateway refund of an order not paid online', async () => {
    const { order, found } = await receivedReturn([[1, 1]]);
    const over = await refund(found.id, {
      method: 'bkash',
      amount: order.total + 1,
      transactionId: 'BK0000001',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('REFUND_TOO_MUCH');
    expect(over.json().message).toContain('left to give back');
    const gateway = await refund(found.id, { method: 'gateway', amount: 100 });
    expect(gateway.statusCode).toBe(409);
    expect(gateway.json().code).toBe('NOT_REFUNDABLE');
    // Both claims were given back: the return waits, unclaimed, and can still be refunded.
    expect(await returnRow(found.id)).toMatchObject({
      status: 'received',
      refundMethod: null,
      refundAmount: null,
    });
    await expectOk(
      await refund(found.id, { method: 'bkash', amount: 100, transactionId: 'BK0000002' }),
    );
  });

  it('refuses bad bodies, the wrong state and an unknown return', async () => {
    const { found: accepted } = await deliveredAndAccepted();
    const early = await refund(accepted.id, {
      method: 'bkash',
      amount: 100,
      transactionId: 'BK0000003',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');
    expect(await returnRow(accepted.id)).toMatchObject({ status: 'accepted', refundMethod: null });

    const { found } = await receivedReturn();
    for (const bad of [
      {},
      { amount: 100 },
      { method: 'cash', amount: 100 },
      { method: 'bkash', amount: 100 },
      { method: 'bkash', amount: 0, transactionId: 'BK0000004' },
      { method: 'bank', amount: 10.5, transactionId: 'BK0000004' },
      { method: 'bank', amount: '100', transactionId: 'BK0000004' },
      { method: 'bkash', amount: 100, transactionId: 'ab' },
      { method: 'bkash', amount: 100, transactionId: 'BK 0000 04' },
      { method: 'gateway', amount: 100, transactionId: 'BK0000004' },
      { method: 'bkash', amount: 100, transactionId: 'BK0000004', status: 'refunded' },
    ]) {
      const refused = await refund(found.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await returnRow(found.id)).toMatchObject({ status: 'received', refundMethod: null });

    await expectOk(
      await refund(found.id, { method: 'bkash', amount: 100, transactionId: 'BK0000005' }),
    );
    const twice = await refund(found.id, {
      method: 'bkash',
      amount: 100,
      transactionId: 'BK0000006',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');
    expect((await returnRow(found.id)).refundReference).toBe('BK0000005');

    const body = { method: 'bkash', amount: 100, transactionId: 'BK0000007' };
    expect((await refund(crypto.randomUUID(), body)).statusCode).toBe(404);
    expect((await refund('nope', body)).statusCode).toBe(404);
  });

  it('lets exactly one of two refunds at the same moment through', async () => {
    const { order, found } = await receivedReturn();
    const answers = await Promise.all([
      refund(found.id, { method: 'bkash', amount: found.worth, transactionId: 'BKRACE001' }),
      refund(found.id, { method: 'bank', amount: found.worth, transactionId: 'BKRACE002' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');
    const refunded = (await returnEvents(order.id)).filter((event) => event.toValue === 'refunded');
    expect(refunded).toHaveLength(1);
    const row = await returnRow(found.id);
    expect(row.status).toBe('refunded');
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as AdminReturn;
    expect(row.refundReference).toBe(winner.refund?.reference);
  });
});

describe('refunding a return through the gateway', () => {
  /** Paid by bKash through the stand-in, shipped by hand, delivered, returned and received. */
  async function paidOnlineAndReceived(lines: Lines = [[1, 2]]) {
    const paid = await placeAndPayByBkash(t.app, t.db, bkash, customer, lines);
    await expectOk(
      await injectAs(t.app, admin, 'POST', `/api/admin/orders/${paid.id}/shipment`, {
        courier: 'manual',
        courierLabel: 'Sundarban Courier',
        trackingCode: `SB-${paid.id.slice(0, 6)}`,
      }),
    );
    const order: Order = await expectOk(
      await injectAs(t.app, admin, 'POST', `/api/admin/orders/${paid.id}/status`, {
        status: 'delivered',
      }),
    );
    expect(order.paymentStatus).toBe('completed');
    const found = await acceptedReturn(order);
    const received: AdminReturn = await expectOk(await receive(found.id, allBack(found)));
    expect(received.paidOnline).toBe('bkash');
    return { paid, order, found: received };
  }

  async function refundsOf(paymentId: string) {
    return t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  }

  it('gives the money back through bKash and records which refund paid the return', async () => {
    const { paid, order, found } = await paidOnlineAndReceived();
    const before = bkash.refunds.length;
    const answer: AdminReturn = await expectOk(
      await refund(found.id, { method: 'gateway', amount: found.worth }),
    );
    expect(bkash.refunds.length - before).toBe(1);
    const gatewayId = bkash.refunds.at(-1)?.refundTrxID;
    expect(answer.status).toBe('refunded');
    expect(answer.refund).toMatchObject({
      amount: found.worth,
      method: 'gateway',
      reference: gatewayId,
    });
    const [done] = await refundsOf(paid.paymentId);
    expect(done).toMatchObject({
      amount: found.worth,
      status: 'done',
      gatewayRefundId: gatewayId,
      reason: `Return ${found.id.slice(0, 8)}`,
    });
    expect((await returnRow(found.id)).paymentRefundId).toBe(done?.id);
    // Counted once: through payment_refunds, not again through the return.
    expect(answer.refundableLeft).toBe(order.total - found.worth);
    const line = (await returnEvents(order.id)).at(-1);
    expect(line?.note).toMatch(
      new RegExp(`^Refunded ৳[\\d,.]+ by bKash online refund \\(ref\\. ${gatewayId}\\)$`),
    );
  });

  it('writes nothing for the return when bKash is down or says no', async () => {
    const { paid, found } = await paidOnlineAndReceived([[1, 1]]);
    const before = bkash.refunds.length;
    bkash.failNext('refund', 'http500');
    const down = await refund(found.id, { method: 'gateway', amount: found.worth });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().code).toBe('GATEWAY_UNAVAILABLE');
    expect(bkash.refunds.length).toBe(before);
    expect(await returnRow(found.id)).toMatchObject({
      status: 'received',
      refundMethod: null,
      refundAmount: null,
      paymentRefundId: null,
      refundReference: null,
    });
    let rows = await refundsOf(paid.paymentId);
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    expect(await returnMails(paid.id, 'is refunded')).toEqual([]);

    bkash.failNext('refund', '2033');
    const refused = await refund(found.id, { method: 'gateway', amount: found.worth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REFUND_REFUSED');
    expect((await returnRow(found.id)).status).toBe('received');

    // bKash back: the whole order given back moves its payment to refunded once.
    const all: AdminReturn = await expectOk(
      await refund(found.id, { method: 'gateway', amount: paid.amount }),
    );
    expect(all.order.paymentStatus).toBe('refunded');
    rows = await refundsOf(paid.paymentId);
    expect(rows.filter((row) => row.status === 'done')).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, paid.id), eq(orderEvents.toValue, 'refunded')));
    expect(moves.map((event) => event.kind).sort()).toEqual(['payment', 'return']);
  });
});
