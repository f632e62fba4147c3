/**
 * The Pathao adapter against the Pathao stand-in (a real HTTP server speaking its merchant API),
 * its OAuth token kept in the test database's gateway_tokens table as in production.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayTokens } from '../../db/schema';
import {
  PATHAO_INTEGRATION_SECRET,
  type PathaoStandIn,
  startPathaoStandIn,
} from '../../test/stand-ins/pathao-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { databaseTokenStore } from '../payments/token-store';
import type { CallRecord, ParcelBooking } from './courier';
import { CourierError, CourierWebhookError } from './courier';
import { createPathaoCourier, type PathaoCourier } from './pathao';

let standIn: PathaoStandIn;
let test: TestApp;
const allRecords: CallRecord[] = [];
let records: CallRecord[] = [];
const onCall = (call: CallRecord) => {
  records.push(call);
  allRecords.push(call);
};

beforeAll(async () => {
  [standIn, test] = await Promise.all([startPathaoStandIn(), createTestApp()]);
});
afterAll(async () => {
  await standIn?.close();
  await test?.close();
});
beforeEach(async () => {
  records = [];
  standIn.setMode('up');
  standIn.setTokenLifetime(432_000);
  await test.db.delete(gatewayTokens);
});

function pathao(timeoutMs = 5000, settings = standIn.settings): PathaoCourier {
  return createPathaoCourier(settings, { tokens: databaseTokenStore(test.db), timeoutMs });
}

let reference = 0;
function parcel(overrides: Partial<ParcelBooking['recipient']> = {}): ParcelBooking {
  reference += 1;
  return {
    reference: `SJ-P-${Date.now()}-${reference}`,
    recipient: {
      name: 'Rahima Akter',
      phone: '01711111111',
      address: 'House 12, Road 5, Gulshan 1, Dhaka',
      city: 'Dhaka',
      pathao: { cityId: 1, zoneId: 298, areaId: 10587 },
      ...overrides,
    },
    codAmount: 125_050,
    weightGrams: 1200,
    itemCount: 2,
    itemDescription: 'Cotton saree ×2',
    note: 'Call before coming',
  };
}

describe('tokens', () => {
  it('grants once and shares the token through gateway_tokens', async () => {
    const before = standIn.grants;
    await pathao().cities(onCall);
    await pathao().zones(1, onCall);
    expect(standIn.grants - before).toBe(1);
    const [row] = await test.db
      .select()
      .from(gatewayTokens)
      .where(eq(gatewayTokens.gateway, 'pathao'));
    expect(row?.refreshToken).toBeTruthy();
    expect(records.map((call) => call.operation)).toEqual(['token', 'locations', 'locations']);
  });

  it('refreshes a token about to expire with its refresh token', async () => {
    standIn.setTokenLifetime(30);
    await pathao().cities(onCall);
    const [grants, refreshes] = [standIn.grants, standIn.refreshes];
    await pathao().cities(onCall);
    expect([standIn.grants - grants, standIn.refreshes - refreshes]).toEqual([0, 1]);
  });

  it('renews a token Pathao rejects (401) and calls again, once', async () => {
    await pathao().cities(onCall);
    standIn.expireTokens();
    records = [];
    const cities = await pathao().cities(onCall);
    expect(cities.length).toBeGreaterThan(0);
    expect(records.map((call) => [call.operation, call.httpStatus])).toEqual([
      ['locations', 401],
      ['token', 200],
      ['locations', 200],
    ]);
  });

  it('grants afresh when the refresh token is revoked too', async () => {
    await pathao().cities(onCall);
    standIn.revokeTokens();
    const grants = standIn.grants;
    await pathao().cities(onCall);
    expect(standIn.grants - grants).toBe(1);
  });

  it('wrong credentials: a CourierError that is not retryable', async () => {
    const wrong = { ...standIn.settings, password: 'not-it' };
    const error = await pathao(5000, wrong)
      .cities(onCall)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).retryable).toBe(false);
  });
});

describe('locations', () => {
  it('lists cities, zones and areas as {id, name}', async () => {
    const courier = pathao();
    expect(await courier.cities(onCall)).toContainEqual({ id: 1, name: 'Dhaka' });
    expect(await courier.zones(1, onCall)).toContainEqual({ id: 298, name: 'Gulshan' });
    expect(await courier.areas(298, onCall)).toEqual([
      { id: 10587, name: 'Gulshan 1' },
      { id: 10588, name: 'Gulshan 2' },
    ]);
    expect(await courier.areas(53, onCall)).toEqual([]);
  });

  it('Pathao down or slow: a retryable CourierError', async () => {
    await pathao().cities(onCall);
    standIn.setMode('down');
    const down = await pathao()
      .cities(onCall)
      .catch((e: unknown) => e);
    expect((down as CourierError).retryable).toBe(true);
    standIn.setMode('slow');
    const slow = await pathao(300)
      .cities(onCall)
      .catch((e: unknown) => e);
    expect((slow as CourierError).retryable).toBe(true);
    expect(records.at(-1)?.message).toContain('no answer within 300ms');
  });
});

describe('book', () => {
  it('books with whole taka, kg and the ids, and reads the consignment and fee', async () => {
    const booking = parcel();
    const booked = await pathao().book(booking, onCall);
    expect(booked).toMatchObject({
      status: 'booked',
      courierStatus: 'Pending',
      charge: 6000,
    });
    expect(booked.trackingCode).toBe(booked.consignmentId);
    const sent = standIn.orders.get(booked.consignmentId);
    expect(sent).toMatchObject({
      merchant_order_id: booking.reference,
      store_id: standIn.settings.storeId,
      recipient_city: 1,
      recipient_zone: 298,
      recipient_area: 10587,
      amount_to_collect: 1251,
      item_weight: 1.2,
      item_quantity: 2,
      delivery_type: 48,
      item_type: 2,
      special_instruction: 'Call before coming',
    });
  });

  it('a light parcel is sent as Pathao’s least weight (0.5 kg)', async () => {
    const booked = await pathao().book({ ...parcel(), weightGrams: 100 }, onCall);
    expect(standIn.orders.get(booked.consignmentId)?.item_weight).toBe(0.5);
  });

  it('a refusal carries Pathao’s own words and is not retryable', async () => {
    const error = await pathao()
      .book(parcel({ phone: '0171111' }), onCall)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).retryable).toBe(false);
    expect((error as CourierError).courierMessage).toBe('The recipient phone format is invalid.');
    const unknownZone = await pathao()
      .book(parcel({ pathao: { cityId: 1, zoneId: 9999 } }), onCall)
      .catch((e: unknown) => e);
    expect((unknownZone as CourierError).courierMessage).toContain('recipient zone is invalid');
  });

  it('without Pathao’s city and zone nothing is sent', async () => {
    const calls = standIn.calls.length;
    const error = await pathao()
      .book(parcel({ pathao: undefined }), onCall)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect(standIn.calls.length).toBe(calls);
  });
});

describe('status', () => {
  it('reads order info into the shop’s status, keyed like the webhook of the same moment', async () => {
    const courier = pathao();
    const booked = await courier.book(parcel(), onCall);
    const known = { reference: 'x', consignmentId: booked.consignmentId, trackingCode: '' };
    expect((await courier.status(known, onCall)).status).toBe('booked');
    const body = standIn.setStatus(booked.consignmentId, 'order.received-at-last-mile-hub');
    const update = await courier.status(known, onCall);
    expect(update).toMatchObject({
      status: 'in_transit',
      courierStatus: 'Received at Last Mile HUB',
    });
    const pushed = courier.readWebhook({
      headers: { 'x-pathao-signature': String(standIn.settings.webhookSecret) },
      body,
    });
    expect(pushed.kind === 'update' && pushed.update.eventKey).toBe(update.eventKey);
    standIn.setStatus(booked.consignmentId, 'order.delivered');
    expect((await courier.status(known, onCall)).status).toBe('delivered');
  });

  it('an unknown consignment: a CourierError that is not retryable', async () => {
    const error = await pathao()
      .status({ reference: 'x', consignmentId: 'DLNOPE', trackingCode: 'DLNOPE' }, onCall)
      .catch((e: unknown) => e);
    expect((error as CourierError).retryable).toBe(false);
  });

  it('has no cancel call', () => {
    expect(pathao().cancel).toBeNull();
  });
});

describe('readWebhook', () => {
  const secret = () => String(standIn.settings.webhookSecret);
  const event = (fields: Record<string, unknown>) => ({
    consignment_id: 'DL121224VS8TTJ',
    merchant_order_id: 'SJ-1001',
    updated_at: '2024-12-27 23:53:23',
    timestamp: '2024-12-27T17:53:23+00:00',
    store_id: standIn.settings.storeId,
    ...fields,
  });

  it('refuses a missing, wrong or unconfigured secret (401)', () => {
    const body = event({ event: 'order.delivered' });
    const read =
      (headers: Record<string, string>, settings = standIn.settings) =>
      () =>
        pathao(5000, settings).readWebhook({ headers, body });
    expect(read({})).toThrow(CourierWebhookError);
    expect(read({ 'x-pathao-signature': `${secret()}x` })).toThrow(CourierWebhookError);
    const unset = { ...standIn.settings, webhookSecret: undefined };
    try {
      read({ 'x-pathao-signature': secret() }, unset)();
      expect.unreachable();
    } catch (error) {
      expect((error as CourierWebhookError).statusCode).toBe(401);
    }
  });

  it('answers the integration handshake with 202 and Pathao’s fixed header', () => {
    const outcome = pathao().readWebhook({
      headers: { 'x-pathao-signature': secret() },
      body: { event: 'webhook_integration' },
    });
    expect(outcome).toMatchObject({
      kind: 'handshake',
      status: 202,
      headers: { 'X-Pathao-Merchant-Webhook-Integration-Secret': PATHAO_INTEGRATION_SECRET },
    });
  });

  it.each([
    ['order.created', 'booked'],
    ['order.pickup-requested', 'booked'],
    ['order.picked', 'picked_up'],
    ['order.at-the-sorting-hub', 'in_transit'],
    ['order.in-transit', 'in_transit'],
    ['order.assigned-for-delivery', 'out_for_delivery'],
    ['order.delivered', 'delivered'],
    ['order.partial-delivery', 'partial_delivered'],
    ['order.returned', 'returned'],
    ['order.paid-return', 'returned'],
    ['order.pickup-cancelled', 'cancelled'],
    ['order.delivery-failed', 'on_hold'],
    ['order.on-hold', 'on_hold'],
  ])('%s → %s', (name, status) => {
    const outcome = pathao().readWebhook({
      headers: { 'x-pathao-signature': secret() },
      body: event({ event: name }),
    });
    expect(outcome.kind === 'update' && outcome.update.status).toBe(status);
  });

  it('reads the time, amounts in poisha, reason and reference', () => {
    const outcome = pathao().readWebhook({
      headers: { 'x-pathao-signature': secret() },
      body: event({ event: 'order.partial-delivery', collected_amount: 60, reason: 'Kept one' }),
    });
    expect(outcome).toEqual({
      kind: 'update',
      update: {
        consignmentId: 'DL121224VS8TTJ',
        reference: 'SJ-1001',
        status: 'partial_delivered',
        courierStatus: 'order.partial-delivery',
        message: 'Kept one',
        occurredAt: new Date('2024-12-27T17:53:23Z'),
        collectedAmount: 6000,
        charge: null,
        eventKey: 'pathao:DL121224VS8TTJ:partial_delivered:2024-12-27T17:53:23.000Z',
      },
    });
    const fee = pathao().readWebhook({
      headers: { 'x-pathao-signature': secret() },
      body: event({ event: 'order.created', delivery_fee: 83.46, timestamp: undefined }),
    });
    expect(fee.kind === 'update' && [fee.update.charge, fee.update.occurredAt]).toEqual([
      8346,
      new Date('2024-12-27T17:53:23Z'),
    ]);
  });

  it('ignores events with no place in the journey, and another store’s', () => {
    const read = (body: unknown) =>
      pathao().readWebhook({ headers: { 'x-pathao-signature': secret() }, body });
    for (const name of ['order.paid', 'order.updated', 'order.exchanged']) {
      expect(read(event({ event: name })).kind).toBe('ignored');
    }
    expect(read(event({ event: 'order.delivered', store_id: 1 })).kind).toBe('ignored');
    expect(read(event({ event: 'order.something-new' })).kind).toBe('ignored');
  });

  it('refuses an unreadable body (400)', () => {
    for (const body of [null, 'text', { event: 'order.delivered' }, event({ event: 5 })]) {
      try {
        pathao().readWebhook({ headers: { 'x-pathao-signature': secret() }, body });
        expect.unreachable();
      } catch (error) {
        expect((error as CourierWebhookError).statusCode).toBe(400);
      }
    }
  });
});

describe('the stand-in’s webhooks, read by the adapter over HTTP', () => {
  it('handshake, signed events, a forged one and a duplicate', async () => {
    const courier = pathao();
    const seen: string[] = [];
    const shop = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        try {
          const outcome = courier.readWebhook({ headers: request.headers, body: JSON.parse(raw) });
          if (outcome.kind === 'handshake') {
            response.writeHead(outcome.status, outcome.headers).end(JSON.stringify(outcome.body));
            return;
          }
          if (outcome.kind === 'update') seen.push(outcome.update.eventKey);
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch (error) {
          response.writeHead((error as CourierWebhookError).statusCode ?? 500).end();
        }
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/pathao`;
    try {
      const handshake = await standIn.handshake(url);
      expect(handshake.status).toBe(202);
      expect(handshake.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe(
        PATHAO_INTEGRATION_SECRET,
      );
      expect((await standIn.handshake(url, 'none')).status).toBe(401);
      const booked = await courier.book(parcel(), onCall);
      const ids = { consignmentId: booked.consignmentId };
      const picked = await standIn.postWebhook(url, { ...ids, event: 'order.picked' });
      expect(picked.status).toBe(200);
      const body = standIn.setStatus(booked.consignmentId, 'order.delivered');
      await standIn.postWebhook(url, { body });
      await standIn.postWebhook(url, { body });
      expect((await standIn.postWebhook(url, { body }, 'wrong')).status).toBe(401);
      expect(seen).toHaveLength(3);
      expect(new Set(seen).size).toBe(2);
    } finally {
      shop.closeAllConnections();
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});

describe('deliveryRecord', () => {
  it('counts a phone’s delivered and returned parcels across Pathao’s merchants', async () => {
    standIn.customers.set('01822222222', { total_delivery: 10, successful_delivery: 7 });
    expect(await pathao().deliveryRecord('01822222222', onCall)).toEqual({
      delivered: 7,
      returned: 3,
      cancelled: 0,
    });
    expect(await pathao().deliveryRecord('01933333333', onCall)).toEqual({
      delivered: 0,
      returned: 0,
      cancelled: 0,
    });
    expect(records.at(-1)).toMatchObject({ operation: 'fraud_check', ok: true });
  });
});

it('no call record carries a token or a credential', () => {
  const secrets = [standIn.settings.clientSecret, standIn.settings.password];
  const text = JSON.stringify(allRecords);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toContain('standin-access-');
  expect(text).not.toContain('standin-refresh-');
});
