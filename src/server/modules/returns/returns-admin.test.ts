/**
 * The admin's side of a return after delivery (issue 21): the list and its pages, one return with
 * its order and money, accepting and refusing (two admins at once: one wins), and the pickup by
 * hand or as a Steadfast return request against its stand-in (a refusal or an outage writes
 * nothing but the call).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundDueBy } from '#shared/returns';
import type { Order } from '#shared/schemas/order';
import {
  courierCalls,
  orderItems,
  paymentRefunds,
  payments,
  profiles,
  returnLines,
  returns,
  shipments,
} from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { auditEntriesOf } from '../../test/fixtures/audit';
import { historyOf, processingOrder } from '../../test/fixtures/delivery';
import { askReturn, deliveredOrder } from '../../test/fixtures/returns';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../../test/stand-ins/steadfast-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../test/test-app';
import { applyParcelUpdate } from '../delivery/apply-update';
import { refundableLeft } from './admin-return-service';

let t: TestApp;
let steadfast: SteadfastStandIn;
let admin: SignedInShopper;
let otherAdmin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  t = await createTestApp({
    couriers: { ...testConfig().couriers, steadfast: steadfast.settings, callTimeoutMs: 1500 },
  });
  [admin, otherAdmin, customer] = await Promise.all([
    createAdmin(t.app, t.db),
    createAdmin(t.app, t.db),
    createShopper(t.app),
  ]);
});
afterAll(async () => {
  await t?.close();
  await steadfast?.close();
});
beforeEach(() => {
  steadfast.setMode({ kind: 'normal' });
});

const REASON = 'The shade is not what the picture showed';

/**
 * A return written directly, for what a shopper cannot make: ended ones (refused, refunded), many
 * on one order, or dated ahead. All of each line unless told.
 */
async function returnOf(
  orderId: string,
  options: {
    lines?: { itemId: number; quantity: number }[];
    status?: 'requested' | 'refused' | 'refunded';
    createdAt?: Date;
    values?: Partial<typeof returns.$inferInsert>;
  } = {},
): Promise<string> {
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const lines =
    options.lines ?? items.map((item) => ({ itemId: item.id, quantity: item.quantity }));
  const [row] = await t.db
    .insert(returns)
    .values({
      orderId,
      reason: REASON,
      status: options.status ?? 'requested',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...options.values,
    })
    .returning({ id: returns.id });
  if (!row) throw new Error('return not inserted');
  if (lines.length > 0) {
    await t.db.insert(returnLines).values(
      lines.map((line) => ({
        returnId: row.id,
        orderItemId: line.itemId,
        quantity: line.quantity,
      })),
    );
  }
  return row.id;
}

/** A return asked for the shopper's way (POST /api/orders/:id/returns); answers its id. */
async function asked(order: Order, lines?: { itemId: number; quantity: number }[]) {
  const reply = await askReturn(t.app, customer, order, lines ? { lines } : {});
  expect(reply.statusCode, reply.body).toBe(201);
  const id = (reply.json() as Order & { returns: { id: string }[] }).returns.at(-1)?.id;
  if (!id) throw new Error('no return answered');
  return id;
}

async function returnRow(id: string) {
  const [row] = await t.db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw new Error(`no return ${id}`);
  return row;
}

/** The order's history lines of the admin's return steps (the shopper's request has its own). */
const returnLinesOf = async (orderId: string) =>
  (await historyOf(t.db, orderId)).filter(
    (line) => line.kind === 'return' && line.toValue !== 'requested',
  );

const detail = (id: string, who: SignedInShopper | undefined = admin) =>
  injectAs(t.app, who, 'GET', `/api/admin/returns/${id}`);
const decide = (id: string, body: Record<string, unknown>, who = admin) =>
  injectAs(t.app, who, 'POST', `/api/admin/returns/${id}/decision`, body);
const pickup = (id: string, body: Record<string, unknown>, who = admin) =>
  injectAs(t.app, who, 'POST', `/api/admin/returns/${id}/pickup`, body);

async function acceptedReturn(order?: Order): Promise<{ order: Order; id: string }> {
  const delivered = order ?? (await deliveredOrder(t.app, admin, customer));
  const id = await asked(delivered);
  const accepted = await decide(id, { decision: 'accept' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { order: delivered, id };
}

/**
 * An order booked with Steadfast through the admin's route and delivered as Steadfast's poll
 * reports it; answers the order as its shopper reads it, and its parcel's row.
 */
async function steadfastDelivered() {
  const order = await processingOrder(t.app, admin, customer);
  const booked = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/shipment`, {
    courier: 'steadfast',
    weightKg: 1,
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const [parcel] = await t.db.select().from(shipments).where(eq(shipments.orderId, order.id));
  if (!parcel?.consignmentId) throw new Error('no Steadfast parcel');
  steadfast.setStatus(parcel.consignmentId, 'delivered');
  await applyParcelUpdate(t.db, {
    courier: 'steadfast',
    source: 'poll',
    update: {
      consignmentId: parcel.consignmentId,
      reference: parcel.reference,
      status: 'delivered',
      courierStatus: 'delivered',
      message: null,
      occurredAt: new Date(),
      collectedAmount: order.total,
      charge: null,
      eventKey: `steadfast:${parcel.consignmentId}:poll:delivered`,
    },
  });
  const [now] = await t.db.select().from(shipments).where(eq(shipments.id, parcel.id));
  expect(now?.status).toBe('delivered');
  const read = await injectAs(t.app, customer, 'GET', `/api/orders/${order.id}`);
  expect(read.json().status).toBe('delivered');
  return { order: read.json() as Order, parcel: now as typeof parcel };
}

describe('the list', () => {
  it('shows each return with its customer, item count, worth and refund date, newest first', async () => {
    const first = await deliveredOrder(t.app, admin, customer, [[1, 2]]);
    const second = await deliveredOrder(t.app, admin, customer, [
      [1, 1],
      [2, 3],
    ]);
    // A coupon's share on the second order's second line: 101 poisha over 3, 2 of them returned.
    const line = second.items[1];
    if (!line) throw new Error('no second line');
    await t.db.update(orderItems).set({ discount: 101 }).where(eq(orderItems.id, line.id));
    const firstId = await asked(first);
    const secondId = await asked(second, [
      { itemId: second.items[0]?.id ?? 0, quantity: 1 },
      { itemId: line.id, quantity: 2 },
    ]);
    const receivedAt = new Date('2026-11-26T10:00:00Z'); // a Thursday
    await t.db
      .update(returns)
      .set({ status: 'received', receivedAt })
      .where(eq(returns.id, firstId));

    const listed = await injectAs(t.app, admin, 'GET', '/api/admin/returns');
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    const ids = page.returns.map((each: { id: string }) => each.id);
    expect(ids.indexOf(secondId)).toBeLessThan(ids.indexOf(firstId));
    const summary = page.returns.find((each: { id: string }) => each.id === secondId);
    const worth = (second.items[0]?.unitPrice ?? 0) + line.unitPrice * 2 - Math.ceil((101 * 2) / 3);
    expect(summary).toEqual({
      id: secondId,
      orderId: second.id,
      customerName: 'Rina Begum',
      phone: '01712345678',
      status: 'requested',
      itemCount: 3,
      worth,
      requestedAt: expect.any(String),
      refundDueBy: null,
    });
    const received = page.returns.find((each: { id: string }) => each.id === firstId);
    expect(received).toMatchObject({
      status: 'received',
      itemCount: 2,
      worth: (first.items[0]?.unitPrice ?? 0) * 2,
      refundDueBy: refundDueBy(receivedAt).toISOString(),
    });
    // Its detail counts the same worth.
    expect((await detail(secondId)).json().worth).toBe(worth);

    const onlyReceived = await injectAs(t.app, admin, 'GET', '/api/admin/returns?status=received');
    expect(onlyReceived.json().returns.map((each: { id: string }) => each.id)).toEqual([firstId]);
    expect(onlyReceived.json().total).toBe(1);
  });

  it('pages by 20 and refuses an unknown status', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    // Ended returns of one order, dated ahead of everything else in the shop.
    const later = Date.now() + 3600_000;
    const ids: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      ids.push(
        await returnOf(order.id, { status: 'refused', createdAt: new Date(later + index * 1000) }),
      );
    }
    const newestFirst = [...ids].reverse();
    const one = await injectAs(t.app, admin, 'GET', '/api/admin/returns?status=refused');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().returns.map((each: { id: string }) => each.id)).toEqual(
      newestFirst.slice(0, 20),
    );
    expect(one.json().total).toBeGreaterThanOrEqual(22);
    const two = await injectAs(t.app, admin, 'GET', '/api/admin/returns?status=refused&page=2');
    expect(two.json()).toMatchObject({ page: 2, pageSize: 20 });
    expect(
      two
        .json()
        .returns.slice(0, 2)
        .map((each: { id: string }) => each.id),
    ).toEqual(newestFirst.slice(20));
    expect(two.json().returns).toHaveLength(one.json().total - 20);

    const wrong = await injectAs(t.app, admin, 'GET', '/api/admin/returns?status=lost');
    expect(wrong.statusCode).toBe(400);
  });
});

describe('one return', () => {
  it('has its order, when it was delivered, the gateway and what is left to refund', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const id = await asked(order);
    const read = await detail(id);
    expect(read.statusCode, read.body).toBe(200);
    const [delivered] = (await historyOf(t.db, order.id)).filter(
      (line) => line.kind === 'status' && line.toValue === 'delivered',
    );
    expect(read.json()).toMatchObject({
      id,
      status: 'requested',
      reason: REASON,
      decisionNote: null,
      pickup: null,
      refund: null,
      order: {
        id: order.id,
        firstName: 'Rina',
        lastName: 'Begum',
        phone: '01712345678',
        email: order.email,
        paymentMethod: 'cod',
        paymentStatus: 'completed',
        total: order.total,
        deliveredAt: delivered?.createdAt.toISOString(),
      },
      paidOnline: null,
      refundableLeft: order.total,
      // Delivered by hand: nothing for Steadfast to fetch.
      steadfastPickup: false,
    });
    expect(read.json().lines).toHaveLength(order.items.length);
    expect(read.json()).not.toHaveProperty('orderId');
  });

  it('names the account holder, whose credit staff open from it, an older one with no profile too', async () => {
    const holder = await createShopper(t.app);
    const reply = await askReturn(t.app, holder, await deliveredOrder(t.app, admin, holder), {});
    expect(reply.statusCode, reply.body).toBe(201);
    const id = (reply.json() as { returns: { id: string }[] }).returns[0]?.id;
    const [names] = await t.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.userId, holder.userId));
    const customerOf = async () => (await detail(String(id))).json().order.customer;
    expect(await customerOf()).toEqual({ id: holder.userId, ...names, email: holder.email });
    await t.db.delete(profiles).where(eq(profiles.userId, holder.userId));
    expect(await customerOf()).toEqual({
      id: holder.userId,
      firstName: '',
      lastName: '',
      email: holder.email,
    });
  });

  it('counts refunds once: gateway refunds (pending too) and money the shop sent by bKash or bank', async () => {
    const order = await deliveredOrder(t.app, admin, customer, [[1, 3]]);
    const open = await asked(order);
    const [payment] = await t.db
      .insert(payments)
      .values({
        orderId: order.id,
        gateway: 'bkash',
        reference: `test-${randomUUID()}`,
        amount: order.total,
        status: 'completed',
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('no payment');
    const refunds = await t.db
      .insert(paymentRefunds)
      .values([
        { paymentId: payment.id, amount: 500, status: 'done' },
        { paymentId: payment.id, amount: 300, status: 'pending' },
        { paymentId: payment.id, amount: 1000, status: 'failed' },
      ])
      .returning({ id: paymentRefunds.id });
    const refundedAt = new Date();
    // An earlier return refunded through the gateway: the same 500 as its payment refund.
    await returnOf(order.id, {
      status: 'refunded',
      lines: [],
      values: {
        refundAmount: 500,
        refundMethod: 'gateway',
        paymentRefundId: refunds[0]?.id,
        refundedAt,
      },
    });
    const sentByBkash = await returnOf(order.id, {
      status: 'refunded',
      lines: [],
      values: { refundAmount: 700, refundMethod: 'bkash', refundReference: 'TRX123', refundedAt },
    });
    const read = await detail(open);
    expect(read.json()).toMatchObject({
      paidOnline: 'bkash',
      refundableLeft: order.total - 500 - 300 - 700,
    });
    expect(await refundableLeft(t.db, order.id)).toBe(order.total - 1500);
    expect(await refundableLeft(t.db, order.id, { exceptReturnId: sentByBkash })).toBe(
      order.total - 800,
    );
  });

  it('answers 404 RETURN_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      const read = await detail(id);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('RETURN_NOT_FOUND');
    }
    const decided = await decide(randomUUID(), { decision: 'accept' });
    expect(decided.statusCode).toBe(404);
    expect(decided.json().code).toBe('RETURN_NOT_FOUND');
    const fetched = await pickup('nope', { courier: 'steadfast' });
    expect(fetched.statusCode).toBe(404);
  });
});

describe('the decision', () => {
  it('accepts a requested return, with the history line and its admin', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const id = await asked(order);
    const accepted = await decide(id, { decision: 'accept', note: '  Send it within a week  ' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      id,
      status: 'accepted',
      decisionNote: 'Send it within a week',
      decidedAt: expect.any(String),
      order: { id: order.id },
    });
    const lines = await returnLinesOf(order.id);
    expect(lines).toMatchObject([
      {
        fromValue: 'requested',
        toValue: 'accepted',
        note: 'Send it within a week',
        actorUserId: admin.userId,
      },
    ]);
    const [entry] = await auditEntriesOf(t.db, 'order', order.id, 'return.accept');
    expect(entry).toMatchObject({
      actorId: admin.userId,
      area: 'returns',
      before: { returnId: id, returnStatus: 'requested', decisionNote: null },
      after: { returnId: id, returnStatus: 'accepted', decisionNote: 'Send it within a week' },
    });
    // In the move's transaction: the entry and its history line share their moment.
    expect(entry?.at.toISOString()).toBe(lines[0]?.createdAt.toISOString());
  });

  it('accepts without a note', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const id = await asked(order);
    const accepted = await decide(id, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', decisionNote: null });
    expect((await returnLinesOf(order.id))[0]?.note).toBeNull();
  });

  it('refuses only with a note, which the return keeps', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const id = await asked(order);
    for (const body of [{ decision: 'refuse' }, { decision: 'refuse', note: '   ' }]) {
      const bare = await decide(id, body);
      expect(bare.statusCode, bare.body).toBe(400);
    }
    expect(await decide(id, { decision: 'maybe' }).then((reply) => reply.statusCode)).toBe(400);
    expect((await returnRow(id)).status).toBe('requested');

    const refused = await decide(id, { decision: 'refuse', note: 'Opened and used' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', decisionNote: 'Opened and used' });
    expect(await returnLinesOf(order.id)).toMatchObject([
      { fromValue: 'requested', toValue: 'refused', note: 'Opened and used' },
    ]);
    expect(await auditEntriesOf(t.db, 'order', order.id, 'return.refuse')).toMatchObject([
      {
        before: { returnId: id, returnStatus: 'requested' },
        after: { returnId: id, returnStatus: 'refused', decisionNote: 'Opened and used' },
      },
    ]);
  });

  it('answers 409 RETURN_MOVE_NOT_ALLOWED from the wrong state, changing nothing', async () => {
    const { order, id } = await acceptedReturn();
    const again = await decide(id, { decision: 'refuse', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');
    expect(await returnRow(id)).toMatchObject({ status: 'accepted', decisionNote: null });
    expect(await returnLinesOf(order.id)).toHaveLength(1);

    const requested = await asked(await deliveredOrder(t.app, admin, customer));
    const early = await pickup(requested, {
      courier: 'manual',
      courierLabel: 'Sundarban Courier',
      trackingCode: 'SB-1',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RETURN_MOVE_NOT_ALLOWED');
  });

  it('two admins deciding at once: one wins, the other gets 409', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const id = await asked(order);
    const answers = await Promise.all([
      decide(id, { decision: 'accept' }, admin),
      decide(id, { decision: 'refuse', note: 'Past the window' }, otherAdmin),
      decide(id, { decision: 'accept' }, otherAdmin),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const row = await returnRow(id);
    expect(row.status).toBe(winner?.json().status);
    const lines = await returnLinesOf(order.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.toValue).toBe(row.status);
  });
});

describe('the pickup by hand', () => {
  it('records the courier and its tracking code: on its way back', async () => {
    const { order, id } = await acceptedReturn();
    const bare = await pickup(id, {
      courier: 'manual',
      courierLabel: 'Sundarban',
      trackingCode: '',
    });
    expect(bare.statusCode).toBe(400);

    const fetched = await pickup(id, {
      courier: 'manual',
      courierLabel: 'Sundarban Courier',
      trackingCode: 'SB-RET-77',
      note: 'Picked up at the door',
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json()).toMatchObject({
      status: 'on_way_back',
      pickup: {
        courier: 'manual',
        courierLabel: 'Sundarban Courier',
        trackingCode: 'SB-RET-77',
        trackingUrl: null,
      },
    });
    expect((await returnRow(id)).pickupReference).toBeNull();
    expect((await returnLinesOf(order.id)).at(-1)).toMatchObject({
      fromValue: 'accepted',
      toValue: 'on_way_back',
      note: 'Pickup by Sundarban Courier · tracking SB-RET-77 · Picked up at the door',
      actorUserId: admin.userId,
    });
    const twice = await pickup(id, {
      courier: 'manual',
      courierLabel: 'Sundarban Courier',
      trackingCode: 'SB-RET-78',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 409 NO_PARCEL for Steadfast when the parcel was delivered by hand', async () => {
    const { id } = await acceptedReturn();
    const fetched = await pickup(id, { courier: 'steadfast' });
    expect(fetched.statusCode).toBe(409);
    expect(fetched.json().code).toBe('NO_PARCEL');
    expect(await returnRow(id)).toMatchObject({ status: 'accepted', pickupCourier: null });
    expect(steadfast.calls.filter((call) => call.operation === 'return_request')).toHaveLength(0);
  });
});

describe('the pickup with Steadfast', () => {
  const callsOf = (orderId: string) =>
    t.db
      .select()
      .from(courierCalls)
      .where(and(eq(courierCalls.orderId, orderId), eq(courierCalls.operation, 'return_request')));

  async function acceptedSteadfastReturn() {
    const { order, parcel } = await steadfastDelivered();
    const orderId = order.id;
    const id = await asked(order);
    const read = await detail(id);
    expect(read.json().steadfastPickup).toBe(true);
    expect((await decide(id, { decision: 'accept' })).statusCode).toBe(200);
    return { orderId, parcel, id };
  }

  it('asks Steadfast to bring the delivered parcel back, recording the call without a secret', async () => {
    const { orderId, parcel, id } = await acceptedSteadfastReturn();
    const fetched = await pickup(id, { courier: 'steadfast', note: 'Fragile' });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json()).toMatchObject({
      status: 'on_way_back',
      pickup: { courier: 'steadfast', courierLabel: null, trackingCode: parcel.trackingCode },
    });
    expect(fetched.json().pickup.trackingUrl).toContain(parcel.trackingCode);

    const requests = [...steadfast.returnRequests.values()].filter(
      (request) => String(request.consignment_id) === parcel.consignmentId,
    );
    expect(requests).toMatchObject([{ status: 'pending', reason: `${REASON} · Fragile` }]);
    const row = await returnRow(id);
    expect(row).toMatchObject({
      pickupCourier: 'steadfast',
      pickupReference: String(requests[0]?.id),
      pickupTrackingCode: parcel.trackingCode,
    });
    expect((await returnLinesOf(orderId)).at(-1)).toMatchObject({
      fromValue: 'accepted',
      toValue: 'on_way_back',
      note: `Steadfast return request ${requests[0]?.id} · tracking ${parcel.trackingCode} · Fragile`,
    });
    const calls = await callsOf(orderId);
    expect(calls).toMatchObject([
      { courier: 'steadfast', ok: true, httpStatus: 200, shipmentId: parcel.id },
    ]);
    const recorded = JSON.stringify(calls);
    expect(recorded).not.toContain(steadfast.settings.secretKey);
    expect(recorded).not.toContain(steadfast.settings.apiKey);
  });

  it('a refusal answers 422 in Steadfast’s words and writes nothing but the call', async () => {
    const { orderId, parcel, id } = await acceptedSteadfastReturn();
    const before = await returnRow(id);
    const linesBefore = await returnLinesOf(orderId);
    steadfast.setMode({ kind: 'refusing', words: 'Return requests are paused for this account' });
    const refused = await pickup(id, { courier: 'steadfast' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('COURIER_REFUSED');
    expect(refused.json().message).toContain('Return requests are paused for this account');
    expect(await returnRow(id)).toMatchObject({
      status: 'accepted',
      pickupCourier: null,
      pickupReference: null,
      pickupTrackingCode: null,
      decidedAt: before.decidedAt,
    });
    expect(await returnLinesOf(orderId)).toEqual(linesBefore);
    expect(await callsOf(orderId)).toMatchObject([
      { ok: false, shipmentId: parcel.id, message: 'Return requests are paused for this account' },
    ]);

    steadfast.setMode({ kind: 'normal' });
    const again = await pickup(id, { courier: 'steadfast' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('an outage or a slow answer is 503 COURIER_UNAVAILABLE with nothing written', async () => {
    const { orderId, id } = await acceptedSteadfastReturn();
    steadfast.setMode({ kind: 'down' });
    const down = await pickup(id, { courier: 'steadfast' });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().code).toBe('COURIER_UNAVAILABLE');
    expect(await returnRow(id)).toMatchObject({ status: 'accepted', pickupCourier: null });

    steadfast.setMode({ kind: 'slow', ms: 2500 });
    const slow = await pickup(id, { courier: 'steadfast' });
    expect(slow.statusCode, slow.body).toBe(503);
    expect(await returnRow(id)).toMatchObject({ status: 'accepted', pickupCourier: null });
    expect(await returnLinesOf(orderId)).toHaveLength(1);
    expect((await callsOf(orderId)).map((call) => call.ok)).toEqual([false, false]);
  });

  it('two admins booking at once: one Steadfast request, one 409', async () => {
    const { orderId, parcel, id } = await acceptedSteadfastReturn();
    const answers = await Promise.all([
      pickup(id, { courier: 'steadfast' }, admin),
      pickup(id, { courier: 'steadfast' }, otherAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const requests = [...steadfast.returnRequests.values()].filter(
      (request) => String(request.consignment_id) === parcel.consignmentId,
    );
    expect(requests).toHaveLength(1);
    expect(await callsOf(orderId)).toHaveLength(1);
  });
});

describe('who may', () => {
  it('refuses shoppers (403) and the signed out (401)', async () => {
    const order = await deliveredOrder(t.app, admin, customer);
    const id = await asked(order);
    const tries = [
      (who?: SignedInShopper) => injectAs(t.app, who, 'GET', '/api/admin/returns'),
      (who?: SignedInShopper) => injectAs(t.app, who, 'GET', `/api/admin/returns/${id}`),
      (who?: SignedInShopper) =>
        injectAs(t.app, who, 'POST', `/api/admin/returns/${id}/decision`, { decision: 'accept' }),
      (who?: SignedInShopper) =>
        injectAs(t.app, who, 'POST', `/api/admin/returns/${id}/pickup`, { courier: 'steadfast' }),
    ];
    for (const attempt of tries) {
      expect((await attempt(customer)).statusCode).toBe(403);
      expect((await attempt(undefined)).statusCode).toBe(401);
    }
    expect(await returnRow(id)).toMatchObject({ status: 'requested' });
    expect(await returnLinesOf(order.id)).toEqual([]);
  });
});
