/**
 * Phones' delivery records against the Steadfast and Pathao stand-ins (real HTTP servers in test
 * code): the shop's own record (parcels by how they ended, and orders cancelled while held for a
 * call), the courier's fraud check cached a day per phone and recorded in courier_calls, a courier
 * that is down answering its row's error (never a 5xx), and `risky` on the admin orders list and
 * its filter, which never call a courier. Parcels are written straight to the database.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/order';
import { courierCache, courierCalls } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { insertOrder, insertParcel } from '../../test/fixtures/parcels';
import { type PathaoStandIn, startPathaoStandIn } from '../../test/stand-ins/pathao-stand-in';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../../test/stand-ins/steadfast-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../test/test-app';
import { phoneCacheKey } from './phone-record';

let t: TestApp;
let steadfast: SteadfastStandIn;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  const base = testConfig();
  t = await createTestApp({
    couriers: {
      ...base.couriers,
      steadfast: steadfast.settings,
      callTimeoutMs: 1500,
      riskySuccessRate: 60,
    },
  });
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t?.close();
  await steadfast?.close();
});
beforeEach(() => {
  steadfast.setMode({ kind: 'normal' });
});

async function record(orderId: string): Promise<DeliveryRecord> {
  const answer = await injectAs(
    t.app,
    admin,
    'GET',
    `/api/admin/orders/${orderId}/delivery-record`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const fraudChecks = () => steadfast.calls.filter((call) => call.operation === 'fraud_check').length;

describe('the shop’s own record', () => {
  it('counts parcels by how they ended, and orders cancelled while held for a call', async () => {
    const phone = '01811000001';
    await insertParcel(t.db, { phone, status: 'delivered' });
    await insertParcel(t.db, { phone, status: 'partial_delivered' });
    await insertParcel(t.db, { phone, status: 'returned', orderStatus: 'shipped' });
    await insertParcel(t.db, { phone, status: 'cancelled', orderStatus: 'shipped' });
    // Held for a confirmation call nobody answered, then cancelled, through the admin's routes.
    const unconfirmed = await insertOrder(t.db, { phone, status: 'processing' });
    const held = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${unconfirmed}/hold`, {
      held: true,
    });
    expect(held.statusCode, held.body).toBe(200);
    const cancelled = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${unconfirmed}/status`,
      {
        status: 'cancelled',
        note: 'No answer to three calls',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Cancelled for another reason (the shopper changed their mind): says nothing about the phone.
    await insertOrder(t.db, { phone, status: 'cancelled' });
    const current = await insertOrder(t.db, { phone, status: 'processing' });
    await insertParcel(t.db, { phone: '01811000099', status: 'returned' });

    const body = await record(current);
    expect(body.phone).toBe(phone);
    expect(body.shop).toEqual({ delivered: 2, returned: 1, cancelled: 2, successRate: 40 });
    expect(body).toMatchObject({ risky: true, riskySuccessRate: 60 });
  });
});

describe('the courier’s record', () => {
  it('asks Steadfast once a day per phone, recording the call against the order', async () => {
    const phone = '01811000002';
    steadfast.setFraudRecord(phone, { delivered: 9, cancelled: 1 });
    await insertParcel(t.db, { phone, status: 'delivered' });
    const orderId = await insertOrder(t.db, { phone, status: 'processing' });
    const before = fraudChecks();

    const first = await record(orderId);
    expect(first.couriers).toEqual([
      {
        courier: 'steadfast',
        record: { delivered: 9, returned: 0, cancelled: 1, successRate: 90 },
        fetchedAt: expect.any(String),
        error: null,
      },
    ]);
    expect(first.risky).toBe(false);
    expect(fraudChecks()).toBe(before + 1);
    const calls = await t.db.select().from(courierCalls).where(eq(courierCalls.orderId, orderId));
    expect(calls).toMatchObject([{ courier: 'steadfast', operation: 'fraud_check', ok: true }]);

    // Another order from the same phone within the day: the cached record, no call.
    const again = await record(await insertOrder(t.db, { phone, status: 'processing' }));
    expect(again.couriers[0]?.record?.delivered).toBe(9);
    expect(fraudChecks()).toBe(before + 1);

    // A day later it is asked afresh.
    steadfast.setFraudRecord(phone, { delivered: 1, cancelled: 4 });
    await t.db
      .update(courierCache)
      .set({ fetchedAt: sql`now() - interval '25 hours'` })
      .where(
        and(eq(courierCache.courier, 'steadfast'), eq(courierCache.key, phoneCacheKey(phone))),
      );
    const later = await record(orderId);
    expect(fraudChecks()).toBe(before + 2);
    expect(later.couriers[0]?.record).toMatchObject({
      delivered: 1,
      cancelled: 4,
      successRate: 20,
    });
    expect(later.risky).toBe(true);
  });

  it('answers the row’s error when Steadfast is down, with the last record when there is one', async () => {
    const phone = '01811000003';
    const orderId = await insertOrder(t.db, { phone, status: 'processing' });
    steadfast.setMode({ kind: 'down' });
    const down = await record(orderId);
    expect(down.couriers[0]).toMatchObject({ courier: 'steadfast', record: null, fetchedAt: null });
    expect(down.couriers[0]?.error).toMatch(/did not answer/);
    expect(down.risky).toBe(false);
    const calls = await t.db.select().from(courierCalls).where(eq(courierCalls.orderId, orderId));
    expect(calls).toMatchObject([{ operation: 'fraud_check', ok: false }]);

    steadfast.setMode({ kind: 'normal' });
    steadfast.setFraudRecord(phone, { delivered: 2, cancelled: 3 });
    expect((await record(orderId)).couriers[0]?.error).toBeNull();
    await t.db
      .update(courierCache)
      .set({ fetchedAt: sql`now() - interval '3 days'` })
      .where(eq(courierCache.key, phoneCacheKey(phone)));
    steadfast.setMode({ kind: 'down' });
    const stale = await record(orderId);
    expect(stale.couriers[0]?.record).toMatchObject({ delivered: 2, cancelled: 3 });
    expect(stale.couriers[0]?.error).toMatch(/last time/);
    expect(stale.risky).toBe(true);
  });

  it('is for admins only, and 404 for an order that is not there', async () => {
    const orderId = await insertOrder(t.db, { phone: '01811000004', status: 'processing' });
    const url = `/api/admin/orders/${orderId}/delivery-record`;
    expect((await injectAs(t.app, undefined, 'GET', url)).statusCode).toBe(401);
    expect((await injectAs(t.app, customer, 'GET', url)).statusCode).toBe(403);
    for (const id of [crypto.randomUUID(), 'nope']) {
      const missing = await injectAs(
        t.app,
        admin,
        'GET',
        `/api/admin/orders/${id}/delivery-record`,
      );
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('risky on the orders list', () => {
  it('flags orders from a risky phone by the shop’s or a cached courier record, never calling one', async () => {
    const byShop = '01911000001';
    const byCourier = '01911000002';
    const fine = '01911000003';
    const unknown = '01911000004';
    await insertParcel(t.db, { phone: byShop, status: 'returned', orderStatus: 'shipped' });
    const shopOrder = await insertOrder(t.db, { phone: byShop, status: 'processing' });
    steadfast.setFraudRecord(byCourier, { delivered: 1, cancelled: 3 });
    const courierOrder = await insertOrder(t.db, { phone: byCourier, status: 'processing' });
    await record(courierOrder);
    steadfast.setFraudRecord(fine, { delivered: 7, cancelled: 1 });
    await insertParcel(t.db, { phone: fine, status: 'delivered' });
    const fineOrder = await insertOrder(t.db, { phone: fine, status: 'processing' });
    await record(fineOrder);
    // A phone the courier knows badly but nobody has looked up: listing does not ask.
    steadfast.setFraudRecord(unknown, { delivered: 0, cancelled: 5 });
    const unknownOrder = await insertOrder(t.db, { phone: unknown, status: 'processing' });
    const calls = fraudChecks();

    const listed = await injectAs(t.app, admin, 'GET', '/api/admin/orders?q=0191100');
    expect(listed.statusCode, listed.body).toBe(200);
    const flags = Object.fromEntries(
      (listed.json().orders as Order[]).map((order) => [order.id, order.risky]),
    );
    expect(flags[shopOrder]).toBe(true);
    expect(flags[courierOrder]).toBe(true);
    expect(flags[fineOrder]).toBe(false);
    expect(flags[unknownOrder]).toBe(false);

    const filtered = await injectAs(
      t.app,
      admin,
      'GET',
      '/api/admin/orders?q=0191100&delivery=risky',
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    const ids = (filtered.json().orders as Order[]).map((order) => order.id);
    expect(ids).toContain(shopOrder);
    expect(ids).toContain(courierOrder);
    expect(ids).not.toContain(fineOrder);
    expect(ids).not.toContain(unknownOrder);
    expect(filtered.json().orders.every((order: Order) => order.risky)).toBe(true);
    expect(filtered.json().total).toBe(ids.length);
    expect(fraudChecks()).toBe(calls);

    const csv = await injectAs(
      t.app,
      admin,
      'GET',
      '/api/admin/orders.csv?q=0191100&delivery=risky',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(shopOrder);
    expect(csv.body).not.toContain(fineOrder);
  });
});

describe('with Steadfast and Pathao both configured', () => {
  let both: TestApp;
  let pathao: PathaoStandIn;
  beforeAll(async () => {
    pathao = await startPathaoStandIn();
    const base = testConfig();
    both = await createTestApp({
      couriers: {
        ...base.couriers,
        steadfast: steadfast.settings,
        pathao: pathao.settings,
        callTimeoutMs: 1500,
        riskySuccessRate: 60,
      },
    });
  });
  afterAll(async () => {
    await both?.close();
    await pathao?.close();
  });

  it('answers each courier’s row, one down without spoiling the other', async () => {
    const bothAdmin = await createAdmin(both.app, both.db);
    const phone = '01611000001';
    steadfast.setFraudRecord(phone, { delivered: 8, cancelled: 2 });
    pathao.customers.set(phone, { total_delivery: 10, successful_delivery: 5 });
    const orderId = await insertOrder(both.db, { phone, status: 'processing' });
    const url = `/api/admin/orders/${orderId}/delivery-record`;

    const answered = await injectAs(both.app, bothAdmin, 'GET', url);
    expect(answered.statusCode, answered.body).toBe(200);
    const body = answered.json() as DeliveryRecord;
    expect(body.couriers.map((row) => [row.courier, row.record?.successRate, row.error])).toEqual([
      ['steadfast', 80, null],
      ['pathao', 50, null],
    ]);
    expect(body.risky).toBe(true);

    const other = '01611000002';
    steadfast.setFraudRecord(other, { delivered: 3, cancelled: 0 });
    pathao.setMode('down');
    try {
      const otherOrder = await insertOrder(both.db, { phone: other, status: 'processing' });
      const partly = await injectAs(
        both.app,
        bothAdmin,
        'GET',
        `/api/admin/orders/${otherOrder}/delivery-record`,
      );
      expect(partly.statusCode, partly.body).toBe(200);
      const [steadfastRow, pathaoRow] = (partly.json() as DeliveryRecord).couriers;
      expect(steadfastRow).toMatchObject({ courier: 'steadfast', error: null });
      expect(steadfastRow?.record?.successRate).toBe(100);
      expect(pathaoRow).toMatchObject({ courier: 'pathao', record: null });
      expect(pathaoRow?.error).toBeTruthy();
      const calls = await both.db
        .select()
        .from(courierCalls)
        .where(and(eq(courierCalls.orderId, otherOrder), eq(courierCalls.courier, 'pathao')));
      expect(calls.some((call) => !call.ok)).toBe(true);
    } finally {
      pathao.setMode('up');
    }
  });
});
