/**
 * The bKash adapter against the bKash stand-in (a real HTTP server speaking the tokenized checkout
 * contract), with its token kept in the test database's gateway_tokens table as in production.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { gatewayTokens } from '../../db/schema';
import { withDatabaseName } from '../../test/postgres-database';
import { type BkashStandIn, startBkashStandIn } from '../../test/stand-ins/bkash-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBkashGateway } from './bkash';
import type { CallRecord, KnownPayment, PaymentGateway } from './payment-gateway';
import { GatewayError } from './payment-gateway';
import { databaseTokenStore } from './token-store';

let standIn: BkashStandIn;
let test: TestApp;
/** Every call record of the file, checked for secrets at the end. */
const allRecords: CallRecord[] = [];
let records: CallRecord[] = [];
const onCall = (call: CallRecord) => {
  records.push(call);
  allRecords.push(call);
};

beforeAll(async () => {
  [standIn, test] = await Promise.all([startBkashStandIn(), createTestApp()]);
});
afterAll(async () => {
  await standIn?.close();
  await test?.close();
});
beforeEach(async () => {
  records = [];
  standIn.setTokenLifetime(3600);
  await test.db.delete(gatewayTokens);
});

function gateway(timeoutMs = 5000, settings = standIn.settings, db = test.db): PaymentGateway {
  return createBkashGateway(settings, { tokens: databaseTokenStore(db), timeoutMs });
}

/**
 * Another server's database connection: its own pool on PostgreSQL; on PGlite the same database,
 * as a PGlite database belongs to one process.
 */
async function secondServer(): Promise<{ db: Database; close(): Promise<void> }> {
  const serverUrl = testDatabaseUrl();
  if (test.database.kind === 'pglite' || !serverUrl) return { db: test.db, close: async () => {} };
  const { rows } = await test.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const handle = await openDatabase({ url: withDatabaseName(serverUrl, String(rows[0]?.name)) });
  return { db: handle.db, close: () => handle.close() };
}

let invoice = 0;
async function started(bkash: PaymentGateway, amount = 125_000): Promise<KnownPayment> {
  invoice += 1;
  const reference = `SJ-TEST-${Date.now()}-${invoice}`;
  const payment = await bkash.start(
    {
      reference,
      amount,
      customer: {
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        phone: '01770618575',
        address: 'House 12, Road 5, Dhanmondi',
        city: 'Dhaka',
        postcode: '1205',
      },
      description: 'Sajghor order test',
      returnUrls: {
        callback: 'http://shop.test/api/payments/bkash/callback?attempt=1',
        success: 'http://shop.test/checkout/success',
        fail: 'http://shop.test/checkout/failed',
        cancel: 'http://shop.test/checkout/failed',
        ipn: 'http://shop.test/ipn',
      },
    },
    onCall,
  );
  return { reference, gatewayPaymentId: payment.gatewayPaymentId, trxId: null };
}

/** The shopper presses a button on bKash's page, as a browser submits its form. */
async function press(payment: KnownPayment, action: 'pay' | 'fail' | 'cancel') {
  const response = await fetch(`${standIn.checkoutUrl(payment.gatewayPaymentId)}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('token', () => {
  it('grants once, keeps the token in the database and reuses it for every call', async () => {
    const before = standIn.grants;
    const bkash = gateway();
    await started(bkash);
    await started(bkash);
    await started(gateway());
    expect(standIn.grants - before).toBe(1);
    const [row] = await test.db
      .select()
      .from(gatewayTokens)
      .where(eq(gatewayTokens.gateway, 'bkash'));
    expect(row?.accessToken).toMatch(/^standin-id-/);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(records.map((call) => call.operation)).toEqual(['token', 'create', 'create', 'create']);
    expect(records[0]).toMatchObject({ ok: true, httpStatus: 200, message: '0000 Successful' });
  });

  it('two servers asking at once for a token cause one grant', async () => {
    const before = standIn.grants;
    const other = await secondServer();
    const [first, second] = [gateway(), gateway(5000, standIn.settings, other.db)];
    try {
      await Promise.all([
        ...Array.from({ length: 4 }, () => started(first)),
        ...Array.from({ length: 4 }, () => started(second)),
      ]);
    } finally {
      await other.close();
    }
    expect(standIn.grants - before).toBe(1);
    expect(records.filter((call) => call.operation === 'token')).toHaveLength(1);
  });

  it('refreshes a token about to expire with its refresh token', async () => {
    standIn.setTokenLifetime(30); // under the minute's margin: renewed at the next call
    const bkash = gateway();
    const [grants, refreshes] = [standIn.grants, standIn.refreshes];
    await started(bkash);
    standIn.setTokenLifetime(3600);
    await started(bkash);
    await started(bkash);
    expect(standIn.grants - grants).toBe(1);
    expect(standIn.refreshes - refreshes).toBe(1);
    expect(records.map((call) => call.operation)).toEqual([
      'token',
      'create',
      'token',
      'create',
      'create',
    ]);
  });

  it('renews a token bKash stopped taking (401) and makes the call again, once', async () => {
    const bkash = gateway();
    await started(bkash);
    standIn.expireTokens();
    const payment = await started(bkash);
    expect(standIn.payments.get(payment.gatewayPaymentId)).toBeDefined();
    expect(records.slice(1).map((call) => [call.operation, call.ok, call.httpStatus])).toEqual([
      ['create', true, 200],
      ['create', false, 401],
      ['token', true, 200],
      ['create', true, 200],
    ]);
    expect(records[2]?.message).toContain('The incoming token has expired');
  });

  it('grants afresh when bKash refuses the refresh token', async () => {
    standIn.setTokenLifetime(30);
    const bkash = gateway();
    await started(bkash);
    standIn.setTokenLifetime(3600);
    standIn.failNext('refresh', '2001');
    const grants = standIn.grants;
    await started(bkash);
    expect(standIn.grants - grants).toBe(1);
    expect(records.slice(2).map((call) => [call.operation, call.ok, call.message])).toEqual([
      ['token', false, '2001 Invalid App Key'],
      ['token', true, '0000 Successful'],
      ['create', true, '0000 Successful'],
    ]);
  });

  it("a grant bKash does not answer holds up none of the shop's other database work", async () => {
    standIn.failNext('grant', 'timeout');
    const starting = failureOf(started(gateway(1500)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = performance.now();
    await test.db.select().from(gatewayTokens);
    expect(performance.now() - before).toBeLessThan(500);
    expect((await starting).retryable).toBe(true);
  });

  it('wrong merchant credentials: a GatewayError that is not retryable', async () => {
    const wrong = { ...standIn.settings, password: 'not-the-password' };
    const error = await failureOf(started(gateway(5000, wrong)));
    expect(error.retryable).toBe(false);
    expect(records).toEqual([
      expect.objectContaining({ operation: 'token', ok: false, httpStatus: 401 }),
    ]);
  });
});

describe('payment', () => {
  it('creates the payment with the documented body and sends the shopper to its page', async () => {
    const bkash = gateway();
    const payment = await started(bkash, 125_050);
    const atBkash = standIn.payments.get(payment.gatewayPaymentId);
    expect(atBkash).toMatchObject({
      amount: '1250.50',
      currency: 'BDT',
      intent: 'sale',
      mode: '0011',
      payerReference: '01770618575',
      merchantInvoiceNumber: payment.reference,
      callbackURL: 'http://shop.test/api/payments/bkash/callback?attempt=1',
      transactionStatus: 'Initiated',
    });
    const page = await fetch(standIn.checkoutUrl(payment.gatewayPaymentId));
    const html = await page.text();
    expect(html).toContain('<title>bKash stand-in</title>');
    expect(html).toContain('Pay ৳1250.50</button>');
    expect(html).toContain('Cancel</button>');
    const back = await press(payment, 'pay');
    expect(back.origin + back.pathname).toBe('http://shop.test/api/payments/bkash/callback');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      attempt: '1',
      paymentID: payment.gatewayPaymentId,
      status: 'success',
    });
    expect(atBkash?.transactionStatus).toBe('Authorized');
  });

  it('confirm executes the payment; a second confirm reads it back without paying twice', async () => {
    const bkash = gateway();
    const payment = await started(bkash);
    await press(payment, 'pay');
    const verdict = await bkash.confirm(payment, {}, onCall);
    const trxId = standIn.payments.get(payment.gatewayPaymentId)?.trxID;
    expect(trxId).toBeTruthy();
    expect(verdict).toEqual({
      state: 'completed',
      trxId,
      amount: 125_000,
      currency: 'BDT',
      reference: payment.reference,
    });
    records = [];
    // The callback replayed: execute answers 2062, the status query gives the same verdict.
    expect(await bkash.confirm(payment, {}, onCall)).toEqual(verdict);
    expect(records.map((call) => [call.operation, call.ok, call.message])).toEqual([
      ['execute', false, '2062 The payment has already been completed'],
      ['query', true, '0000 Successful'],
    ]);
    expect(standIn.payments.get(payment.gatewayPaymentId)?.trxID).toBe(trxId);
  });

  it('confirm of a payment not paid, cancelled or failed says so', async () => {
    const bkash = gateway();
    const unpaid = await started(bkash);
    expect(await bkash.confirm(unpaid, {}, onCall)).toMatchObject({ state: 'pending' });
    const cancelled = await started(bkash);
    const back = await press(cancelled, 'cancel');
    expect(back.searchParams.get('status')).toBe('cancel');
    expect(await bkash.confirm(cancelled, {}, onCall)).toMatchObject({ state: 'cancelled' });
    const failed = await started(bkash);
    expect((await press(failed, 'fail')).searchParams.get('status')).toBe('failure');
    expect(await bkash.confirm(failed, {}, onCall)).toMatchObject({ state: 'failed' });
    const executes = records.filter((call) => call.operation === 'execute');
    expect(executes.map((call) => call.message)).toEqual([
      '2056 Invalid Payment State',
      '2056 Invalid Payment State',
      '2056 Invalid Payment State',
    ]);
  });

  it('query: pending until paid; a shopper who paid and closed the tab is executed and settled', async () => {
    const bkash = gateway();
    const payment = await started(bkash, 99_900);
    expect(await bkash.query(payment, onCall)).toMatchObject({ state: 'pending' });
    standIn.payWithoutCallback(payment.gatewayPaymentId);
    const verdict = await bkash.query(payment, onCall);
    expect(verdict).toMatchObject({
      state: 'completed',
      amount: 99_900,
      reference: payment.reference,
    });
    expect(standIn.payments.get(payment.gatewayPaymentId)?.transactionStatus).toBe('Completed');
    expect(await bkash.query(payment, onCall)).toEqual(verdict);
  });

  it('query: expired, failed and unknown payments failed, cancelled cancelled', async () => {
    const bkash = gateway();
    const states = [
      ['Expired', 'failed'],
      ['Failed', 'failed'],
      ['Cancelled', 'cancelled'],
    ] as const;
    for (const [status, state] of states) {
      const payment = await started(bkash);
      standIn.setStatus(payment.gatewayPaymentId, status);
      expect(await bkash.query(payment, onCall)).toMatchObject({ state });
    }
    const unknown = { reference: 'SJ-NONE', gatewayPaymentId: 'TR0011nosuchpayment', trxId: null };
    expect(await bkash.query(unknown, onCall)).toMatchObject({ state: 'failed' });
  });

  it('refunds part, then the rest; more than is left is refused, not retried', async () => {
    const bkash = gateway();
    const payment = await started(bkash, 125_000);
    await press(payment, 'pay');
    const verdict = await bkash.confirm(payment, {}, onCall);
    if (verdict.state !== 'completed') throw new Error('not completed');
    const paid = { ...payment, trxId: verdict.trxId, amount: 125_000 };
    const half = await bkash.refund(
      paid,
      { amount: 62_500, reason: 'One lipstick returned' },
      onCall,
    );
    const rest = await bkash.refund(
      paid,
      { amount: 62_500, reason: 'Everything returned' },
      onCall,
    );
    expect(half.refundId).not.toBe(rest.refundId);
    const refunds = standIn.refunds.filter((entry) => entry.paymentID === payment.gatewayPaymentId);
    expect(refunds).toEqual([
      expect.objectContaining({
        refundTrxID: half.refundId,
        originalTrxID: verdict.trxId,
        amount: '625.00',
        sku: payment.reference,
        reason: 'One lipstick returned',
      }),
      expect.objectContaining({ refundTrxID: rest.refundId, amount: '625.00' }),
    ]);
    const error = await failureOf(bkash.refund(paid, { amount: 100, reason: 'Again' }, onCall));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('2026');
    const unpaid = { ...payment, trxId: null, amount: 125_000 };
    expect(
      (await failureOf(bkash.refund(unpaid, { amount: 100, reason: 'x' }, onCall))).retryable,
    ).toBe(false);
  });
});

describe('errors', () => {
  it('a 500 or no answer is a retryable GatewayError, recorded as not ok', async () => {
    const bkash = gateway(400);
    const payment = await started(bkash);
    records = [];
    standIn.failNext('execute', 'http500');
    const down = await failureOf(bkash.confirm(payment, {}, onCall));
    expect(down.retryable).toBe(true);
    standIn.failNext('status', 'timeout');
    const slow = await failureOf(bkash.query(payment, onCall));
    expect(slow.retryable).toBe(true);
    standIn.failNext('create', '503');
    const maintenance = await failureOf(started(bkash));
    expect(maintenance.retryable).toBe(true);
    expect(records.map((call) => [call.operation, call.ok, call.httpStatus])).toEqual([
      ['execute', false, 500],
      ['query', false, null],
      ['create', false, 200],
    ]);
    expect(records[1]?.message).toBe('no answer within 400ms');
    expect(records[2]?.message).toBe(
      '503 System is undergoing maintenance. Please try again later',
    );
  });

  it("bKash's refusals (HTTP 200 with an error statusCode) are not retryable", async () => {
    const bkash = gateway();
    standIn.failNext('create', '2001');
    const error = await failureOf(started(bkash));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('create: bKash refused (2001 Invalid App Key)');
    const payment = await started(bkash);
    await press(payment, 'pay');
    standIn.failNext('execute', '2001');
    expect((await failureOf(bkash.confirm(payment, {}, onCall))).retryable).toBe(false);
    // Still Authorized: the next confirm completes it.
    expect(await bkash.confirm(payment, {}, onCall)).toMatchObject({ state: 'completed' });
  });

  it('reports the amount and invoice bKash says it took, not the ones the shop asked for', async () => {
    const bkash = gateway();
    const payment = await started(bkash, 125_000);
    await press(payment, 'pay');
    standIn.alterNext('execute', (answer) => ({
      ...answer,
      amount: '1.00',
      merchantInvoiceNumber: 'X',
    }));
    expect(await bkash.confirm(payment, {}, onCall)).toMatchObject({
      state: 'completed',
      amount: 100,
      reference: 'X',
    });
    standIn.alterNext('create', (answer) => ({ ...answer, amount: '1.00' }));
    const error = await failureOf(started(bkash, 125_000));
    expect(error).toMatchObject({ retryable: false });
    expect(error.message).toContain('another amount');
  });

  it('an answer it cannot read is not retryable, and its record hides any token in it', async () => {
    const bkash = gateway();
    standIn.failNext('grant', {
      body: {
        statusCode: '0000',
        id_token: 'standin-id-LEAKED',
        refresh_token: 'standin-refresh-LEAKED',
      },
    });
    const error = await failureOf(started(bkash));
    expect(error.retryable).toBe(false);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ operation: 'token', ok: false, httpStatus: 200 });
    expect(records[0]?.message).toBe(
      '{"statusCode":"0000","id_token":"(hidden)","refresh_token":"(hidden)"}',
    );
  });

  it('no call record carries a credential or a token', async () => {
    const secrets = [
      standIn.settings.appKey,
      standIn.settings.appSecret,
      standIn.settings.password,
      'standin-id-',
      'standin-refresh-',
    ];
    expect(allRecords.length).toBeGreaterThan(40);
    const text = JSON.stringify(allRecords);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
