/**
 * An account made by phone, made whole (issue 18): it has no password, so deleting it is
 * confirmed by a code sent to its number; it may order without an e-mail; and it may add an
 * e-mail on its profile, which replaces the placeholder once the mailed link is opened.
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPlaceholderEmail, localBdMobile } from '#shared/phone';
import { orders, outgoingMessages, users } from '../../db/schema';
import {
  cookiesFrom,
  createShopper,
  getAccount,
  lastMailTo,
  linkIn,
  readOutbox,
  uniqueEmail,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import {
  forgetCodeLimits,
  lastCodeTo,
  sendOtp,
  uniquePhoneNumber,
  verifyPhone,
} from '../../test/fixtures/phones';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.execute<{ id: number }>(sql`
    SELECT id FROM products p WHERE status = 'active' AND stock_quantity >= 20
      AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
    ORDER BY id LIMIT 1`);
  productId = Number(rows.rows[0]?.id);
});
afterAll(() => t.close());
beforeEach(() => forgetCodeLimits(t.db));

type PhoneShopper = { phoneNumber: string; cookie: string; userId: string };

/** A shopper who signed up with a mobile number: no e-mail, no password. */
async function phoneShopper(): Promise<PhoneShopper> {
  const phoneNumber = uniquePhoneNumber();
  await sendOtp(t.app, phoneNumber);
  const code = await lastCodeTo(t.db, phoneNumber);
  const made = await verifyPhone(t.app, {
    phoneNumber,
    code,
    firstName: 'Shirin',
    lastName: 'Akhter',
  });
  expect(made.statusCode, made.body).toBe(200);
  await forgetCodeLimits(t.db);
  const cookie = cookiesFrom(made);
  const account = (await getAccount(t.app, cookie)).json().account;
  return { phoneNumber, cookie, userId: account.id };
}

function send(
  method: 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return injectAs(t.app, cookie, method, url, payload);
}

async function userRow(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row;
}

async function smsCount(phoneNumber: string) {
  const rows = await t.db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.recipient, phoneNumber));
  return rows.length;
}

/** A code of six digits that is not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('deleting an account made by phone', () => {
  it('says the account has no password, and texts a code to its number', async () => {
    const shopper = await phoneShopper();
    const account = (await getAccount(t.app, shopper.cookie)).json().account;
    expect(account).toMatchObject({ hasPassword: false, email: null });

    const withPassword = await send('DELETE', '/api/account', shopper.cookie, {
      password: 'anything-at-all',
    });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().message).toBe('Enter the code we sent to your mobile number');

    const before = await smsCount(shopper.phoneNumber);
    const sent = await send('POST', '/api/account/deletion-code', shopper.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: true });
    expect(await smsCount(shopper.phoneNumber)).toBe(before + 1);
    expect(await lastCodeTo(t.db, shopper.phoneNumber)).toMatch(/^\d{6}$/);
    expect(await userRow(shopper.userId)).toBeDefined();
  });

  it('deletes it with the right code only, and the code works once', async () => {
    const shopper = await phoneShopper();
    await send('POST', '/api/account/deletion-code', shopper.cookie);
    const code = await lastCodeTo(t.db, shopper.phoneNumber);

    const wrong = await send('DELETE', '/api/account', shopper.cookie, { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'That code is not right. Check the SMS and try again.',
      code: 'INVALID_OTP',
    });
    expect(await userRow(shopper.userId)).toBeDefined();

    // Typed as a shopper might: Bangla digits and a space.
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`.replace(/\d/g, (digit) =>
      String.fromCharCode('০'.charCodeAt(0) + Number(digit)),
    );
    const deleted = await send('DELETE', '/api/account', shopper.cookie, { code: typed });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await userRow(shopper.userId)).toBeUndefined();
    expect(deleted.cookies.some((cookie) => cookie.maxAge === 0)).toBe(true);
    expect((await getAccount(t.app, shopper.cookie)).json().account).toBeNull();
    // The number is free again: it can make a new account.
    const again = await phoneShopper();
    expect(again.userId).not.toBe(shopper.userId);
  });

  it('counts wrong codes with failed sign-ins, and Better Auth voids the code after five', async () => {
    const shopper = await phoneShopper();
    await send('POST', '/api/account/deletion-code', shopper.cookie);
    const code = await lastCodeTo(t.db, shopper.phoneNumber);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await send('DELETE', '/api/account', shopper.cookie, { code: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
    }
    const sixth = await send('DELETE', '/api/account', shopper.cookie, { code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(await userRow(shopper.userId)).toBeDefined();
    // The five wrong tries were the code's too: it no longer signs anyone in either.
    const signIn = await verifyPhone(t.app, { phoneNumber: shopper.phoneNumber, code });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('Too many wrong codes. Ask for a new code.');
  });

  it('sends at most one code a minute to the number, as sign-in does', async () => {
    const shopper = await phoneShopper();
    expect((await send('POST', '/api/account/deletion-code', shopper.cookie)).statusCode).toBe(200);
    const before = await smsCount(shopper.phoneNumber);
    const again = await send('POST', '/api/account/deletion-code', shopper.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^A code was just sent to this number/);
    // The sign-in form shares the counter: no way round it.
    expect((await sendOtp(t.app, shopper.phoneNumber)).statusCode).toBe(429);
    expect(await smsCount(shopper.phoneNumber)).toBe(before);
  });

  it('keeps the password for an account that has one', async () => {
    const shopper = await createShopper(t.app);
    expect((await getAccount(t.app, shopper.cookie)).json().account.hasPassword).toBe(true);
    const codeAsked = await send('POST', '/api/account/deletion-code', shopper.cookie);
    expect(codeAsked.statusCode).toBe(400);
    expect(codeAsked.json().message).toBe('Your account has a password: confirm with it instead');
    const withCode = await send('DELETE', '/api/account', shopper.cookie, { code: '123456' });
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json().message).toBe('Enter your password to delete your account');
    const neither = await send('DELETE', '/api/account', shopper.cookie, {});
    expect(neither.statusCode).toBe(400);
    expect(await userRow(shopper.userId)).toBeDefined();

    const deleted = await send('DELETE', '/api/account', shopper.cookie, {
      password: shopper.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await userRow(shopper.userId)).toBeUndefined();
  });

  it('answers a visitor 401 and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/deletion-code',
      headers: { origin: originOf(t.app) },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('checking out without an e-mail', () => {
  async function order(cookie: string, body: Record<string, unknown>) {
    await fillCart(t.app, { cookie } as never, [[productId, 1]]);
    return send('POST', '/api/orders', cookie, checkoutBody(body));
  }

  it('takes the order of an account made by phone, mails nobody and texts the shopper', async () => {
    const shopper = await phoneShopper();
    const mailsBefore = (await readOutbox(t.app)).length;
    // The SMS goes to the order's phone: here the account's own number, as the form fills it.
    const phone = localBdMobile(shopper.phoneNumber);
    const placed = await order(shopper.cookie, { phone, email: undefined });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().email).toBe('');
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(stored?.email).toBe('');
    expect((await readOutbox(t.app)).length).toBe(mailsBefore);
    const placedSms = await t.db
      .select({ topic: outgoingMessages.topic })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, shopper.phoneNumber));
    expect(placedSms.map((message) => message.topic)).toContain('order.placed');

    // An empty field is the same as none.
    const blank = await order(shopper.cookie, { phone, email: '  ' });
    expect(blank.statusCode, blank.body).toBe(201);
  });

  it('mails the address an account made by phone gives at checkout', async () => {
    const shopper = await phoneShopper();
    const email = uniqueEmail('phone-buyer');
    const placed = await order(shopper.cookie, { email });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await lastMailTo(t.app, email)).subject).toContain(placed.json().id.slice(0, 8));
  });

  it('still needs the e-mail of an e-mail account, and a real address from anyone', async () => {
    const shopper = await createShopper(t.app);
    const without = await order(shopper.cookie, { email: '' });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Email is required');
    const ordered = await t.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(ordered).toEqual([]);

    const phone = await phoneShopper();
    const malformed = await order(phone.cookie, { email: 'not-an-address' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Please enter a valid email address');
  });
});

describe('adding an e-mail to an account made by phone', () => {
  it('mails a link to the address, and opening it replaces the placeholder', async () => {
    const shopper = await phoneShopper();
    const email = uniqueEmail('added');
    const asked = await send('POST', '/api/account/email', shopper.cookie, { email });
    expect(asked.statusCode, asked.body).toBe(202);
    // Nothing changes until the link is opened.
    expect((await getAccount(t.app, shopper.cookie)).json().account.email).toBeNull();
    expect(isPlaceholderEmail((await userRow(shopper.userId))?.email)).toBe(true);

    const mail = await lastMailTo(t.app, email);
    expect(mail.text).toContain('You asked to add this address to your');
    const link = linkIn(mail);
    const opened = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { cookie: shopper.cookie },
    });
    expect(opened.statusCode).toBe(302);

    const account = (await getAccount(t.app, shopper.cookie)).json().account;
    expect(account).toMatchObject({
      email: email.toLowerCase(),
      phoneNumber: shopper.phoneNumber,
      hasPassword: false,
    });
    expect((await userRow(shopper.userId))?.emailVerified).toBe(true);
    // Now it is an e-mail account: the address cannot be swapped here again.
    const swap = await send('POST', '/api/account/email', shopper.cookie, {
      email: uniqueEmail('swap'),
    });
    expect(swap.statusCode).toBe(400);
  });

  it('answers the same for an address that has an account, and changes nothing', async () => {
    const owner = await createShopper(t.app);
    const shopper = await phoneShopper();
    const mailsBefore = (await readOutbox(t.app)).length;
    const asked = await send('POST', '/api/account/email', shopper.cookie, { email: owner.email });
    expect(asked.statusCode).toBe(202);
    expect((await readOutbox(t.app)).length).toBe(mailsBefore);
    expect((await getAccount(t.app, shopper.cookie)).json().account.email).toBeNull();
  });

  it('refuses an e-mail account, a bad address and too many requests', async () => {
    const emailShopper = await createShopper(t.app);
    const kept = await send('POST', '/api/account/email', emailShopper.cookie, {
      email: uniqueEmail(),
    });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toBe(
      'Your e-mail address cannot be changed here. Please contact us to change it.',
    );

    const shopper = await phoneShopper();
    const bad = await send('POST', '/api/account/email', shopper.cookie, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    // A placeholder could never be confirmed (no mail reaches one), so it is no address to add.
    const placeholder = await send('POST', '/api/account/email', shopper.cookie, {
      email: '8801711999888@phone.invalid',
    });
    expect(placeholder.statusCode).toBe(400);
    for (let request = 0; request < 3; request += 1) {
      const asked = await send('POST', '/api/account/email', shopper.cookie, {
        email: uniqueEmail(),
      });
      expect(asked.statusCode).toBe(202);
    }
    const fourth = await send('POST', '/api/account/email', shopper.cookie, {
      email: uniqueEmail(),
    });
    expect(fourth.statusCode).toBe(429);
  });
});
