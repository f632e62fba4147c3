/**
 * The Steadfast adapter against the Steadfast stand-in (a real HTTP server speaking its merchant
 * API v1 and sending its webhooks). No database: the adapter keeps nothing; the delivery module's
 * tests cover recording what it answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#shared/delivery';
import {
  STEADFAST_STATUSES,
  type SteadfastStandIn,
  type SteadfastStatus,
  startSteadfastStandIn,
} from '../../test/stand-ins/steadfast-stand-in';
import {
  type CallRecord,
  type Courier,
  CourierError,
  CourierWebhookError,
  type ParcelBooking,
  type WebhookOutcome,
} from './courier';
import { createSteadfastCourier, STEADFAST_STATUS_MAP } from './steadfast';

let standIn: SteadfastStandIn;
let records: CallRecord[] = [];
const allRecords: CallRecord[] = [];
const onCall = (call: CallRecord) => {
  records.push(call);
  allRecords.push(call);
};

/** The shop's side of the webhook: a server handing each call to readWebhook, as the route does. */
let receiver: Server;
let webhookUrl: string;
let receiverCourier: Courier;
const outcomes: WebhookOutcome[] = [];

beforeAll(async () => {
  standIn = await startSteadfastStandIn();
  receiverCourier = steadfast();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const outcome = receiverCourier.readWebhook({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        outcomes.push(outcome);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'success', message: 'Webhook received.' }));
      } catch (error) {
        const status = error instanceof CourierWebhookError ? error.statusCode : 500;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'error', message: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/steadfast`;
});
afterAll(async () => {
  await standIn?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  // No call record ever carries the keys or the webhook token.
  const text = JSON.stringify(allRecords);
  expect(text).not.toContain(standIn.settings.apiKey);
  expect(text).not.toContain(standIn.settings.secretKey);
  expect(text).not.toContain(standIn.settings.webhookToken);
});
beforeEach(() => {
  records = [];
  outcomes.length = 0;
  standIn.setMode({ kind: 'normal' });
});

function steadfast(timeoutMs = 5000, settings: Partial<typeof standIn.settings> = {}): Courier {
  return createSteadfastCourier({ ...standIn.settings, ...settings }, { timeoutMs });
}

let invoice = 0;
function parcel(changes: Partial<ParcelBooking> = {}): ParcelBooking {
  invoice += 1;
  return {
    reference: `SJ-${Date.now()}-${invoice}`,
    recipient: {
      name: 'Nusrat Jahan',
      phone: '01711222333',
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      city: 'Dhaka',
    },
    codAmount: 125_050,
    weightGrams: 800,
    itemCount: 2,
    itemDescription: 'Nakshi kantha ×1, Jamdani saree ×1',
    note: 'Call before coming',
    ...changes,
  };
}

async function refusalOf(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

describe('booking', () => {
  it('sends the parcel in Steadfast’s fields, COD in whole taka, and maps its answer', async () => {
    const booking = parcel();
    const booked = await steadfast().book(booking, onCall);

    const held = standIn.parcelByInvoice(booking.reference);
    expect(held?.sent).toEqual({
      invoice: booking.reference,
      recipient_name: 'Nusrat Jahan',
      recipient_phone: '01711222333',
      recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka',
      cod_amount: 1251, // ৳1250.50 rounded up: a courier collects no poisha
      note: 'Call before coming',
      item_description: 'Nakshi kantha ×1, Jamdani saree ×1',
      total_lot: 2,
      delivery_type: 0,
    });
    expect(booked).toEqual({
      consignmentId: String(held?.consignment_id),
      trackingCode: held?.tracking_code,
      status: 'booked',
      courierStatus: 'in_review',
      charge: null,
    });
    expect(records).toEqual([
      expect.objectContaining({ operation: 'book', ok: true, httpStatus: 200 }),
    ]);
    expect(records[0]?.message).toContain(`consignment ${held?.consignment_id}`);
  });

  it('books a paid order with nothing to collect and no note', async () => {
    const booking = parcel({ codAmount: 0, note: null });
    await steadfast().book(booking, onCall);
    const sent = standIn.parcelByInvoice(booking.reference)?.sent;
    expect(sent?.cod_amount).toBe(0);
    expect(sent).not.toHaveProperty('note');
  });

  it('passes on Steadfast’s own words when it refuses a bad phone, for good', async () => {
    const error = await refusalOf(
      steadfast().book(parcel({ recipient: { ...parcel().recipient, phone: '0171122' } }), onCall),
    );
    expect(error.retryable).toBe(false);
    expect(error.courierMessage).toBe('The recipient phone must be 11 digits.');
    expect(records).toEqual([
      expect.objectContaining({
        operation: 'book',
        ok: false,
        httpStatus: 200,
        message: 'The recipient phone must be 11 digits.',
      }),
    ]);
  });

  it('refuses a second parcel with the same invoice, in Steadfast’s words', async () => {
    const booking = parcel();
    await steadfast().book(booking, onCall);
    const error = await refusalOf(steadfast().book(booking, onCall));
    expect(error.retryable).toBe(false);
    expect(error.courierMessage).toBe('The invoice has already been taken.');
    expect(standIn.parcels.size).toBeGreaterThan(0);
    expect(
      [...standIn.parcels.values()].filter((held) => held.invoice === booking.reference),
    ).toHaveLength(1);
  });

  it('reads a refusal sent as HTTP 422 too, and an account Steadfast refuses', async () => {
    standIn.replyNext('book', {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { recipient_address: ['The recipient address field is required.'] },
      },
    });
    const invalid = await refusalOf(steadfast().book(parcel(), onCall));
    expect(invalid.courierMessage).toBe('The recipient address field is required.');
    expect(invalid.retryable).toBe(false);

    standIn.setMode({ kind: 'refusing', words: 'Your account is not active.' });
    const inactive = await refusalOf(steadfast().book(parcel(), onCall));
    expect(inactive.courierMessage).toBe('Your account is not active.');
    expect(inactive.retryable).toBe(false);
  });

  it('is refused for good with wrong keys', async () => {
    const error = await refusalOf(steadfast(5000, { secretKey: 'wrong' }).book(parcel(), onCall));
    expect(error.retryable).toBe(false);
    expect(error.courierMessage).toBe('Unauthenticated.');
    expect(records[0]?.httpStatus).toBe(401);
  });

  it('says to try again later when Steadfast is down or too slow', async () => {
    standIn.setMode({ kind: 'down' });
    const down = await refusalOf(steadfast().book(parcel(), onCall));
    expect(down.retryable).toBe(true);
    expect(down.courierMessage).toBeNull();
    expect(records.at(-1)).toMatchObject({ ok: false, httpStatus: 503 });

    standIn.setMode({ kind: 'slow', ms: 1500 });
    const slow = await refusalOf(steadfast(300).book(parcel(), onCall));
    expect(slow.retryable).toBe(true);
    expect(records.at(-1)).toMatchObject({
      ok: false,
      httpStatus: null,
      message: 'no answer within 300ms',
    });
  });

  it('says to try again later when Steadfast cannot be reached at all', async () => {
    const nowhere = steadfast(2000, { baseUrl: 'http://127.0.0.1:9/api/v1' });
    const error = await refusalOf(nowhere.book(parcel(), onCall));
    expect(error.retryable).toBe(true);
    expect(records.at(-1)?.message).toBe('could not reach Steadfast');
  });
});

describe('status', () => {
  /**
   * The mapping, written out again here so a change to it is a decision: approval-pending states
   * are not final (see STEADFAST_STATUS_MAP's comment).
   */
  const EXPECTED: Record<SteadfastStatus, ShipmentStatus> = {
    in_review: 'booked',
    pending: 'in_transit',
    delivered_approval_pending: 'out_for_delivery',
    partial_delivered_approval_pending: 'out_for_delivery',
    cancelled_approval_pending: 'on_hold',
    unknown_approval_pending: 'on_hold',
    hold: 'on_hold',
    unknown: 'on_hold',
    delivered: 'delivered',
    partial_delivered: 'partial_delivered',
    cancelled: 'cancelled',
  };

  it('maps every status Steadfast documents, and no other', () => {
    expect(Object.keys(STEADFAST_STATUS_MAP).sort()).toEqual([...STEADFAST_STATUSES].sort());
    expect(STEADFAST_STATUS_MAP).toEqual(EXPECTED);
    for (const mapped of Object.values(STEADFAST_STATUS_MAP)) {
      expect(SHIPMENT_STATUSES).toContain(mapped);
    }
  });

  it.each(STEADFAST_STATUSES)('reads %s from a poll', async (word) => {
    const booking = parcel();
    const booked = await steadfast().book(booking, onCall);
    standIn.setStatus(booked.consignmentId, word);
    records = [];
    const known = { reference: booking.reference, ...booked };
    const before = Date.now();
    const update = await steadfast().status(known, onCall);
    expect(update).toMatchObject({
      consignmentId: booked.consignmentId,
      reference: booking.reference,
      status: EXPECTED[word],
      courierStatus: word,
      collectedAmount: null,
      charge: null,
      eventKey: `steadfast:${booked.consignmentId}:poll:${word}`,
    });
    expect(update.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(records).toEqual([
      expect.objectContaining({ operation: 'status', ok: true, httpStatus: 200, message: word }),
    ]);
    // A second poll of the same status is the same event: recording it again changes nothing.
    expect((await steadfast().status(known, onCall)).eventKey).toBe(update.eventKey);
  });

  it('refuses an unknown consignment, and a status word Steadfast does not list', async () => {
    const missing = await refusalOf(
      steadfast().status({ reference: 'x', consignmentId: '99', trackingCode: 'X' }, onCall),
    );
    expect(missing.retryable).toBe(false);
    expect(missing.courierMessage).toBe('Consignment not found.');

    const booked = await steadfast().book(parcel(), onCall);
    standIn.replyNext('status', { status: 200, body: { status: 200, delivery_status: 'lost' } });
    const unlisted = await refusalOf(steadfast().status({ reference: 'x', ...booked }, onCall));
    expect(unlisted.retryable).toBe(false);
    expect(unlisted.courierMessage).toBe('lost');
  });

  it('is retryable when Steadfast is down', async () => {
    const booked = await steadfast().book(parcel(), onCall);
    standIn.setMode({ kind: 'down' });
    const error = await refusalOf(steadfast().status({ reference: 'x', ...booked }, onCall));
    expect(error.retryable).toBe(true);
  });

  it('has no cancel: Steadfast’s API offers none', () => {
    expect(steadfast().cancel).toBeNull();
  });
});

describe('webhooks', () => {
  async function bookedParcel() {
    const booking = parcel();
    const booked = await steadfast().book(booking, onCall);
    return { booking, booked };
  }

  it('reads a delivery with Steadfast’s token: taka as poisha, Dhaka time, a stable key', async () => {
    const { booking, booked } = await bookedParcel();
    const at = new Date('2026-11-25T06:45:30Z'); // 12:45:30 in Dhaka
    const replies = await standIn.pushStatus(webhookUrl, booked.consignmentId, 'delivered', {
      message: 'Delivered to the customer.',
      deliveryCharge: 60,
      at,
      times: 2,
    });
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(standIn.parcels.get(booked.consignmentId)?.updated_at).toBe('2026-11-25 12:45:30');
    const [first, second] = outcomes;
    expect(first).toEqual({
      kind: 'update',
      update: {
        consignmentId: booked.consignmentId,
        reference: booking.reference,
        status: 'delivered',
        courierStatus: 'delivered',
        message: 'Delivered to the customer.',
        occurredAt: at,
        collectedAmount: 125_100, // Steadfast collected the whole taka it was asked for
        charge: 6000,
        eventKey: `steadfast:${booked.consignmentId}:delivery_status:delivered:2026-11-25T12:45:30+06:00`,
      },
    });
    // Steadfast sending it twice is the same event.
    expect(second).toEqual(first);
  });

  it('counts nothing collected on a cancellation, and reads Steadfast’s capitalised words', async () => {
    const { booked } = await bookedParcel();
    await standIn.pushStatus(webhookUrl, booked.consignmentId, 'cancelled', { deliveryCharge: 60 });
    expect(outcomes[0]).toMatchObject({
      kind: 'update',
      update: { status: 'cancelled', collectedAmount: null, charge: 6000 },
    });

    const payload = { ...standIn.deliveryStatusPayload(booked.consignmentId) };
    Object.assign(payload, { status: 'Partial Delivered', cod_amount: 600.5 });
    expect((await standIn.sendWebhook(webhookUrl, payload)).status).toBe(200);
    expect(outcomes[1]).toMatchObject({
      kind: 'update',
      update: {
        status: 'partial_delivered',
        courierStatus: 'partial_delivered',
        collectedAmount: 60_050,
      },
    });
  });

  it('keeps an approval-pending delivery at the door until Steadfast approves it', async () => {
    const { booked } = await bookedParcel();
    await standIn.pushStatus(webhookUrl, booked.consignmentId, 'delivered_approval_pending');
    expect(outcomes[0]).toMatchObject({
      kind: 'update',
      update: { status: 'out_for_delivery', collectedAmount: null },
    });
  });

  it('acknowledges a tracking update without claiming a status it does not state', async () => {
    const { booked } = await bookedParcel();
    const replies = await standIn.pushTracking(
      webhookUrl,
      booked.consignmentId,
      'Consignment sent to MIRPUR WAREHOUSE.',
    );
    expect(replies[0]?.status).toBe(200);
    expect(outcomes).toEqual([
      {
        kind: 'ignored',
        reason: `tracking_update for ${booked.consignmentId}: Consignment sent to MIRPUR WAREHOUSE.`,
      },
    ]);
  });

  it('ignores notifications it has no use for, and statuses Steadfast does not list', async () => {
    const { booked } = await bookedParcel();
    const base = standIn.deliveryStatusPayload(booked.consignmentId);
    await standIn.sendWebhook(webhookUrl, {
      notification_type: 'return_status',
      consignment_id: base.consignment_id,
      tracking_message: 'Return processing',
      updated_at: base.updated_at,
    });
    await standIn.sendWebhook(webhookUrl, { ...base, status: 'teleported' });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['ignored', 'ignored']);
  });

  it('refuses a wrong or missing token with 401, and reads nothing', async () => {
    const { booked } = await bookedParcel();
    const payload = standIn.deliveryStatusPayload(booked.consignmentId);
    const wrong = await standIn.sendWebhook(webhookUrl, payload, { token: 'guessed' });
    const near = await standIn.sendWebhook(webhookUrl, payload, {
      token: `${standIn.settings.webhookToken}x`,
    });
    const none = await standIn.sendWebhook(webhookUrl, payload, { token: null });
    expect([wrong.status, near.status, none.status]).toEqual([401, 401, 401]);
    expect(outcomes).toEqual([]);
  });

  it('refuses every webhook when no token is configured, even one that sends Steadfast’s', () => {
    const unset = steadfast(5000, { webhookToken: undefined as unknown as string });
    const call = () =>
      unset.readWebhook({
        headers: { authorization: `Bearer ${standIn.settings.webhookToken}` },
        body: { notification_type: 'delivery_status' },
      });
    expect(call).toThrow(CourierWebhookError);
    try {
      call();
    } catch (error) {
      expect((error as CourierWebhookError).statusCode).toBe(401);
    }
  });

  it('answers 400 to a body it cannot read, with the right token', async () => {
    const { booked } = await bookedParcel();
    const good = standIn.deliveryStatusPayload(booked.consignmentId);
    const bodies: unknown[] = [
      'not json {',
      JSON.stringify([good]),
      JSON.stringify({ ...good, notification_type: undefined }),
      JSON.stringify({ ...good, consignment_id: 'abc' }),
      JSON.stringify({ ...good, status: undefined }),
      JSON.stringify({ ...good, updated_at: 'yesterday' }),
      JSON.stringify({ notification_type: 'tracking_update', consignment_id: good.consignment_id }),
    ];
    for (const body of bodies) {
      const reply = await standIn.sendWebhook(webhookUrl, body);
      expect(reply.status, String(body)).toBe(400);
    }
    expect(outcomes).toEqual([]);
  });
});

describe('delivery record (fraud check)', () => {
  it('reads the phone’s delivered and cancelled parcels across Steadfast', async () => {
    standIn.setFraudRecord('01811000111', { delivered: 17, cancelled: 3 });
    expect(await steadfast().deliveryRecord('01811000111', onCall)).toEqual({
      delivered: 17,
      returned: 0,
      cancelled: 3,
    });
    expect(records).toEqual([
      expect.objectContaining({
        operation: 'fraud_check',
        ok: true,
        message: 'delivered 17, cancelled 3',
      }),
    ]);
    expect(await steadfast().deliveryRecord('01911000999', onCall)).toEqual({
      delivered: 0,
      returned: 0,
      cancelled: 0,
    });
  });

  it('reads returned parcels and the shape some answers nest under data', async () => {
    standIn.setFraudRecord('01811000222', { delivered: 4, cancelled: 1, returned: 2 });
    expect(await steadfast().deliveryRecord('01811000222', onCall)).toEqual({
      delivered: 4,
      returned: 2,
      cancelled: 1,
    });
    standIn.replyNext('fraud_check', {
      status: 200,
      body: { status: 200, data: { total_delivered: '5', total_cancelled: '2' } },
    });
    expect(await steadfast().deliveryRecord('01811000333', onCall)).toEqual({
      delivered: 5,
      returned: 0,
      cancelled: 2,
    });
  });

  it('is retryable when Steadfast is down or limits the calls, refused for a bad phone', async () => {
    standIn.setMode({ kind: 'down' });
    expect((await refusalOf(steadfast().deliveryRecord('01811000111', onCall))).retryable).toBe(
      true,
    );
    standIn.setMode({ kind: 'normal' });
    standIn.replyNext('fraud_check', { status: 429, body: { message: 'Too Many Attempts.' } });
    expect((await refusalOf(steadfast().deliveryRecord('01811000111', onCall))).retryable).toBe(
      true,
    );
    const bad = await refusalOf(steadfast().deliveryRecord('123', onCall));
    expect(bad.retryable).toBe(false);
    expect(bad.courierMessage).toBe('Invalid phone number.');
  });
});
