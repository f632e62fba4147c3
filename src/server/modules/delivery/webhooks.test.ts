/**
 * The couriers' webhooks against their stand-ins (real HTTP servers on 127.0.0.1, posting to the
 * shop listening on 127.0.0.1 as the couriers' servers would): a delivery completes the order and
 * its cash, a forged or replayed or doubled webhook changes nothing more, unknown and unreadable
 * ones are refused with a 4xx, and Pathao's handshake gets its 202 and header.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courierCalls, outgoingMessages, profiles } from '../../db/schema';
import { createShopper, lastMailTo } from '../../test/fixtures/accounts';
import {
  type BookedParcel,
  bookedSteadfastParcel,
  parcelState,
} from '../../test/fixtures/parcel-statuses';
import {
  PATHAO_INTEGRATION_SECRET,
  type PathaoStandIn,
  startPathaoStandIn,
} from '../../test/stand-ins/pathao-stand-in';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../../test/stand-ins/steadfast-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let steadfast: SteadfastStandIn;
let pathao: PathaoStandIn;
let shopUrl: string;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  pathao = await startPathaoStandIn();
  t = await createTestApp({
    couriers: {
      ...testConfig().couriers,
      steadfast: steadfast.settings,
      pathao: undefined,
      callTimeoutMs: 1500,
    },
  });
  shopUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  await steadfast.close();
  await pathao.close();
});

const steadfastUrl = () => `${shopUrl}/api/webhooks/steadfast`;
const book = (options?: Parameters<typeof bookedSteadfastParcel>[2]) =>
  bookedSteadfastParcel(t.db, steadfast, options);

const webhookCalls = (shipmentId: string) =>
  t.db
    .select()
    .from(courierCalls)
    .where(and(eq(courierCalls.shipmentId, shipmentId), eq(courierCalls.operation, 'webhook')));

async function unchanged(parcel: BookedParcel) {
  const state = await parcelState(t.db, parcel);
  expect(state.shipment.status).toBe('booked');
  expect(state.order).toMatchObject({ status: 'shipped', paymentStatus: 'pending' });
  expect(state.events).toEqual([]);
}

describe("Steadfast's webhook", () => {
  it('delivers the order, completes its cash, records the call and tells the shopper', async () => {
    const parcel = await book();
    const [reply] = await steadfast.pushStatus(steadfastUrl(), parcel.consignmentId, 'delivered', {
      deliveryCharge: 60,
    });
    expect(reply?.status, JSON.stringify(reply?.body)).toBe(200);
    expect(reply?.body).toMatchObject({ status: 'success' });

    const state = await parcelState(t.db, parcel);
    expect(state.shipment).toMatchObject({ status: 'delivered', collectedAmount: 106_000 });
    expect(state.shipment.deliveredAt).not.toBeNull();
    expect(state.order).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    expect(state.events).toHaveLength(1);
    expect(state.events[0]).toMatchObject({ source: 'webhook', status: 'delivered' });
    expect(state.history.map((line) => [line.kind, line.toValue])).toEqual(
      expect.arrayContaining([
        ['delivery', 'delivered'],
        ['status', 'delivered'],
        ['payment', 'completed'],
      ]),
    );
    const [call, ...more] = await webhookCalls(parcel.shipmentId);
    expect(more).toEqual([]);
    expect(call).toMatchObject({ courier: 'steadfast', ok: true, httpStatus: 200 });
    expect(call?.message).not.toContain(steadfast.settings.webhookToken);

    const mail = await vi.waitFor(() => lastMailTo(t.app, parcel.email));
    expect(mail.subject).toBe(
      `Your ${t.config.shop.name} order #${parcel.orderId.slice(0, 8)} is delivered`,
    );
    expect(mail.text).toContain(`https://steadfast.com.bd/t/${parcel.trackingCode}`);
  });

  it('refuses a forged token with 401, changes nothing and stores nothing', async () => {
    const parcel = await book();
    const webhookCalls = async () =>
      (await t.db.select().from(courierCalls).where(eq(courierCalls.operation, 'webhook'))).length;
    const callsBefore = await webhookCalls();
    for (const token of ['forged-token', null]) {
      const [reply] = await steadfast.pushStatus(
        steadfastUrl(),
        parcel.consignmentId,
        'delivered',
        {
          token,
        },
      );
      expect(reply?.status).toBe(401);
      expect(reply?.body).toMatchObject({ statusCode: 401 });
    }
    await unchanged(parcel);
    // Anyone can send a forged call, so none is written to the shop's tables.
    expect(await webhookCalls()).toBe(callsBefore);
  });

  it('takes a replayed webhook with 200 and changes nothing more', async () => {
    const parcel = await book();
    steadfast.setStatus(parcel.consignmentId, 'hold', 'Customer asked to come tomorrow');
    const payload = steadfast.deliveryStatusPayload(parcel.consignmentId);
    const first = await steadfast.sendWebhook(steadfastUrl(), payload);
    const again = await steadfast.sendWebhook(steadfastUrl(), payload);
    expect([first.status, again.status]).toEqual([200, 200]);
    const state = await parcelState(t.db, parcel);
    expect(state.events).toHaveLength(1);
    expect(state.shipment.status).toBe('on_hold');
    expect(state.history.filter((line) => line.kind === 'delivery')).toHaveLength(1);
    expect(await webhookCalls(parcel.shipmentId)).toHaveLength(2);
  });

  it('records one event and one history line from ten copies at once', async () => {
    const parcel = await book();
    steadfast.setStatus(parcel.consignmentId, 'delivered');
    const payload = steadfast.deliveryStatusPayload(parcel.consignmentId);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => steadfast.sendWebhook(steadfastUrl(), payload)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const state = await parcelState(t.db, parcel);
    expect(state.events).toHaveLength(1);
    expect(state.history.filter((line) => line.kind === 'delivery')).toHaveLength(1);
    expect(state.history.filter((line) => line.kind === 'payment')).toHaveLength(1);
    expect(state.order).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
  });

  it('answers 404 UNKNOWN_PARCEL for a consignment the shop never booked', async () => {
    const payload = { ...steadfast.deliveryStatusPayload((await book()).consignmentId) };
    payload.consignment_id = 999_999_999;
    payload.invoice = 'NEVER-BOOKED';
    const reply = await steadfast.sendWebhook(steadfastUrl(), payload);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'UNKNOWN_PARCEL' });
  });

  it('answers 400 for an unreadable body, never a 5xx', async () => {
    const parcel = await book();
    const bodies: unknown[] = [
      {},
      { notification_type: 'delivery_status', consignment_id: 'abc', status: 42 },
      [1, 2, 3],
      'just words',
      { notification_type: 'delivery_status', consignment_id: Number(parcel.consignmentId) },
    ];
    for (const body of bodies) {
      const reply = await steadfast.sendWebhook(steadfastUrl(), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const notJson = await fetch(steadfastUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${steadfast.settings.webhookToken}`,
      },
      body: '{"consignment_id": ',
    });
    expect(notJson.status).toBe(400);
    const huge = await fetch(steadfastUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${steadfast.settings.webhookToken}`,
      },
      body: JSON.stringify({ message: 'x'.repeat(64 * 1024) }),
    });
    expect(huge.status).toBe(413);
    await unchanged(parcel);
  });

  it("texts the delivery in the shopper's language when they asked for SMS", async () => {
    const shopper = await createShopper(t.app);
    await t.db
      .update(profiles)
      .set({ notifySms: true, locale: 'bn' })
      .where(eq(profiles.userId, shopper.userId));
    const parcel = await book({ userId: shopper.userId });
    const queued = () =>
      t.db.select().from(outgoingMessages).where(eq(outgoingMessages.orderId, parcel.orderId));
    const [reply] = await steadfast.pushStatus(steadfastUrl(), parcel.consignmentId, 'delivered');
    expect(reply?.status).toBe(200);
    const messages = await queued();
    const sms = messages.filter((message) => message.channel === 'sms');
    expect(sms.map((message) => message.topic)).toEqual(['delivery.delivered']);
    expect(sms[0]?.body).toContain('পৌঁছে গেছে');
    // The e-mail switch is on too: the same news is queued as an e-mail, once.
    const mails = messages.filter((message) => message.channel === 'email');
    expect(mails.map((message) => message.topic)).toEqual(['delivery.delivered']);
  });
});

describe("Pathao's webhook", () => {
  let withPathao: TestApp;
  let pathaoUrl: () => string;
  beforeAll(async () => {
    withPathao = await createTestApp({
      couriers: { ...testConfig().couriers, pathao: pathao.settings, callTimeoutMs: 1500 },
    });
    const url = await withPathao.app.listen({ host: '127.0.0.1', port: 0 });
    pathaoUrl = () => `${url}/api/webhooks/pathao`;
  });
  afterAll(() => withPathao.close());

  it('answers the integration handshake with 202 and its header', async () => {
    const reply = await pathao.handshake(pathaoUrl());
    expect(reply.status).toBe(202);
    expect(reply.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe(
      PATHAO_INTEGRATION_SECRET,
    );
  });

  it('refuses a handshake with a wrong signature', async () => {
    const reply = await pathao.handshake(pathaoUrl(), 'wrong');
    expect(reply.status).toBe(401);
  });
});

describe('a courier the shop does not use', () => {
  it('answers 404 COURIER_NOT_CONFIGURED', async () => {
    {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/pathao',
        payload: { event: 'webhook_integration' },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'COURIER_NOT_CONFIGURED' });
    }
  });
});
