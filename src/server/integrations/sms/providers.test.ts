import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from './create-sender';
import { parseSmsUrl } from './settings';
import { SmsSendError } from './sms-sender';
import { recordingLog, type StandInGateway, startStandInGateway } from './stand-in-gateway';

const TO = '+8801711222333';
const BANGLA = 'আপনার কোড ৪৮২৯১৩। ৫ মিনিট বৈধ।';

let gateway: StandInGateway;
const recorded = recordingLog();

beforeAll(async () => {
  gateway = await startStandInGateway(() => ({ status: 500 }));
});
afterAll(() => gateway.close());

function senderFor(smsUrl: string, timeoutMs = 1000) {
  const settings = parseSmsUrl(smsUrl);
  return createSmsSender({ settings, outboxDir: '/nonexistent', timeoutMs }, recorded.log);
}

async function failureOf(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('BulkSMSBD', () => {
  const sender = () => senderFor(`bulksmsbd://key-123@Sajghor?endpoint=${gateway?.url}/api/smsapi`);

  it('posts the documented form with the number as 880… and Bangla as unicode', async () => {
    gateway.answer(() => ({
      body: {
        response_code: 202,
        message_id: 98765,
        success_message: 'SMS Submitted Successfully',
      },
    }));
    gateway.received.length = 0;
    expect(await sender().send(TO, BANGLA)).toBe('98765');
    const [request] = gateway.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/smsapi');
    expect(request?.fields).toEqual({
      api_key: 'key-123',
      senderid: 'Sajghor',
      number: '8801711222333',
      message: BANGLA,
      type: 'unicode',
    });
    await sender().send(TO, 'Your code is 482913');
    expect(gateway.received[1]?.fields.type).toBe('text');
  });

  it('gives up on an invalid number but keeps a message an empty balance held back', async () => {
    gateway.answer(() => ({ body: { response_code: 1001, error_message: 'Invalid Number' } }));
    const invalid = await failureOf(sender().send(TO, 'x'));
    expect(invalid.retryable).toBe(false);
    expect(invalid.message).toContain('1001 Invalid Number');
    gateway.answer(() => ({
      body: { response_code: 1007, error_message: 'Balance Insufficient' },
    }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(true);
    gateway.answer(() => ({ status: 503, body: 'maintenance' }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(true);
  });
});

describe('SSL Wireless ISMS Plus', () => {
  const sender = () => senderFor(`sslwireless://token-abc@SAJGHORSID?endpoint=${gateway?.url}`);

  it('posts JSON to /api/v3/send-sms with our id as csms_id', async () => {
    gateway.answer((request) => ({
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: request.fields.msisdn,
            sms_type: 'UNICODE',
            csms_id: request.fields.csms_id,
            reference_id: 'ref-5501',
          },
        ],
      },
    }));
    gateway.received.length = 0;
    const reference = '0b9f2c1e-7a61-4c3f-9d2e-55aa66bb77cc';
    expect(await sender().send(TO, BANGLA, reference)).toBe('ref-5501');
    const [request] = gateway.received;
    expect(request?.path).toBe('/api/v3/send-sms');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.fields).toEqual({
      api_token: 'token-abc',
      sid: 'SAJGHORSID',
      msisdn: '8801711222333',
      sms: BANGLA,
      csms_id: '0b9f2c1e7a614c3f9d2e',
    });
  });

  it('counts a refused duplicate csms_id as sent, an invalid number as final, a bad token as retryable', async () => {
    gateway.answer(() => ({
      body: { status: 'FAILED', status_code: 4025, error_message: 'Duplicate CSMS ID' },
    }));
    expect(await sender().send(TO, 'x', 'abcdef')).toBe('abcdef');
    gateway.answer(() => ({
      body: { status: 'FAILED', status_code: 4022, error_message: 'Invalid MSISDN' },
    }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(false);
    gateway.answer(() => ({
      body: { status: 'FAILED', status_code: 4001, error_message: 'Unauthorized: invalid token' },
    }));
    const unauthorized = await failureOf(sender().send(TO, 'x'));
    expect(unauthorized.retryable).toBe(true);
    expect(unauthorized.message).toContain('invalid token');
  });
});

describe('Twilio', () => {
  const sender = (from = '+15005550006') =>
    senderFor(`twilio://AC0123:secret-token@${encodeURIComponent(from)}?endpoint=${gateway?.url}`);

  it('posts the Messages API form with basic auth and answers the message sid', async () => {
    gateway.answer(() => ({ status: 201, body: { sid: 'SM42', status: 'queued' } }));
    gateway.received.length = 0;
    expect(await sender().send(TO, BANGLA)).toBe('SM42');
    const [request] = gateway.received;
    expect(request?.path).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`,
    );
    expect(request?.fields).toEqual({ To: TO, Body: BANGLA, From: '+15005550006' });
    await sender('MG99').send(TO, 'x');
    expect(gateway.received[1]?.fields.MessagingServiceSid).toBe('MG99');
  });

  it('gives up on an invalid To, retries when throttled or unauthorised', async () => {
    gateway.answer(() => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    }));
    const invalid = await failureOf(sender().send(TO, 'x'));
    expect(invalid.retryable).toBe(false);
    expect(invalid.message).toContain('21211');
    gateway.answer(() => ({ status: 429, body: { code: 20429, message: 'Too Many Requests' } }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(true);
    gateway.answer(() => ({ status: 401, body: { code: 20003, message: 'Authenticate' } }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(true);
  });
});

describe('generic HTTP template', () => {
  const sender = () =>
    senderFor(`${gateway?.url}/send?key=s3cret&to={msisdn}&local={local}&text={text}&ref={id}`);

  it('fills the placeholders URL-encoded and reads the id from a JSON answer', async () => {
    gateway.answer(() => ({ body: { id: 'gw-7' } }));
    gateway.received.length = 0;
    expect(await sender().send(TO, `${BANGLA} & more`, 'msg-1')).toBe('gw-7');
    const [request] = gateway.received;
    expect(request?.method).toBe('GET');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      key: 's3cret',
      to: '8801711222333',
      local: '01711222333',
      text: `${BANGLA} & more`,
      ref: 'msg-1',
    });
  });

  it('retries a 5xx, gives up on a 4xx', async () => {
    gateway.answer(() => ({ status: 502, body: 'bad gateway' }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(true);
    gateway.answer(() => ({ status: 400, body: 'bad number' }));
    expect((await failureOf(sender().send(TO, 'x'))).retryable).toBe(false);
  });
});

describe('every provider', () => {
  it('times out a slow answer as retryable and records the call in the log', async () => {
    gateway.answer(() => ({ delayMs: 2000, body: { response_code: 202 } }));
    const slow = senderFor(`bulksmsbd://k@S?endpoint=${gateway.url}/api/smsapi`, 200);
    const error = await failureOf(slow.send(TO, 'x'));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('no answer within 200ms');
    expect(
      recorded.lines.some((line) => line.includes('sms via bulksmsbd to +8801711222333')),
    ).toBe(true);
    expect(recorded.lines.join('\n')).not.toContain('482913');
  });

  it('treats a gateway nobody answers at as retryable', async () => {
    const down = await startStandInGateway(() => ({}));
    const url = down.url;
    await down.close();
    const error = await failureOf(
      senderFor(`twilio://AC1:t@%2B1555?endpoint=${url}`).send(TO, 'x'),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('could not reach the gateway');
  });
});
