/**
 * A parcel's news recorded by applyParcelUpdate (as the webhooks and the poll call it), and the
 * admin's hand on a parcel: a manual booking, cancelling, holding for a call, restocking or
 * resolving after a return; what shoppers, /track and the admin list see. The courier's parcel is
 * a manual booking given a Steadfast consignment id, so these run without the courier's stand-in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '#shared/orders';
import { shipmentEvents, shipments } from '../../db/schema';
import type { ParcelUpdate } from '../../integrations/couriers/courier';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import {
  historyOf,
  orderRow,
  processingOrder,
  shipmentRows,
  stockOf,
} from '../../test/fixtures/delivery';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { applyParcelUpdate, UnknownParcelError } from './apply-update';

let t: TestApp;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

const manual = { courier: 'manual', courierLabel: 'Sundarban Courier', trackingCode: 'SB-1001' };

async function bookManual(orderId: string) {
  const booked = await injectAs(
    t.app,
    admin,
    'POST',
    `/api/admin/orders/${orderId}/shipment`,
    manual,
  );
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json();
}

let consignments = 9_000_000;
/** A shipped order whose parcel Steadfast carries, consignment id answered. */
async function shippedWithSteadfast(options: { paid?: boolean; productId?: number } = {}) {
  const order = await processingOrder(t.app, admin, customer, options);
  await bookManual(order.id);
  const consignmentId = String(consignments++);
  await t.db
    .update(shipments)
    .set({
      courier: 'steadfast',
      courierLabel: null,
      consignmentId,
      trackingCode: `TRK${consignmentId}`,
    })
    .where(eq(shipments.orderId, order.id));
  return { ...order, consignmentId };
}

function update(consignmentId: string, overrides: Partial<ParcelUpdate> = {}): ParcelUpdate {
  const status = overrides.status ?? 'in_transit';
  const occurredAt = overrides.occurredAt ?? new Date();
  return {
    consignmentId,
    reference: null,
    status,
    courierStatus: status,
    message: null,
    occurredAt,
    collectedAmount: null,
    charge: null,
    eventKey: `steadfast:${consignmentId}:${status}:${occurredAt.toISOString()}`,
    ...overrides,
  };
}

const apply = (u: ParcelUpdate) =>
  applyParcelUpdate(t.db, { courier: 'steadfast', update: u, source: 'webhook' });

describe('a manual parcel', () => {
  it('ships the order with the courier and tracking number in its history and for the shopper', async () => {
    const order = await processingOrder(t.app, admin, customer);
    const shipped = await bookManual(order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.deliveryAttention).toBeNull();
    expect(shipped.shipment).toMatchObject({
      courier: 'manual',
      courierLabel: 'Sundarban Courier',
      trackingCode: 'SB-1001',
      trackingUrl: null,
      status: 'booked',
    });
    const lines = shipped.history.slice(-2);
    expect(lines).toMatchObject([
      { kind: 'status', from: 'processing', to: 'shipped' },
      {
        kind: 'delivery',
        from: null,
        to: 'booked',
        note: 'Booked with Sundarban Courier · tracking SB-1001',
      },
    ]);
    const [row] = await shipmentRows(t.db, order.id);
    expect(row).toMatchObject({ codAmount: order.total, weightGrams: 500 });

    const mine = await injectAs(t.app, customer, 'GET', `/api/orders/${order.id}`);
    expect(mine.json().shipment.events).toHaveLength(1);
    expect(mine.json()).not.toHaveProperty('deliveryAttention');
    const tracked = await injectAs(t.app, undefined, 'POST', '/api/track', {
      orderNumber: shortOrderId(order.id),
      phone: '01712345678',
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().shipment).toMatchObject({ trackingCode: 'SB-1001', status: 'booked' });
    // Booked once: a second booking of the same order is refused.
    const again = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/shipment`,
      manual,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code ?? again.json().message).toBeTruthy();
    expect(await shipmentRows(t.db, order.id)).toHaveLength(1);
  });

  it("ends with the admin's own move of its order to delivered (no courier reports on it)", async () => {
    const order = await processingOrder(t.app, admin, customer);
    await bookManual(order.id);
    const moved = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'delivered',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await shipmentRows(t.db, order.id);
    expect(row?.status).toBe('delivered');
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    // The shopper's journey, built from the parcel's events, reaches Delivered too (issue 37).
    const mine = await injectAs(t.app, customer, 'GET', `/api/orders/${order.id}`);
    expect(mine.json().status).toBe('delivered');
    expect(mine.json().shipment.events.map((e: { status: string }) => e.status)).toEqual([
      'booked',
      'delivered',
    ]);
    expect(mine.json().shipment.events[1].at).toBe(row?.deliveredAt?.toISOString());
    const tracked = await injectAs(t.app, undefined, 'POST', '/api/track', {
      orderNumber: shortOrderId(order.id),
      phone: '01712345678',
    });
    expect(tracked.json().shipment).toMatchObject({
      status: 'delivered',
      events: [
        expect.objectContaining({ status: 'booked' }),
        expect.objectContaining({ status: 'delivered' }),
      ],
    });
  });

  it('ends cancelled, with the event, when the admin cancels its order', async () => {
    const order = await processingOrder(t.app, admin, customer);
    await bookManual(order.id);
    const moved = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mine = await injectAs(t.app, customer, 'GET', `/api/orders/${order.id}`);
    expect(mine.json().shipment).toMatchObject({
      status: 'cancelled',
      events: [
        expect.objectContaining({ status: 'booked' }),
        expect.objectContaining({ status: 'cancelled' }),
      ],
    });
  });

  it('is refused for an order held for a call (409 HELD_FOR_CALL) until it is released', async () => {
    const order = await processingOrder(t.app, admin, customer);
    const held = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/hold`, {
      held: true,
      note: 'Phone returned 3 parcels',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().heldForCall).toBe(true);
    const refused = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/shipment`,
      manual,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HELD_FOR_CALL');
    expect(await shipmentRows(t.db, order.id)).toHaveLength(0);
    expect((await orderRow(t.db, order.id)).status).toBe('processing');
    const listed = await injectAs(t.app, admin, 'GET', '/api/admin/orders?delivery=held');
    expect(listed.json().orders.map((o: { id: string }) => o.id)).toContain(order.id);

    await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/hold`, { held: false });
    await bookManual(order.id);
    const history = await historyOf(t.db, order.id);
    expect(history.filter((line) => line.kind === 'delivery').map((line) => line.toValue)).toEqual([
      'held',
      'released',
      'booked',
    ]);
  });

  it('is for admins only', async () => {
    const order = await processingOrder(t.app, admin, customer);
    for (const [method, path, body] of [
      ['POST', 'shipment', manual],
      ['POST', 'shipment/cancel', undefined],
      ['POST', 'hold', { held: true }],
      ['POST', 'delivery-attention', { action: 'resolve' }],
      ['GET', 'delivery', undefined],
    ] as const) {
      const url = `/api/admin/orders/${order.id}/${path}`;
      expect((await injectAs(t.app, undefined, method, url, body)).statusCode).toBe(401);
      expect((await injectAs(t.app, customer, method, url, body)).statusCode).toBe(403);
    }
    expect(await shipmentRows(t.db, order.id)).toHaveLength(0);
  });
});

describe('applyParcelUpdate', () => {
  it('delivered: the order delivered and the cash collected by Steadfast', async () => {
    const order = await shippedWithSteadfast();
    await apply(update(order.consignmentId, { status: 'in_transit', message: 'At Mirpur hub' }));
    const result = await apply(
      update(order.consignmentId, {
        status: 'delivered',
        courierStatus: 'delivered',
        collectedAmount: order.total,
        charge: 6000,
      }),
    );
    expect(result).toMatchObject({
      outcome: 'applied',
      from: 'in_transit',
      to: 'delivered',
      orderDelivered: true,
      paymentCompleted: true,
      attention: null,
    });
    expect(result.order).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    const [row] = await shipmentRows(t.db, order.id);
    expect(row).toMatchObject({ status: 'delivered', collectedAmount: order.total, charge: 6000 });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    const lines = (await historyOf(t.db, order.id)).slice(-4);
    expect(lines.map((line) => [line.kind, line.fromValue, line.toValue, line.note])).toEqual([
      ['delivery', 'booked', 'in_transit', 'At Mirpur hub'],
      ['delivery', 'in_transit', 'delivered', 'delivered'],
      ['status', 'shipped', 'delivered', 'Delivered by Steadfast'],
      ['payment', 'pending', 'completed', 'Collected by Steadfast'],
    ]);
    expect(result.order.shipment?.events.map((event) => event.status)).toEqual([
      'booked',
      'in_transit',
      'delivered',
    ]);
  });

  it('delivered to a paid order: the payment stays as it was', async () => {
    const order = await shippedWithSteadfast({ paid: true });
    const [row] = await shipmentRows(t.db, order.id);
    expect(row?.codAmount).toBe(0);
    const result = await apply(update(order.consignmentId, { status: 'delivered' }));
    expect(result).toMatchObject({ orderDelivered: true, paymentCompleted: false });
    const history = await historyOf(t.db, order.id);
    expect(history.filter((line) => line.kind === 'payment')).toHaveLength(1);
  });

  it('a replayed event changes nothing, and a late one never moves the parcel back', async () => {
    const order = await shippedWithSteadfast();
    const delivered = update(order.consignmentId, { status: 'delivered' });
    await apply(delivered);
    const before = await historyOf(t.db, order.id);
    const replay = await apply(delivered);
    expect(replay.outcome).toBe('known');
    const stale = await apply(
      update(order.consignmentId, {
        status: 'in_transit',
        occurredAt: new Date(Date.now() - 3_600_000),
        charge: 6000,
      }),
    );
    expect(stale).toMatchObject({ outcome: 'stale', from: 'delivered', to: 'delivered' });
    expect(await historyOf(t.db, order.id)).toHaveLength(before.length);
    const [row] = await shipmentRows(t.db, order.id);
    // Its figures are kept (a fee stated late), its status is not.
    expect(row).toMatchObject({ status: 'delivered', charge: 6000 });
    expect((await orderRow(t.db, order.id)).status).toBe('delivered');
    const events = await t.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, row?.id ?? ''));
    expect(events).toHaveLength(3);
  });

  it('an unknown consignment is a typed error, and nothing is written', async () => {
    await expect(apply(update('404404404'))).rejects.toBeInstanceOf(UnknownParcelError);
  });

  it('returned: the order flagged, the stock untouched until the admin restocks', async () => {
    const stockBefore = await stockOf(t.db, 2);
    const order = await shippedWithSteadfast({ productId: 2 });
    expect(await stockOf(t.db, 2)).toBe(stockBefore - 1);
    const result = await apply(
      update(order.consignmentId, { status: 'returned', message: 'Customer refused' }),
    );
    expect(result).toMatchObject({
      outcome: 'applied',
      attention: 'returned',
      orderDelivered: false,
    });
    expect(result.order).toMatchObject({ status: 'shipped', deliveryAttention: 'returned' });
    expect(await stockOf(t.db, 2)).toBe(stockBefore - 1);
    const listed = await injectAs(t.app, admin, 'GET', '/api/admin/orders?delivery=attention');
    expect(listed.json().orders.map((o: { id: string }) => o.id)).toContain(order.id);

    const restocked = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/delivery-attention`,
      { action: 'restock' },
    );
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json()).toMatchObject({ status: 'cancelled', deliveryAttention: null });
    expect(await stockOf(t.db, 2)).toBe(stockBefore);
    const again = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/delivery-attention`,
      { action: 'restock' },
    );
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t.db, 2)).toBe(stockBefore);
  });

  it('returned then re-shipped: booking again clears the flag, the order stays shipped', async () => {
    const order = await shippedWithSteadfast();
    await apply(update(order.consignmentId, { status: 'returned' }));
    const reshipped = await bookManual(order.id);
    expect(reshipped).toMatchObject({ status: 'shipped', deliveryAttention: null });
    expect(reshipped.shipment).toMatchObject({ courier: 'manual', status: 'booked' });
    expect(await shipmentRows(t.db, order.id)).toHaveLength(2);
  });

  it('partly delivered: delivered, paid, and flagged; resolve clears it with a note', async () => {
    const order = await shippedWithSteadfast();
    const result = await apply(
      update(order.consignmentId, { status: 'partial_delivered', collectedAmount: 10_000 }),
    );
    expect(result.order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      deliveryAttention: 'partial',
    });
    const resolved = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/delivery-attention`,
      { action: 'resolve', note: 'Kept one lipstick, refunded by bKash' },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().deliveryAttention).toBeNull();
    expect(resolved.json().history.at(-1)).toMatchObject({
      kind: 'delivery',
      from: 'partial',
      to: 'resolved',
      note: 'Kept one lipstick, refunded by bKash',
    });
  });
});

describe('cancelling a parcel', () => {
  it('records a manual parcel cancelled and flags the order; a second cancel is refused', async () => {
    const order = await processingOrder(t.app, admin, customer);
    await bookManual(order.id);
    const url = `/api/admin/orders/${order.id}/shipment/cancel`;
    const cancelled = await injectAs(t.app, admin, 'POST', url);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'shipped', deliveryAttention: 'cancelled' });
    expect(cancelled.json().shipment.status).toBe('cancelled');
    const again = await injectAs(t.app, admin, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_CANCELLABLE');
  });

  it('reads every parcel with its events for the admin', async () => {
    const order = await shippedWithSteadfast();
    await apply(update(order.consignmentId, { status: 'picked_up' }));
    const read = await injectAs(t.app, admin, 'GET', `/api/admin/orders/${order.id}/delivery`);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json();
    expect(body).toMatchObject({ couriers: [], heldForCall: false, deliveryAttention: null });
    expect(body.booking).toMatchObject({
      phone: '01712345678',
      codAmount: order.total,
      itemCount: 1,
    });
    expect(body.shipments).toHaveLength(1);
    expect(body.shipments[0]).toMatchObject({
      courier: 'steadfast',
      consignmentId: order.consignmentId,
      status: 'picked_up',
      trackingUrl: `https://steadfast.com.bd/t/TRK${order.consignmentId}`,
    });
    expect(body.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'booked',
      'picked_up',
    ]);
  });
});
