/**
 * Booking parcels with Steadfast against its stand-in (a real HTTP server in test code): a cash on
 * delivery order and a paid one, a refusal and an outage that leave nothing written, two bookings
 * of one order at once, and every call recorded for the admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courierCalls } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { auditEntriesOf } from '../../test/fixtures/audit';
import { historyOf, orderRow, processingOrder, shipmentRows } from '../../test/fixtures/delivery';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../../test/stand-ins/steadfast-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let steadfast: SteadfastStandIn;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  const base = testConfig();
  t = await createTestApp({
    couriers: { ...base.couriers, steadfast: steadfast.settings, callTimeoutMs: 1500 },
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

const book = (orderId: string, body: Record<string, unknown> = {}) =>
  injectAs(t.app, admin, 'POST', `/api/admin/orders/${orderId}/shipment`, {
    courier: 'steadfast',
    weightKg: 1.2,
    note: 'Call before coming',
    ...body,
  });

function callsOf(orderId: string) {
  return t.db.select().from(courierCalls).where(eq(courierCalls.orderId, orderId));
}

describe('booking with Steadfast', () => {
  it('books a cash on delivery order: shipped, the whole total to collect, in the history', async () => {
    const order = await processingOrder(t.app, admin, customer);
    const booked = await book(order.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const body = booked.json();
    expect(body.status).toBe('shipped');
    expect(body.shipment).toMatchObject({ courier: 'steadfast', status: 'booked' });
    expect(body.shipment.trackingUrl).toContain(body.shipment.trackingCode);

    const [row] = await shipmentRows(t.db, order.id);
    expect(row).toMatchObject({
      codAmount: order.total,
      weightGrams: 1200,
      note: 'Call before coming',
    });
    const parcel = steadfast.parcels.get(String(row?.consignmentId));
    expect(parcel).toMatchObject({
      recipient_phone: '01712345678',
      cod_amount: Math.ceil(order.total / 100),
      tracking_code: row?.trackingCode,
    });
    expect(parcel?.invoice).toBe(`${order.id.slice(0, 8)}-1`);
    expect(row?.reference).toBe(parcel?.invoice);

    const lines = (await historyOf(t.db, order.id)).slice(-2);
    const note = `Booked with Steadfast · tracking ${row?.trackingCode}`;
    expect(lines.map((line) => [line.kind, line.fromValue, line.toValue, line.note])).toEqual([
      ['status', 'processing', 'shipped', note],
      ['delivery', null, 'booked', note],
    ]);
    expect(await auditEntriesOf(t.db, 'order', order.id, 'delivery.book')).toMatchObject([
      {
        actorId: admin.userId,
        area: 'delivery',
        before: { status: 'processing', deliveryAttention: null },
        after: {
          status: 'shipped',
          shipmentId: row?.id,
          courier: 'Steadfast',
          trackingCode: row?.trackingCode,
          codAmount: order.total,
          weightGrams: 1200,
        },
      },
    ]);
    const calls = await callsOf(order.id);
    expect(calls).toMatchObject([{ operation: 'book', ok: true, shipmentId: row?.id }]);

    const read = await injectAs(t.app, admin, 'GET', `/api/admin/orders/${order.id}/delivery`);
    expect(read.json().couriers).toEqual(['steadfast']);
    expect(read.json().shipments[0].calls).toHaveLength(1);
    expect(JSON.stringify(read.json())).not.toContain(steadfast.settings.secretKey);
  });

  it('books a paid order with nothing to collect', async () => {
    const order = await processingOrder(t.app, admin, customer, { paid: true });
    const booked = await book(order.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const [row] = await shipmentRows(t.db, order.id);
    expect(row?.codAmount).toBe(0);
    expect(steadfast.parcels.get(String(row?.consignmentId))?.cod_amount).toBe(0);
  });

  it('a refusal answers 422 in Steadfast’s words, writing nothing but the call', async () => {
    const order = await processingOrder(t.app, admin, customer);
    steadfast.setMode({ kind: 'refusing', words: 'Your account is not active' });
    const refused = await book(order.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('COURIER_REFUSED');
    expect(refused.json().message).toContain('Your account is not active');
    expect(await shipmentRows(t.db, order.id)).toHaveLength(0);
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'processing' });
    expect((await historyOf(t.db, order.id)).at(-1)?.toValue).toBe('processing');
    expect(await auditEntriesOf(t.db, 'order', order.id, 'delivery.book')).toHaveLength(0);
    expect(await callsOf(order.id)).toMatchObject([
      { operation: 'book', ok: false, shipmentId: null },
    ]);

    steadfast.setMode({ kind: 'normal' });
    expect((await book(order.id)).statusCode).toBe(200);
  });

  it('an outage answers 503 and writes nothing: booking again works', async () => {
    const order = await processingOrder(t.app, admin, customer);
    steadfast.setMode({ kind: 'down' });
    const down = await book(order.id);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().code).toBe('COURIER_UNAVAILABLE');
    expect(await shipmentRows(t.db, order.id)).toHaveLength(0);
    expect((await orderRow(t.db, order.id)).status).toBe('processing');
    steadfast.setMode({ kind: 'normal' });
    expect((await book(order.id)).statusCode).toBe(200);
  });

  it('a booking whose answer was lost is sent again under the same invoice, so Steadfast never ships twice', async () => {
    const order = await processingOrder(t.app, admin, customer);
    const before = steadfast.parcels.size;
    // Steadfast creates the parcel but answers after the shop stopped waiting (1.5 s here).
    steadfast.setMode({ kind: 'slow', ms: 2500 });
    expect((await book(order.id)).statusCode).toBe(503);
    expect(steadfast.parcels.size).toBe(before + 1);
    steadfast.setMode({ kind: 'normal' });
    const again = await book(order.id);
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().message).toMatch(/invoice/i);
    expect(steadfast.parcels.size).toBe(before + 1);
    expect(await shipmentRows(t.db, order.id)).toHaveLength(0);
  });

  it('two bookings of one order at once make exactly one parcel', async () => {
    const order = await processingOrder(t.app, admin, customer);
    steadfast.setMode({ kind: 'slow', ms: 300 });
    const before = steadfast.parcels.size;
    const answers = await Promise.all([book(order.id), book(order.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('NOT_BOOKABLE');
    expect(await shipmentRows(t.db, order.id)).toHaveLength(1);
    expect(steadfast.parcels.size).toBe(before + 1);
    const shipped = (await historyOf(t.db, order.id)).filter((line) => line.toValue === 'shipped');
    expect(shipped).toHaveLength(1);
  });

  it('a held order is refused before Steadfast is asked (409 HELD_FOR_CALL)', async () => {
    const order = await processingOrder(t.app, admin, customer);
    await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/hold`, { held: true });
    const calls = steadfast.calls.length;
    const refused = await book(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HELD_FOR_CALL');
    expect(steadfast.calls.length).toBe(calls);
  });

  it('Pathao, not configured here, is 404 COURIER_NOT_CONFIGURED', async () => {
    const order = await processingOrder(t.app, admin, customer);
    const refused = await book(order.id, { courier: 'pathao', cityId: 1, zoneId: 2 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('COURIER_NOT_CONFIGURED');
    expect(await shipmentRows(t.db, order.id)).toHaveLength(0);
  });
});
