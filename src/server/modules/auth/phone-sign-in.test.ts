/**
 * Signing in with a mobile number through the real routes and Better Auth's phone-number plugin,
 * reading each code from the SMS queue (outgoing_messages) the way a shopper reads their phone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outgoingMessages,
  profiles,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../../db/schema';
import { cookiesFrom, createShopper, getAccount } from '../../test/fixtures/accounts';
import {
  forgetCodeLimits,
  lastCodeTo,
  lastSmsTo,
  sendOtp,
  uniquePhoneNumber,
  verifyPhone,
} from '../../test/fixtures/phones';
import { createTestApp, type TestApp } from '../../test/test-app';
import { otpIdentifier } from './phone-sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCount = 0;
/** Every test its own client address, so the per-address limit counts only its own requests. */
function freshIp() {
  addressCount += 1;
  return `10.18.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
}

/** A number with an account made by phone; the code limits are forgotten afterwards. */
async function phoneShopper(ip = freshIp()) {
  const phoneNumber = uniquePhoneNumber();
  await sendOtp(t.app, phoneNumber, { ip });
  const code = await lastCodeTo(t.db, phoneNumber);
  const made = await verifyPhone(
    t.app,
    { phoneNumber, code, firstName: 'Karim', lastName: 'Sheikh' },
    { ip },
  );
  expect(made.statusCode).toBe(200);
  await forgetCodeLimits(t.db);
  return { phoneNumber, cookie: cookiesFrom(made) };
}

describe('signing up and in with a mobile number', () => {
  it('signs up with ০১৭১১-২২২৩৩৩, asking the names once, and signs in again later', async () => {
    const ip = freshIp();
    const sent = await sendOtp(t.app, '০১৭১১-২২২৩৩৩', { ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: true });

    const sms = await lastSmsTo(t.db, '+8801711222333');
    expect(sms).toMatchObject({ channel: 'sms', topic: 'otp', status: 'pending' });
    expect(sms.body).toMatch(/^\d{6} is your Sajghor code\. It expires in 5 minutes\./);
    expect(sms.body.length).toBeLessThanOrEqual(160);
    const code = await lastCodeTo(t.db, '+8801711222333');

    // A right code for a new number: the names first, and the code is not spent.
    const asked = await verifyPhone(t.app, { phoneNumber: '01711222333', code }, { ip });
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      code: 'NAMES_REQUIRED',
      message: expect.stringContaining('first and last name'),
    });
    expect(asked.cookies).toEqual([]);

    const made = await verifyPhone(
      t.app,
      { phoneNumber: '+880 1711-222333', code, firstName: ' Rahim ', lastName: 'Uddin' },
      { ip },
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ status: true });
    const session = made.cookies.find((cookie) => cookie.name === 'sajghor.session_token');
    expect(session?.maxAge).toBe(30 * 24 * 60 * 60);

    const account = (await getAccount(t.app, cookiesFrom(made))).json().account;
    expect(account).toMatchObject({
      email: null,
      phoneNumber: '+8801711222333',
      phone: '01711222333',
      firstName: 'Rahim',
      lastName: 'Uddin',
      notifications: { sms: true, email: true, marketing: false },
      language: 'en',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(user).toMatchObject({
      name: 'Rahim Uddin',
      email: '8801711222333@phone.invalid',
      phoneNumberVerified: true,
    });

    // Later, on another browser, without "remember me": the same account, for the browser session.
    await forgetCodeLimits(t.db);
    expect((await sendOtp(t.app, '01711222333', { ip })).statusCode).toBe(200);
    const again = await verifyPhone(
      t.app,
      {
        phoneNumber: '01711222333',
        code: await lastCodeTo(t.db, '+8801711222333'),
        rememberMe: false,
      },
      { ip },
    );
    expect(again.statusCode).toBe(200);
    const browserSession = again.cookies.filter(
      (cookie) => cookie.name === 'sajghor.session_token',
    );
    expect(browserSession).toHaveLength(1);
    expect(browserSession[0]?.maxAge).toBeUndefined();
    expect(again.cookies.some((cookie) => cookie.name === 'sajghor.dont_remember')).toBe(true);
    const cookie = cookiesFrom(again);
    expect((await getAccount(t.app, cookie)).json().account.id).toBe(account.id);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, account.id));
    const shortest = Math.min(...rows.map((row) => row.expiresAt.getTime()));
    expect(shortest - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(
      await t.db.select().from(users).where(eq(users.phoneNumber, '+8801711222333')),
    ).toHaveLength(1);
  });

  it('writes the SMS in the language the code was asked in, and new accounts keep it', async () => {
    const ip = freshIp();
    const phoneNumber = uniquePhoneNumber();
    await sendOtp(t.app, phoneNumber, { ip, headers: { 'accept-language': 'bn' } });
    const sms = await lastSmsTo(t.db, phoneNumber);
    expect(sms.body).toContain('কোড');
    expect(sms.body.length).toBeLessThanOrEqual(70);
    const made = await verifyPhone(
      t.app,
      {
        phoneNumber,
        code: await lastCodeTo(t.db, phoneNumber),
        firstName: 'রহিম',
        lastName: 'উদ্দিন',
      },
      { ip, headers: { 'accept-language': 'bn' } },
    );
    expect(made.statusCode).toBe(200);
    const account = (await getAccount(t.app, cookiesFrom(made))).json().account;
    expect(account.language).toBe('bn');

    // The account's language wins over the request's for later codes.
    await forgetCodeLimits(t.db);
    await sendOtp(t.app, phoneNumber, { ip, headers: { 'accept-language': 'en' } });
    expect((await lastSmsTo(t.db, phoneNumber)).body).toContain('কোড');
  });
});

describe('what a sign-up body may not set', () => {
  it('ignores a role, an e-mail or a verified flag smuggled into the verify body', async () => {
    const ip = freshIp();
    const phoneNumber = uniquePhoneNumber();
    await sendOtp(t.app, phoneNumber, { ip });
    const made = await verifyPhone(
      t.app,
      {
        phoneNumber,
        code: await lastCodeTo(t.db, phoneNumber),
        firstName: 'Sly',
        lastName: 'Fox',
        role: 'super_admin',
        email: 'owner@example.com',
        emailVerified: true,
        name: 'Owner',
        phoneNumberVerified: false,
        disableSession: true,
      },
      { ip },
    );
    expect(made.statusCode).toBe(200);
    const account = (await getAccount(t.app, cookiesFrom(made))).json().account;
    expect(account).toMatchObject({ role: 'customer', isAdmin: false, email: null, phoneNumber });
    const [user] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(user).toMatchObject({
      name: 'Sly Fox',
      emailVerified: false,
      phoneNumberVerified: true,
    });
  });
});

describe('codes that do not work', () => {
  it('voids a code after 5 wrong tries', async () => {
    const ip = freshIp();
    const phoneNumber = uniquePhoneNumber();
    await sendOtp(t.app, phoneNumber, { ip });
    const code = await lastCodeTo(t.db, phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await verifyPhone(t.app, { phoneNumber, code: wrong }, { ip });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_OTP',
        message: 'That code is not right. Check the SMS and try again.',
      });
    }
    const late = await verifyPhone(
      t.app,
      { phoneNumber, code, firstName: 'A', lastName: 'B' },
      { ip },
    );
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringContaining('Ask for a new code'),
    });
    const gone = await verifyPhone(
      t.app,
      { phoneNumber, code, firstName: 'A', lastName: 'B' },
      { ip },
    );
    expect(gone.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const phoneNumber = uniquePhoneNumber();
    await sendOtp(t.app, phoneNumber, { ip: freshIp() });
    const code = await lastCodeTo(t.db, phoneNumber);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, otpIdentifier(phoneNumber)));
    const expired = await verifyPhone(t.app, { phoneNumber, code, firstName: 'A', lastName: 'B' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'That code has expired. Ask for a new code.',
    });
    // Without names, an expired code does not ask for them either.
    expect((await verifyPhone(t.app, { phoneNumber, code })).statusCode).toBe(400);
  });

  it('refuses a code used once already', async () => {
    const { phoneNumber } = await phoneShopper();
    await sendOtp(t.app, phoneNumber, { ip: freshIp() });
    const code = await lastCodeTo(t.db, phoneNumber);
    expect((await verifyPhone(t.app, { phoneNumber, code })).statusCode).toBe(200);
    const reused = await verifyPhone(t.app, { phoneNumber, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'OTP_NOT_FOUND',
      message: expect.stringContaining('Ask for a new code'),
    });
    expect(reused.cookies).toEqual([]);
  });

  it('refuses a code sent to another number, which keeps working for its own', async () => {
    const ip = freshIp();
    const mine = uniquePhoneNumber();
    const other = uniquePhoneNumber();
    await sendOtp(t.app, mine, { ip });
    await sendOtp(t.app, other, { ip });
    const code = await lastCodeTo(t.db, mine);
    const elsewhere = await verifyPhone(
      t.app,
      { phoneNumber: other, code, firstName: 'A', lastName: 'B' },
      { ip },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('INVALID_OTP');
    const fresh = uniquePhoneNumber();
    const nothingSent = await verifyPhone(
      t.app,
      { phoneNumber: fresh, code, firstName: 'A', lastName: 'B' },
      { ip },
    );
    expect(nothingSent.json().code).toBe('OTP_NOT_FOUND');
    const own = await verifyPhone(
      t.app,
      { phoneNumber: mine, code, firstName: 'A', lastName: 'B' },
      { ip },
    );
    expect(own.statusCode).toBe(200);
  });

  it('answers bad numbers and codes of the wrong length with what to fix', async () => {
    for (const phoneNumber of ['01211222333', '+447911123456', '0171122233', '']) {
      const refused = await sendOtp(t.app, phoneNumber, { ip: freshIp() });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('valid Bangladeshi mobile number');
    }
    for (const code of ['12345', '1234567', 'abcdef']) {
      const refused = await verifyPhone(t.app, { phoneNumber: '01711222333', code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('6-digit code');
    }
    const bangla = await sendOtp(t.app, '01211222333', { headers: { 'accept-language': 'bn' } });
    expect(bangla.json().message).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('abuse limits', () => {
  it('sends a number 1 code a minute and 5 an hour', async () => {
    const phoneNumber = uniquePhoneNumber();
    const minuteKey = `account:otp-number-minute:${phoneNumber}`;
    expect((await sendOtp(t.app, phoneNumber, { ip: freshIp() })).statusCode).toBe(200);
    const soon = await sendOtp(t.app, phoneNumber, { ip: freshIp() });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    expect(soon.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(
        /^A code was just sent to this number\. You can ask for another in (\d+ seconds|1 minute)\.$/,
      ),
    });

    for (let sent = 2; sent <= 5; sent++) {
      await t.db.delete(rateLimits).where(eq(rateLimits.key, minuteKey));
      expect((await sendOtp(t.app, phoneNumber, { ip: freshIp() })).statusCode).toBe(200);
    }
    await t.db.delete(rateLimits).where(eq(rateLimits.key, minuteKey));
    const sixth = await sendOtp(t.app, phoneNumber, { ip: freshIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^Too many codes were asked for this number\. Please try again in (5\d|60) minutes\.$/,
    );
    const texts = await t.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, phoneNumber));
    expect(texts).toHaveLength(5);
  });

  it('sends at most 10 codes an hour to one client address', async () => {
    const ip = freshIp();
    for (let sent = 1; sent <= 10; sent++) {
      expect((await sendOtp(t.app, uniquePhoneNumber(), { ip })).statusCode).toBe(200);
    }
    const over = await sendOtp(t.app, uniquePhoneNumber(), {
      ip,
      headers: { 'accept-language': 'bn' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().message).toContain('নেটওয়ার্ক');
    expect((await sendOtp(t.app, uniquePhoneNumber(), { ip: freshIp() })).statusCode).toBe(200);
  });

  it('answers alike whether or not a number has an account', async () => {
    const { phoneNumber: known } = await phoneShopper();
    const unknown = uniquePhoneNumber();
    const [forKnown, forUnknown] = [
      await sendOtp(t.app, known, { ip: freshIp() }),
      await sendOtp(t.app, unknown, { ip: freshIp() }),
    ];
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(Object.keys(forKnown.headers).sort()).toEqual(Object.keys(forUnknown.headers).sort());
    expect(forKnown.cookies).toEqual(forUnknown.cookies);

    const wrong = async (phoneNumber: string) => {
      const code = await lastCodeTo(t.db, phoneNumber);
      return verifyPhone(t.app, { phoneNumber, code: code === '000000' ? '111111' : '000000' });
    };
    const [wrongKnown, wrongUnknown] = [await wrong(known), await wrong(unknown)];
    expect(wrongKnown.statusCode).toBe(wrongUnknown.statusCode);
    expect(wrongKnown.body).toBe(wrongUnknown.body);
  });
});

describe('a phone on an account', () => {
  it('adds a verified phone to an e-mail account, which keeps its e-mail and password', async () => {
    const shopper = await createShopper(t.app);
    const phoneNumber = uniquePhoneNumber();
    await sendOtp(t.app, phoneNumber, { ip: freshIp(), cookie: shopper.cookie });
    const code = await lastCodeTo(t.db, phoneNumber);

    const signedOut = await verifyPhone(t.app, { phoneNumber, code, updatePhoneNumber: true });
    expect(signedOut.statusCode).toBe(401);

    const added = await verifyPhone(
      t.app,
      { phoneNumber, code, updatePhoneNumber: true },
      { cookie: shopper.cookie },
    );
    expect(added.statusCode).toBe(200);
    const account = (await getAccount(t.app, shopper.cookie)).json().account;
    expect(account).toMatchObject({ email: shopper.email, phoneNumber, id: shopper.userId });

    // The number now signs in to the same account.
    await forgetCodeLimits(t.db);
    await sendOtp(t.app, phoneNumber, { ip: freshIp() });
    const byPhone = await verifyPhone(t.app, {
      phoneNumber,
      code: await lastCodeTo(t.db, phoneNumber),
    });
    expect(byPhone.statusCode).toBe(200);
    expect((await getAccount(t.app, cookiesFrom(byPhone))).json().account.id).toBe(shopper.userId);
  });

  it('will not put a number verified on one account on another', async () => {
    const { phoneNumber } = await phoneShopper();
    const other = await createShopper(t.app);
    await sendOtp(t.app, phoneNumber, { ip: freshIp() });
    const taken = await verifyPhone(
      t.app,
      { phoneNumber, code: await lastCodeTo(t.db, phoneNumber), updatePhoneNumber: true },
      { cookie: other.cookie },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'PHONE_NUMBER_EXIST',
      message: expect.stringContaining('already verified on another account'),
    });
    expect((await getAccount(t.app, other.cookie)).json().account.phoneNumber).toBeNull();
  });

  it('moves a phone-made account to a new number, freeing the old one for a new account', async () => {
    const { phoneNumber: old, cookie } = await phoneShopper();
    const changed = uniquePhoneNumber();
    await sendOtp(t.app, changed, { ip: freshIp() });
    const moved = await verifyPhone(
      t.app,
      { phoneNumber: changed, code: await lastCodeTo(t.db, changed), updatePhoneNumber: true },
      { cookie },
    );
    expect(moved.statusCode).toBe(200);
    const account = (await getAccount(t.app, cookie)).json().account;
    expect(account).toMatchObject({ phoneNumber: changed, email: null });

    await sendOtp(t.app, old, { ip: freshIp() });
    const fresh = await verifyPhone(t.app, {
      phoneNumber: old,
      code: await lastCodeTo(t.db, old),
      firstName: 'Nadia',
      lastName: 'Islam',
    });
    expect(fresh.statusCode).toBe(200);
    const newcomer = (await getAccount(t.app, cookiesFrom(fresh))).json().account;
    expect(newcomer.id).not.toBe(account.id);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, newcomer.id));
    expect(profile).toMatchObject({ firstName: 'Nadia', notifySms: true });
  });
});
