/**
 * The SSLCommerz adapter against the local stand-in (a real HTTP server speaking the v4 contract):
 * sessions, the hosted page's forms, validation, the query by tran_id, refunds, the IPN, and the
 * gateway's failures (500, no answer, refusals). No call record may carry the store password.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type SslcommerzStandIn,
  startSslcommerzStandIn,
} from '../../test/stand-ins/sslcommerz-stand-in';
import type { CallRecord, KnownPayment, PaymentGateway, PaymentStart } from './payment-gateway';
import { GatewayError } from './payment-gateway';
import { createSslcommerzGateway } from './sslcommerz';

let standIn: SslcommerzStandIn;
let gateway: PaymentGateway;
/** The shop's IPN listener: what SSLCommerz posted to it. */
let shop: Server;
let shopUrl: string;
const ipnBodies: URLSearchParams[] = [];
let calls: CallRecord[] = [];
const onCall = (call: CallRecord) => calls.push(call);

beforeAll(async () => {
  standIn = await startSslcommerzStandIn();
  gateway = createSslcommerzGateway(standIn.settings, { timeoutMs: 500 });
  shop = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (request.url === '/ipn') ipnBodies.push(new URLSearchParams(body));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"received":true}');
  });
  shop.listen(0, '127.0.0.1');
  await once(shop, 'listening');
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await standIn.close();
  shop.close();
});

afterEach(() => {
  // No call record, whatever the call, carries the store password.
  for (const call of calls)
    expect(JSON.stringify(call)).not.toContain(standIn.settings.storePassword);
  calls = [];
});

let counter = 0;
function aPayment(amount = 125_000): PaymentStart {
  counter += 1;
  return {
    reference: `SJ${Date.now().toString(36)}${counter}`,
    amount,
    customer: {
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '01711222333',
      address: 'House 12, Road 5, Dhanmondi',
      city: 'Dhaka',
      postcode: '1205',
    },
    description: 'Sajghor order 1a2b3c4d',
    returnUrls: {
      callback: `${shopUrl}/callback`,
      success: `${shopUrl}/success`,
      fail: `${shopUrl}/fail`,
      cancel: `${shopUrl}/cancel`,
      ipn: `${shopUrl}/ipn`,
    },
  };
}

async function started(amount?: number): Promise<KnownPayment> {
  const start = aPayment(amount);
  const { gatewayPaymentId } = await gateway.start(start, onCall);
  return { reference: start.reference, gatewayPaymentId, trxId: null };
}

/** The hosted page's form for a button: its action and hidden fields. */
async function formOf(sessionkey: string, button: 'Pay' | 'Fail' | 'Cancel') {
  const html = await (await fetch(`${standIn.baseUrl}/pay/${sessionkey}`)).text();
  const form = html.split('<form').find((part) => part.includes(`>${button}</button>`));
  if (!form) throw new Error(`no ${button} form`);
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    fields.set(name as string, (value as string).replaceAll('&#38;', '&'));
  }
  return { action, fields };
}

/** Presses a button the way a browser does: posts the form, answers where it is sent on. */
async function press(sessionkey: string, button: 'Pay' | 'Fail' | 'Cancel') {
  const { action, fields } = await formOf(sessionkey, button);
  const response = await fetch(new URL(action, standIn.baseUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  return { response, fields };
}

describe('session', () => {
  it('opens a session and answers its sessionkey and hosted page, with the order as sent', async () => {
    const start = aPayment(125_050);
    const result = await gateway.start(start, onCall);
    expect(result.redirectUrl).toBe(`${standIn.baseUrl}/pay/${result.gatewayPaymentId}`);
    const session = standIn.sessions.get(result.gatewayPaymentId);
    expect(session).toMatchObject({ tranId: start.reference, amount: '1250.50', currency: 'BDT' });
    expect(session?.request).toMatchObject({
      success_url: start.returnUrls.success,
      ipn_url: start.returnUrls.ipn,
      cus_phone: '01711222333',
      cus_postcode: '1205',
      cus_country: 'Bangladesh',
      shipping_method: 'NO',
      product_profile: 'general',
    });
    expect(calls).toEqual([
      expect.objectContaining({ operation: 'create', ok: true, message: 'SUCCESS' }),
    ]);
    const page = await fetch(result.redirectUrl);
    const html = await page.text();
    expect(html).toContain('<title>SSLCommerz stand-in</title>');
    for (const button of ['Pay', 'Fail', 'Cancel']) expect(html).toContain(`>${button}</button>`);
  });

  it('a refused session (FAILED) is a GatewayError that is not retryable', async () => {
    const start = aPayment();
    await gateway.start(start, onCall);
    calls = [];
    // The same tran_id twice: SSLCommerz refuses it.
    const error = await gateway.start(start, onCall).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).retryable).toBe(false);
    expect((error as GatewayError).message).toContain('Duplicate tran_id');
    expect(calls[0]).toMatchObject({ operation: 'create', ok: true });
    expect(calls[0]?.message).toContain('FAILED');
  });

  it('the stand-in, as SSLCommerz, refuses a session without any field v4 marks required', async () => {
    const start = aPayment();
    await gateway.start(start, onCall);
    const sent = standIn.sessionOf(start.reference)?.request ?? {};
    const complete = {
      ...sent,
      store_id: standIn.settings.storeId,
      store_passwd: standIn.settings.storePassword,
    };
    const session = (fields: Record<string, string>) =>
      fetch(`${standIn.baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      }).then((answer) => answer.json() as Promise<{ status: string; failedreason: string }>);
    const required = [
      ...['cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_postcode', 'cus_country'],
      ...['cus_phone', 'total_amount', 'currency', 'tran_id', 'success_url', 'fail_url'],
      ...['cancel_url', 'shipping_method', 'product_name', 'product_category', 'product_profile'],
    ];
    /** The fields with a tran_id of their own (a repeated one is refused), less one. */
    const without = (fields: Record<string, string>, field: string) => {
      const copy: Record<string, string> = { ...fields, tran_id: `${start.reference}-${field}` };
      delete copy[field];
      return copy;
    };
    for (const field of required) {
      const answer = await session(without(complete, field));
      expect(answer, field).toMatchObject({ status: 'FAILED' });
      expect(answer.failedreason, field).toContain(field);
    }
    // Shipping by the gateway's merchant (YES) needs where to: each ship_* field as well.
    const shipping = {
      ...complete,
      shipping_method: 'YES',
      ship_name: 'Nusrat Jahan',
      ship_add1: 'House 12, Road 5, Dhanmondi',
      ship_city: 'Dhaka',
      ship_postcode: '1205',
      ship_country: 'Bangladesh',
    };
    for (const field of ['ship_name', 'ship_add1', 'ship_city', 'ship_postcode', 'ship_country']) {
      const answer = await session(without(shipping, field));
      expect(answer, field).toMatchObject({ status: 'FAILED' });
      expect(answer.failedreason, field).toContain(field);
    }
    const shipped = await session({ ...shipping, tran_id: `${start.reference}-shipped` });
    expect(shipped.status).toBe('SUCCESS');
  });

  it('wrong store credentials are refused for good', async () => {
    const wrong = createSslcommerzGateway(
      { ...standIn.settings, storePassword: 'not-the-password' },
      { timeoutMs: 500 },
    );
    const error = await wrong.start(aPayment(), onCall).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GatewayError', retryable: false });
  });

  it('a 500 or no answer is a retryable GatewayError', async () => {
    standIn.failNext('session', 'http500');
    const down = await gateway.start(aPayment(), onCall).catch((e: unknown) => e);
    expect(down).toMatchObject({ name: 'GatewayError', retryable: true });
    expect(calls.at(-1)).toMatchObject({ operation: 'create', ok: false, httpStatus: 500 });

    standIn.failNext('session', 'timeout');
    const slow = await gateway.start(aPayment(), onCall).catch((e: unknown) => e);
    expect(slow).toMatchObject({ name: 'GatewayError', retryable: true });
    expect(calls.at(-1)).toMatchObject({ operation: 'create', ok: false, httpStatus: null });
    expect(calls.at(-1)?.message).toContain('no answer within 500ms');
  });
});

describe('the hosted page and validation', () => {
  it('Pay sends the shopper to success_url with a val_id that validates once as VALID, then VALIDATED', async () => {
    const payment = await started(125_000);
    const { response, fields } = await press(payment.gatewayPaymentId, 'Pay');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${shopUrl}/success`);
    expect(fields.get('status')).toBe('VALID');
    expect(fields.get('tran_id')).toBe(payment.reference);
    expect(fields.get('verify_sign')).toMatch(/^[0-9a-f]{32}$/);
    const valId = fields.get('val_id') as string;

    const verdict = await gateway.confirm(payment, { valId }, onCall);
    const session = standIn.sessionOf(payment.reference);
    expect(verdict).toEqual({
      state: 'completed',
      trxId: session?.bankTranId,
      amount: 125_000,
      currency: 'BDT',
      reference: payment.reference,
      valId,
    });
    expect(calls.at(-1)).toMatchObject({ operation: 'validate', ok: true });
    expect(calls.at(-1)?.message).toMatch(/^VALID,/);
    // Validated again (the IPN after the shopper's return): still completed, now VALIDATED.
    expect(await gateway.confirm(payment, { valId }, onCall)).toMatchObject({ state: 'completed' });
    expect(calls.at(-1)?.message).toMatch(/^VALIDATED,/);
  });

  it('Pay posts the IPN to ipn_url from the server side, with the same fields', async () => {
    const payment = await started();
    const { fields } = await press(payment.gatewayPaymentId, 'Pay');
    await expect
      .poll(() => standIn.ipn.sent.find((i) => i.tranId === payment.reference))
      .toBeTruthy();
    expect(standIn.ipn.sent.find((i) => i.tranId === payment.reference)).toMatchObject({
      url: `${shopUrl}/ipn`,
      status: 200,
    });
    const ipn = ipnBodies.find((body) => body.get('tran_id') === payment.reference);
    expect(ipn?.get('val_id')).toBe(fields.get('val_id'));
    expect(ipn?.get('status')).toBe('VALID');
  });

  it('a forged val_id, or the val_id of an unpaid session, is a failed verdict', async () => {
    const payment = await started();
    expect(await gateway.confirm(payment, { valId: 'forged123' }, onCall)).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('INVALID_TRANSACTION'),
    });
    // The page holds the val_id before anyone pays: it is worth nothing until Pay is pressed.
    const { fields } = await formOf(payment.gatewayPaymentId, 'Pay');
    expect(
      await gateway.confirm(payment, { valId: fields.get('val_id') as string }, onCall),
    ).toMatchObject({ state: 'failed' });
    expect(await gateway.confirm(payment, {}, onCall)).toMatchObject({ state: 'failed' });
  });

  it('Fail and Cancel send the shopper to fail_url and cancel_url without a val_id', async () => {
    const failed = await started();
    const fail = await press(failed.gatewayPaymentId, 'Fail');
    expect(fail.response.headers.get('location')).toBe(`${shopUrl}/fail`);
    expect(fail.fields.get('status')).toBe('FAILED');
    expect(fail.fields.has('val_id')).toBe(false);
    const cancelled = await started();
    const cancel = await press(cancelled.gatewayPaymentId, 'Cancel');
    expect(cancel.response.headers.get('location')).toBe(`${shopUrl}/cancel`);
    expect(cancel.fields.get('status')).toBe('CANCELLED');
    // A page whose session is over takes no second press.
    expect((await press(failed.gatewayPaymentId, 'Pay')).response.status).toBe(409);
  });

  it('a risky payment is completed, and the call record says so', async () => {
    standIn.setRiskLevel(1);
    try {
      const payment = await started();
      const { fields } = await press(payment.gatewayPaymentId, 'Pay');
      const verdict = await gateway.confirm(
        payment,
        { valId: fields.get('val_id') as string },
        onCall,
      );
      expect(verdict.state).toBe('completed');
      expect(calls.at(-1)?.message).toContain('HIGH RISK');
    } finally {
      standIn.setRiskLevel(0);
    }
  });

  it('a 500 or no answer from the validator is a retryable GatewayError', async () => {
    const payment = await started();
    const { fields } = await press(payment.gatewayPaymentId, 'Pay');
    const valId = fields.get('val_id') as string;
    standIn.failNext('validate', 'http500');
    await expect(gateway.confirm(payment, { valId }, onCall)).rejects.toMatchObject({
      retryable: true,
    });
    standIn.failNext('validate', 'timeout');
    await expect(gateway.confirm(payment, { valId }, onCall)).rejects.toMatchObject({
      retryable: true,
    });
    // Nothing was lost: it validates once SSLCommerz answers again.
    expect(await gateway.confirm(payment, { valId }, onCall)).toMatchObject({ state: 'completed' });
  });
});

describe('query by tran_id', () => {
  it('answers pending while the shopper is on the page, completed once paid without coming back', async () => {
    const payment = await started(99_900);
    expect(await gateway.query(payment, onCall)).toMatchObject({ state: 'pending' });
    const session = await standIn.complete(payment.reference);
    expect(await gateway.query(payment, onCall)).toEqual({
      state: 'completed',
      trxId: session.bankTranId,
      amount: 99_900,
      currency: 'BDT',
      reference: payment.reference,
      valId: session.valId,
    });
    expect(calls.at(-1)).toMatchObject({ operation: 'query', ok: true });
  });

  it('answers failed, cancelled or failed (expired) for attempts that ended', async () => {
    const failed = await started();
    await press(failed.gatewayPaymentId, 'Fail');
    expect(await gateway.query(failed, onCall)).toMatchObject({ state: 'failed' });
    const cancelled = await started();
    await press(cancelled.gatewayPaymentId, 'Cancel');
    expect(await gateway.query(cancelled, onCall)).toMatchObject({ state: 'cancelled' });
    const expired = await started();
    standIn.end(expired.reference, 'EXPIRED');
    expect(await gateway.query(expired, onCall)).toMatchObject({
      state: 'failed',
      message: 'EXPIRED',
    });
  });

  it('answers pending for a tran_id SSLCommerz does not know yet', async () => {
    const unknown = { reference: 'SJ-never-started', gatewayPaymentId: 'X', trxId: null };
    expect(await gateway.query(unknown, onCall)).toEqual({
      state: 'pending',
      message: 'no transaction yet',
    });
  });

  it('a 500 is retryable; refused credentials are not', async () => {
    const payment = await started();
    standIn.failNext('query', 'http500');
    await expect(gateway.query(payment, onCall)).rejects.toMatchObject({ retryable: true });
    const wrong = createSslcommerzGateway(
      { ...standIn.settings, storePassword: 'not-the-password' },
      { timeoutMs: 500 },
    );
    await expect(wrong.query(payment, onCall)).rejects.toMatchObject({ retryable: false });
  });
});

describe('refund', () => {
  async function paid(amount = 200_000): Promise<KnownPayment & { amount: number }> {
    const payment = await started(amount);
    const session = await standIn.complete(payment.reference);
    return { ...payment, trxId: session.bankTranId, amount };
  }

  it('refunds part, then the rest, and refuses more than is left', async () => {
    const payment = await paid(200_000);
    const first = await gateway.refund(
      payment,
      { amount: 100_000, reason: 'Half returned' },
      onCall,
    );
    expect(first.refundId).toMatch(/^RF/);
    expect(standIn.refunds.at(-1)).toMatchObject({
      refundRefId: first.refundId,
      bankTranId: payment.trxId,
      amount: '1000.00',
      remarks: 'Half returned',
    });
    expect(standIn.refunds.at(-1)?.refeId).toContain(payment.reference);
    await gateway.refund(payment, { amount: 100_000, reason: 'The rest' }, onCall);
    const error = await gateway
      .refund(payment, { amount: 100, reason: 'Too much' }, onCall)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GatewayError', retryable: false });
    expect((error as Error).message).toContain('exceeds');
    expect(calls.at(-1)).toMatchObject({ operation: 'refund', ok: true });
  });

  it('a payment without a bank transaction id cannot be refunded', async () => {
    const payment = await started();
    await expect(
      gateway.refund({ ...payment, amount: 125_000 }, { amount: 100, reason: 'x' }, onCall),
    ).rejects.toMatchObject({ retryable: false });
  });

  it('a 500 or no answer is retryable, and nothing was refunded', async () => {
    const payment = await paid();
    const before = standIn.refunds.length;
    standIn.failNext('refund', 'http500');
    await expect(
      gateway.refund(payment, { amount: 100, reason: 'x' }, onCall),
    ).rejects.toMatchObject({ retryable: true });
    standIn.failNext('refund', 'timeout');
    await expect(
      gateway.refund(payment, { amount: 100, reason: 'x' }, onCall),
    ).rejects.toMatchObject({ retryable: true });
    expect(standIn.refunds.length).toBe(before);
  });
});
