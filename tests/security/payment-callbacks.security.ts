/**
 * The payment gateways' way back, attacked (issue 20): the callbacks are public and answer anyone,
 * so what keeps an order from being marked paid falsely is that the server asks the gateway itself.
 * Forged ids, another order's payment, a success claimed for a cancelled payment, an amount the
 * gateway did not take, replays one after another and all at once, and cross-site posts: none may
 * pay an order that was not paid, nor pay one twice. Run against the gateways' stand-ins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, payments } from '../../src/server/db/schema';
import { createShopper, type SignedInShopper } from '../../src/server/test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../../src/server/test/fixtures/orders';
import {
  type BkashStandIn,
  startBkashStandIn,
} from '../../src/server/test/stand-ins/bkash-stand-in';
import {
  type SslcommerzStandIn,
  startSslcommerzStandIn,
} from '../../src/server/test/stand-ins/sslcommerz-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../src/server/test/test-app';

const PRODUCT = 33;
const EVIL = 'https://evil.example';

let t: TestApp;
let bkash: BkashStandIn;
let ssl: SslcommerzStandIn;
let shopper: SignedInShopper;

beforeAll(async () => {
  [bkash, ssl] = await Promise.all([startBkashStandIn(), startSslcommerzStandIn()]);
  // The IPN is posted by these tests themselves: the app under test listens on no port.
  ssl.setIpn(false);
  t = await createTestApp({
    payments: {
      ...testConfig().payments,
      bkash: bkash.settings,
      sslcommerz: ssl.settings,
      callTimeoutMs: 2000,
    },
  });
  await setProduct(t.db, PRODUCT, { stockQuantity: 1000 });
  shopper = await createShopper(t.app);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([bkash?.close(), ssl?.close()]);
});

/** An order placed with an online method and sent to its gateway: the attempt under way. */
async function startedPayment(paymentMethod: 'bkash_online' | 'sslcommerz') {
  await fillCart(t.app, shopper, [[PRODUCT, 1]]);
  const placed = await injectAs(
    t.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as string;
  const pay = await injectAs(t.app, shopper, 'POST', `/api/orders/${orderId}/pay`);
  expect(pay.statusCode, pay.body).toBe(200);
  const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!attempt?.gatewayPaymentId) throw new Error('no attempt at the gateway');
  return { orderId, attempt, paymentID: attempt.gatewayPaymentId };
}

/** The bKash callback as any browser, or any attacker, can send it: a plain cross-site GET. */
function bkashCallback(paymentID: string, status: string) {
  const query = new URLSearchParams({ paymentID, status }).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/payments/bkash/callback?${query}`,
    headers: { 'sec-fetch-site': 'cross-site' },
  });
}

function sslPost(path: string, fields: Record<string, string>, origin = EVIL) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/sslcommerz/${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'sec-fetch-site': 'cross-site',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function orderState(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return {
    status: order?.status,
    paymentStatus: order?.paymentStatus,
    transactionId: order?.transactionId,
    paidLines: events.filter((event) => event.kind === 'payment' && event.toValue === 'completed')
      .length,
  };
}
const UNPAID = { status: 'pending', paymentStatus: 'pending', transactionId: null, paidLines: 0 };

describe('bKash callbacks that must not pay', () => {
  it('a made-up paymentID, and one with markup in it, change nothing', async () => {
    const { orderId } = await startedPayment('bkash_online');
    for (const forged of ['TR0011fake0000000001', '<script>alert(1)</script>', "' OR 1=1 --"]) {
      const back = await bkashCallback(forged, 'success');
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toMatch(/^\/checkout\/failed/);
    }
    expect(await orderState(orderId)).toEqual(UNPAID);
  });

  it('success claimed for a payment nobody paid, or one cancelled at bKash', async () => {
    const unpaid = await startedPayment('bkash_online');
    const claimed = await bkashCallback(unpaid.paymentID, 'success');
    expect(claimed.headers.location).toMatch(/^\/checkout\/failed/);
    expect(await orderState(unpaid.orderId)).toEqual(UNPAID);

    const cancelled = await startedPayment('bkash_online');
    bkash.setStatus(cancelled.paymentID, 'Cancelled');
    const lied = await bkashCallback(cancelled.paymentID, 'success');
    expect(lied.headers.location).toMatch(/^\/checkout\/failed/);
    expect(await orderState(cancelled.orderId)).toEqual(UNPAID);
  });

  it('an execute that took another amount than the order’s never pays it', async () => {
    const { orderId, paymentID } = await startedPayment('bkash_online');
    bkash.payWithoutCallback(paymentID);
    bkash.alterNext('execute', (answer) => ({ ...answer, amount: '1.00' }));
    bkash.alterNext('status', (answer) => ({ ...answer, amount: '1.00' }));
    const back = await bkashCallback(paymentID, 'success');
    expect(back.headers.location).toMatch(/^\/checkout\/failed/);
    expect(await orderState(orderId)).toEqual(UNPAID);
  });

  it('a real payment replayed, in turn and all at once, pays its order once', async () => {
    const { orderId, paymentID } = await startedPayment('bkash_online');
    bkash.payWithoutCallback(paymentID);
    const first = await bkashCallback(paymentID, 'success');
    expect(first.headers.location).toMatch(/^\/checkout\/success/);
    const replays = await Promise.all(
      Array.from({ length: 8 }, () => bkashCallback(paymentID, 'success')),
    );
    for (const replay of replays) expect(replay.headers.location).toMatch(/^\/checkout\/success/);
    const state = await orderState(orderId);
    expect(state).toMatchObject({ status: 'processing', paymentStatus: 'completed', paidLines: 1 });
    expect(state.transactionId).toMatch(/\S/);
  });
});

describe('SSLCommerz returns that must not pay', () => {
  it('a forged val_id and a tampered amount on a real tran_id change nothing', async () => {
    const { orderId, attempt } = await startedPayment('sslcommerz');
    const forgeries: Record<string, string>[] = [
      { tran_id: attempt.reference, val_id: 'forged-val-id', status: 'VALID', amount: '1.00' },
      { tran_id: attempt.reference, status: 'VALID' },
    ];
    for (const fields of forgeries) {
      const back = await sslPost('success', fields);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toMatch(/^\/checkout\/failed/);
      expect((await sslPost('ipn', fields)).statusCode).toBe(200);
    }
    expect(await orderState(orderId)).toEqual(UNPAID);
  });

  it('another order’s valid payment does not pay this one', async () => {
    const paid = await startedPayment('sslcommerz');
    const other = await startedPayment('sslcommerz');
    const session = await ssl.complete(paid.attempt.reference);
    const back = await sslPost('success', {
      tran_id: other.attempt.reference,
      val_id: session.valId,
      status: 'VALID',
    });
    expect(back.headers.location).toMatch(/^\/checkout\/failed/);
    expect(await orderState(other.orderId)).toEqual(UNPAID);
  });

  it('the return and the IPN, replayed together, pay once', async () => {
    const { orderId, attempt } = await startedPayment('sslcommerz');
    const session = await ssl.complete(attempt.reference);
    const fields = { tran_id: attempt.reference, val_id: session.valId, status: 'VALID' };
    await Promise.all([
      ...Array.from({ length: 4 }, () => sslPost('success', fields)),
      ...Array.from({ length: 4 }, () => sslPost('ipn', fields)),
    ]);
    expect(await orderState(orderId)).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
      paidLines: 1,
    });
  });
});

describe('cross-site requests', () => {
  it('reach only the gateways’ return routes; paying or switching from another site is refused', async () => {
    const { orderId } = await startedPayment('bkash_online');
    for (const path of [`/api/orders/${orderId}/pay`, `/api/orders/${orderId}/payment-method`]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          cookie: shopper.cookie,
          origin: EVIL,
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ paymentMethod: 'cod' }),
      });
      expect(sent.statusCode, path).toBe(403);
    }
    expect((await sslPost('cancel', { tran_id: 'nobody', status: 'CANCELLED' })).statusCode).toBe(
      303,
    );
  });
});
