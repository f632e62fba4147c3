/**
 * Brute force and enumeration: the sign-in, sign-up and reset limits
 * (src/server/modules/auth/account-limits.ts, docs/decisions/002-accounts.md, and Better Auth's
 * per-IP rules in auth.ts) hold under 200 attempts, whether the attempts come from 200 addresses or
 * from one address forging a different X-Forwarded-For each time. The app trusts no proxy header
 * unless TRUST_PROXY names the load balancers, so a forged header must change nothing; behind a
 * trusted one, each shopper's own address is counted, and a header from anyone else is still
 * ignored. And the answers to sign-in, reset and verification requests do not tell whether an
 * address has an account. Sign-in codes by SMS get the same: per number 1 a minute and 5 an hour,
 * per client address 10 an hour, 5 wrong guesses void a code, and a number's answers do not tell
 * whether it has an account.
 */

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages, rateLimits, users } from '../../src/server/db/schema';
import {
  createShopper,
  readOutbox,
  type SignedInShopper,
  uniqueEmail,
} from '../../src/server/test/fixtures/accounts';
import { lastCodeTo, uniquePhoneNumber } from '../../src/server/test/fixtures/phones';
import { createTestApp, originOf, type TestApp } from '../../src/server/test/test-app';

const ATTEMPTS = 200;
/** From account-limits.ts and the customRules in auth.ts. */
const FAILED_SIGN_INS_PER_ACCOUNT = 5;
const SIGN_UPS_PER_ADDRESS = 5;
const EMAIL_REQUESTS_PER_ADDRESS = 3;
const SIGN_INS_PER_IP = 20;
const RESET_REQUESTS_PER_IP = 10;
/** From account-limits.ts (OTP_PER_*) and phone-sign-in.ts. */
const CODES_PER_NUMBER_MINUTE = 1;
const CODES_PER_ADDRESS_HOUR = 10;
const WRONG_CODES_ALLOWED = 5;
/** From src/server/modules/track/track-service.ts. */
const TRACK_LOOKUPS_PER_ADDRESS = 20;

let t: TestApp;
let shopper: SignedInShopper;

beforeAll(async () => {
  // Limits are off in tests unless asked for.
  t = await createTestApp({ rateLimitEnabled: true });
  shopper = await createShopper(t.app);
});
afterAll(() => t.close());

let subnet = 0;
/** A block of addresses no other test in this file uses, so per-IP counts stay apart. */
function freshSubnet() {
  subnet += 1;
  return (host: number) => `10.${subnet}.${Math.floor(host / 250)}.${(host % 250) + 1}`;
}

/** The three ways an attacker spreads 200 attempts. */
type Spread = 'one address' | 'many addresses' | 'forged X-Forwarded-For';
const SPREADS: Spread[] = ['one address', 'many addresses', 'forged X-Forwarded-For'];

function attempt(
  url: string,
  payload: Record<string, unknown>,
  spread: Spread,
  index: number,
  ips: (n: number) => string,
) {
  const forged = `203.0.113.${(index % 250) + 1}`;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: spread === 'many addresses' ? ips(index) : ips(0),
    headers: {
      origin: originOf(t.app),
      ...(spread === 'forged X-Forwarded-For'
        ? {
            'x-forwarded-for': forged,
            'x-real-ip': forged,
            forwarded: `for=${forged}`,
            // The header the app itself uses to hand the address to Better Auth.
            'x-sajghor-client-ip': forged,
          }
        : {}),
    },
  });
}

/** Sends the attempts one after another; answers their statuses. */
async function statusesOf(
  send: (index: number) => ReturnType<typeof attempt>,
  count = ATTEMPTS,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await send(index)).statusCode);
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** The shape and wording of an answer, without the parts that differ between any two requests. */
function answerOf(response: Awaited<ReturnType<typeof attempt>>) {
  return { status: response.statusCode, body: response.json() };
}

describe.each(SPREADS)('200 attempts from %s', (spread) => {
  it(`guessing one account's password: ${FAILED_SIGN_INS_PER_ACCOUNT} guesses get checked, then it stays locked`, async () => {
    const victim = await createShopper(t.app);
    const ips = freshSubnet();
    const statuses = await statusesOf((index) =>
      attempt(
        '/api/auth/sign-in/email',
        { email: victim.email, password: `guess-${index}` },
        spread,
        index,
        ips,
      ),
    );
    expect(statuses.slice(0, FAILED_SIGN_INS_PER_ACCOUNT)).toEqual(
      Array(FAILED_SIGN_INS_PER_ACCOUNT).fill(401),
    );
    expect(tally(statuses)).toEqual({
      401: FAILED_SIGN_INS_PER_ACCOUNT,
      429: ATTEMPTS - FAILED_SIGN_INS_PER_ACCOUNT,
    });
    // Even the right password waits out the lock: a lucky 201st guess gains nothing.
    const right = await attempt(
      '/api/auth/sign-in/email',
      { email: victim.email, password: victim.password },
      spread,
      ATTEMPTS,
      ips,
    );
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it(`signing up one address: at most ${SIGN_UPS_PER_ADDRESS} get through`, async () => {
    const email = uniqueEmail('signup-flood');
    const ips = freshSubnet();
    const statuses = await statusesOf((index) =>
      attempt(
        '/api/auth/sign-up/email',
        { firstName: 'Flood', lastName: 'Er', email, password: `kacha-lonka-${index}` },
        spread,
        index,
        ips,
      ),
    );
    expect(statuses.filter((status) => status !== 429)).toHaveLength(SIGN_UPS_PER_ADDRESS);
    expect(statuses.slice(SIGN_UPS_PER_ADDRESS).every((status) => status === 429)).toBe(true);
  });

  it.each(['/api/auth/request-password-reset', '/api/auth/send-verification-email'])(
    `%s for one address: ${EMAIL_REQUESTS_PER_ADDRESS} answered, the inbox is not flooded`,
    async (url) => {
      const ips = freshSubnet();
      const victim = await createShopper(t.app);
      const mailsBefore = (await readOutbox(t.app)).filter(
        (mail) => mail.to === victim.email,
      ).length;
      const statuses = await statusesOf((index) =>
        attempt(url, { email: victim.email }, spread, index, ips),
      );
      expect(tally(statuses)).toEqual({
        200: EMAIL_REQUESTS_PER_ADDRESS,
        429: ATTEMPTS - EMAIL_REQUESTS_PER_ADDRESS,
      });
      const mailsAfter = (await readOutbox(t.app)).filter(
        (mail) => mail.to === victim.email,
      ).length;
      expect(mailsAfter - mailsBefore).toBeLessThanOrEqual(EMAIL_REQUESTS_PER_ADDRESS);
    },
  );

  it(`asking codes for one number: ${CODES_PER_NUMBER_MINUTE} SMS goes out, the rest wait`, async () => {
    const phoneNumber = uniquePhoneNumber();
    const ips = freshSubnet();
    const statuses = await statusesOf((index) =>
      attempt('/api/auth/phone-number/send-otp', { phoneNumber }, spread, index, ips),
    );
    expect(tally(statuses)).toEqual({
      200: CODES_PER_NUMBER_MINUTE,
      429: ATTEMPTS - CODES_PER_NUMBER_MINUTE,
    });
    expect(await smsCountTo(phoneNumber)).toBe(CODES_PER_NUMBER_MINUTE);
  });

  it(`guessing one number's code: ${WRONG_CODES_ALLOWED} guesses get checked, then the code is void`, async () => {
    const victim = await phoneAccount();
    const ips = freshSubnet();
    const code = await lastCodeTo(t.db, victim);
    const statuses = await statusesOf((index) => {
      const guess = String(index).padStart(6, '0');
      return attempt(
        '/api/auth/phone-number/verify',
        { phoneNumber: victim, code: guess === code ? '999999' : guess },
        spread,
        index,
        ips,
      );
    });
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(
      WRONG_CODES_ALLOWED,
    );
    // The right code, sent after the guesses, no longer signs anyone in.
    const right = await attempt(
      '/api/auth/phone-number/verify',
      { phoneNumber: victim, code },
      'many addresses',
      ATTEMPTS,
      freshSubnet(),
    );
    expect(right.statusCode).not.toBe(200);
    expect(right.headers['set-cookie']).toBeUndefined();
  });
});

let smsNumberSubnet = 200;
/** A number with an account made by phone, from an address no other test uses. */
async function phoneAccount(): Promise<string> {
  smsNumberSubnet += 1;
  const phoneNumber = uniquePhoneNumber();
  const from = { remoteAddress: `10.${smsNumberSubnet}.0.1`, headers: { origin: originOf(t.app) } };
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    payload: { phoneNumber },
    ...from,
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    payload: {
      phoneNumber,
      code: await lastCodeTo(t.db, phoneNumber),
      firstName: 'V',
      lastName: 'Ictim',
    },
    ...from,
  });
  if (made.statusCode !== 200) throw new Error(`phone sign-up failed: ${made.body}`);
  // A fresh code for the guessing to aim at (the first one is spent), as if a minute had passed.
  await t.db.delete(rateLimits).where(like(rateLimits.key, `account:otp-number-%:${phoneNumber}`));
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    payload: { phoneNumber },
    ...from,
    remoteAddress: `10.${smsNumberSubnet}.0.2`,
  });
  return phoneNumber;
}

async function smsCountTo(phoneNumber: string): Promise<number> {
  const rows = await t.db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.channel, 'sms'), eq(outgoingMessages.recipient, phoneNumber)));
  return rows.length;
}

describe('per-IP limits count the real address, not a forged header', () => {
  // Each attempt names another account (so the per-account limits never trigger) and claims
  // another client address; the connection is the same, so the per-IP budget must run out.
  it(`sign-ins across 200 accounts: ${SIGN_INS_PER_IP} a minute, then 429`, async () => {
    const ips = freshSubnet();
    const statuses = await statusesOf((index) =>
      attempt(
        '/api/auth/sign-in/email',
        { email: uniqueEmail('spray'), password: 'password-spray-1' },
        'forged X-Forwarded-For',
        index,
        ips,
      ),
    );
    expect(statuses.slice(0, SIGN_INS_PER_IP).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(SIGN_INS_PER_IP).every((status) => status === 429)).toBe(true);
  });

  it(`order tracking, guessing order numbers: ${TRACK_LOOKUPS_PER_ADDRESS} lookups, then 429`, async () => {
    const ips = freshSubnet();
    const statuses = await statusesOf((index) =>
      attempt(
        '/api/track',
        { orderNumber: index.toString(16).padStart(8, '0'), phone: '01712345678' },
        'forged X-Forwarded-For',
        index,
        ips,
      ),
    );
    expect(statuses.slice(0, TRACK_LOOKUPS_PER_ADDRESS).every((status) => status === 404)).toBe(
      true,
    );
    expect(statuses.slice(TRACK_LOOKUPS_PER_ADDRESS).every((status) => status === 429)).toBe(true);
  });

  it(`sign-in codes across 200 numbers: ${CODES_PER_ADDRESS_HOUR} an hour, then 429`, async () => {
    const ips = freshSubnet();
    const numbers = Array.from({ length: ATTEMPTS }, () => uniquePhoneNumber());
    const statuses = await statusesOf((index) =>
      attempt(
        '/api/auth/phone-number/send-otp',
        { phoneNumber: numbers[index] },
        'forged X-Forwarded-For',
        index,
        ips,
      ),
    );
    expect(tally(statuses)).toEqual({
      200: CODES_PER_ADDRESS_HOUR,
      429: ATTEMPTS - CODES_PER_ADDRESS_HOUR,
    });
    const texts = await Promise.all(numbers.map(smsCountTo));
    expect(texts.reduce((sum, count) => sum + count, 0)).toBe(CODES_PER_ADDRESS_HOUR);
  });

  it(`reset requests across 200 addresses: ${RESET_REQUESTS_PER_IP}, then 429`, async () => {
    const ips = freshSubnet();
    const statuses = await statusesOf((index) =>
      attempt(
        '/api/auth/request-password-reset',
        { email: uniqueEmail('reset-spray') },
        'forged X-Forwarded-For',
        index,
        ips,
      ),
    );
    expect(tally(statuses)).toEqual({
      200: RESET_REQUESTS_PER_IP,
      429: ATTEMPTS - RESET_REQUESTS_PER_IP,
    });
  });

  it('the same spray from real, different addresses is not stopped by the per-IP limit', async () => {
    // Control: proves the two tests above are refused for their single real address.
    const ips = freshSubnet();
    const statuses = await statusesOf(
      (index) =>
        attempt(
          '/api/auth/request-password-reset',
          { email: uniqueEmail('many-ips') },
          'many addresses',
          index,
          ips,
        ),
      RESET_REQUESTS_PER_IP * 2,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('answers do not reveal whether an address has an account', () => {
  it('sign-in: a wrong password and an unknown address get the same answer', async () => {
    const ips = freshSubnet();
    const known = await attempt(
      '/api/auth/sign-in/email',
      { email: shopper.email, password: 'not-my-password-1' },
      'one address',
      0,
      ips,
    );
    const unknown = await attempt(
      '/api/auth/sign-in/email',
      { email: uniqueEmail('ghost'), password: 'not-my-password-1' },
      'one address',
      1,
      ips,
    );
    expect(known.statusCode).toBe(401);
    expect(answerOf(unknown)).toEqual(answerOf(known));
  });

  it.each(['/api/auth/request-password-reset', '/api/auth/send-verification-email'])(
    '%s: a known and an unknown address get the same answer',
    async (url) => {
      const ips = freshSubnet();
      const someone = await createShopper(t.app);
      const known = await attempt(url, { email: someone.email }, 'one address', 0, ips);
      const unknown = await attempt(url, { email: uniqueEmail('ghost') }, 'one address', 1, ips);
      expect(known.statusCode).toBe(200);
      expect(answerOf(unknown)).toEqual(answerOf(known));
    },
  );

  it('request-password-reset: the limit answers the same for known and unknown addresses', async () => {
    const ips = freshSubnet();
    const someone = await createShopper(t.app);
    const lastOf = async (email: string) => {
      let last: Awaited<ReturnType<typeof attempt>> | undefined;
      for (let index = 0; index <= EMAIL_REQUESTS_PER_ADDRESS; index += 1) {
        last = await attempt(
          '/api/auth/request-password-reset',
          { email },
          'many addresses',
          index,
          ips,
        );
      }
      return last as Awaited<ReturnType<typeof attempt>>;
    };
    const known = await lastOf(someone.email);
    const unknown = await lastOf(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(429);
    expect(answerOf(unknown)).toEqual(answerOf(known));
  });
});

describe('answers do not reveal whether a number has an account', () => {
  it('send-otp, a wrong code and the limit answer a known and an unknown number alike', async () => {
    const known = await phoneAccount();
    const unknown = uniquePhoneNumber();
    const ips = freshSubnet();
    const ask = (phoneNumber: string, index: number) =>
      attempt('/api/auth/phone-number/send-otp', { phoneNumber }, 'many addresses', index, ips);
    // The known number's code was just sent (phoneAccount), so both are asked twice.
    const unknownFirst = await ask(unknown, 1);
    expect(unknownFirst.statusCode).toBe(200);
    const [knownAgain, unknownAgain] = [await ask(known, 2), await ask(unknown, 3)];
    expect(knownAgain.statusCode).toBe(429);
    // Alike but for the wait, which counts from each number's own last code.
    const withoutWait = (response: typeof knownAgain) => ({
      ...answerOf(response),
      body: { ...response.json(), message: response.json().message.replace(/in .*\.$/, 'in …') },
    });
    expect(withoutWait(unknownAgain)).toEqual(withoutWait(knownAgain));

    const guess = async (phoneNumber: string, index: number) => {
      const code = await lastCodeTo(t.db, phoneNumber);
      return attempt(
        '/api/auth/phone-number/verify',
        { phoneNumber, code: code === '000000' ? '111111' : '000000' },
        'many addresses',
        index,
        ips,
      );
    };
    const [wrongKnown, wrongUnknown] = [await guess(known, 4), await guess(unknown, 5)];
    expect(wrongKnown.statusCode).toBe(400);
    expect(answerOf(wrongUnknown)).toEqual(answerOf(wrongKnown));
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, unknown))).toEqual([]);
  });
});

describe('behind a load balancer named in TRUST_PROXY', () => {
  let behind: TestApp;
  beforeAll(async () => {
    behind = await createTestApp({ rateLimitEnabled: true, trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => behind.close());

  const signInFrom = (client: string, remoteAddress = '127.0.0.1') =>
    behind.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: originOf(behind.app), 'x-forwarded-for': client },
      payload: { email: uniqueEmail('proxied'), password: 'password-spray-1' },
    });

  it('counts each shopper by the address the proxy reports, not the proxy itself', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SIGN_INS_PER_IP; index += 1) {
      statuses.push((await signInFrom('203.0.113.7')).statusCode);
    }
    expect(statuses.slice(0, SIGN_INS_PER_IP).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another shopper behind the same load balancer is not locked out by the first.
    expect((await signInFrom('203.0.113.8')).statusCode).toBe(401);
  });

  it('still ignores the header from a client that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SIGN_INS_PER_IP; index += 1) {
      statuses.push((await signInFrom(`198.51.100.${index + 1}`, '192.0.2.50')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
