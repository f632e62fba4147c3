/**
 * Paying through SSLCommerz against its stand-in: the shopper's browser posting back cross-site
 * (success), the IPN alone, a forged val_id, and a replayed IPN.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, payments } from '../../db/schema';
import { createShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../../test/fixtures/orders';
import {
  type SslcommerzStandIn,
  startSslcommerzStandIn,
} from '../../test/stand-ins/sslcommerz-stand-in';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let ssl: SslcommerzStandIn;
const PRODUCT = 31;

beforeAll(async () => {
  ssl = await startSslcommerzStandIn();
  ssl.setIpn(false);
  t = await createTestApp({
    payments: {
      bkash: undefined,
      sslcommerz: ssl.settings,
      timeoutMinutes: 30,
      callTimeoutMs: 1500,
    },
  });
  await setProduct(t.db, PRODUCT, { stockQuantity: 1000 });
});
afterAll(async () => {
  await t.close();
  await ssl.close();
});

async function placeAndPay(address: Record<string, unknown> = {}) {
  const shopper = await createShopper(t.app);
  await fillCart(t.app, shopper, [[PRODUCT, 1]]);
  const placed = await injectAs(
    t.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod: 'sslcommerz', ...address }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string; total: number };
  const paid = await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/pay`);
  expect(paid.statusCode, paid.body).toBe(200);
  const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!attempt) throw new Error('no attempt');
  return { order, attempt };
}

/** A form post from the gateway's page, as a browser sends it from another site. */
function postBack(path: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/sslcommerz/${path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(ssl.baseUrl).origin,
      'sec-fetch-site': 'cross-site',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const orderRow = async (id: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
};

describe('SSLCommerz', () => {
  it('sends the postcode the shopper typed, else their district head post office’s', async () => {
    const typed = await placeAndPay({ zipCode: '১২১৩', district: 'dhaka', area: 'Gulshan' });
    expect(ssl.sessionOf(typed.attempt.reference)?.request.cus_postcode).toBe('1213');
    const untyped = await placeAndPay({ city: 'Sylhet', location: 'outside', district: 'sylhet' });
    expect(ssl.sessionOf(untyped.attempt.reference)?.request.cus_postcode).toBe('3100');
  });

  it('pays through the return POST, verified with the validation API', async () => {
    const { order, attempt } = await placeAndPay();
    const session = await ssl.complete(attempt.reference);
    const back = await postBack('success', {
      tran_id: attempt.reference,
      val_id: session.valId,
      status: 'VALID',
      amount: '1.00',
    });
    expect(back.statusCode, back.body).toBe(303);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(back.headers.location).toBe(
      `/checkout/success?order=${order.id}&trxID=${row?.transactionId}`,
    );
    // The IPN arriving after it changes nothing.
    const ipn = await postBack('ipn', { tran_id: attempt.reference, val_id: session.valId });
    expect(ipn.json()).toEqual({ received: true });
    const lines = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(lines.filter((line) => line.actorUserId === null)).toHaveLength(2);
  });

  it('pays through the IPN alone when the shopper never comes back', async () => {
    const { order, attempt } = await placeAndPay();
    const session = await ssl.complete(attempt.reference);
    const ipn = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        tran_id: attempt.reference,
        val_id: session.valId,
        status: 'VALID',
      }).toString(),
    });
    expect(ipn.statusCode, ipn.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
    });
  });

  it('refuses a forged val_id and another order’s tran_id', async () => {
    const { order, attempt } = await placeAndPay();
    const forged = await postBack('success', {
      tran_id: attempt.reference,
      val_id: 'forged0val0id',
      status: 'VALID',
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toMatch(/^\/checkout\/failed\?/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    // Another paid order's val_id on this tran_id pays nothing here.
    const other = await placeAndPay();
    const otherSession = await ssl.complete(other.attempt.reference);
    await postBack('success', {
      tran_id: attempt.reference,
      val_id: otherSession.valId,
      status: 'VALID',
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const unknown = await postBack('success', { tran_id: 'SGNOTOURS', val_id: 'x' });
    expect(unknown.headers.location).toBe('/checkout/failed?reason=failed');
    expect((await postBack('success', { val_id: 'x' })).statusCode).toBe(400);
  });

  it('a cancel lands on /checkout/failed with the reason', async () => {
    const { order, attempt } = await placeAndPay();
    ssl.end(attempt.reference, 'CANCELLED');
    const back = await postBack('cancel', { tran_id: attempt.reference, status: 'CANCELLED' });
    expect(back.headers.location).toBe(`/checkout/failed?order=${order.id}&reason=cancelled`);
    expect((await orderRow(order.id))?.status).toBe('pending');
  });

  it('other cross-site POSTs are still refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
