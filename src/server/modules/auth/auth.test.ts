/**
 * Sign-up, verification, sign-in, sessions and sign-out through the real Better Auth routes,
 * reading e-mail from the outbox the way a shopper would read their inbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, users } from '../../db/schema';
import {
  cookiesFrom,
  createShopper,
  followVerificationLink,
  getAccount,
  lastMailTo,
  linkIn,
  post,
  readOutbox,
  register,
  shopperDetails,
  signIn,
} from '../../test/fixtures/accounts';
import { createTestApp, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration and e-mail verification', () => {
  it('registers, refuses sign-in until the e-mailed link is opened, then signs in', async () => {
    const shopper = shopperDetails({ email: 'Rumana.Akter@Example.com' });
    const registered = await register(t.app, shopper);
    expect(registered.statusCode).toBe(200);
    expect(registered.cookies).toEqual([]);

    const mail = await lastMailTo(t.app, 'rumana.akter@example.com');
    expect(mail.subject).toBe('Verify your email for Sajghor');
    expect(mail.html).toContain('Verify Email');
    expect(mail.text).toContain('Verify Email: http://localhost:3000/api/auth/verify-email?token=');

    const early = await signIn(t.app, shopper.email, shopper.password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('verify your email'),
    });
    expect(early.cookies).toEqual([]);

    const resent = await post(t.app, '/api/auth/send-verification-email', {
      email: shopper.email,
    });
    expect(resent.statusCode).toBe(200);
    const mails = (await readOutbox(t.app)).filter((m) => m.to === 'rumana.akter@example.com');
    expect(mails).toHaveLength(2);

    const verified = await followVerificationLink(t.app, shopper.email);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/?verified=1');

    const signedIn = await signIn(t.app, shopper.email, shopper.password);
    expect(signedIn.statusCode).toBe(200);
    const account = await getAccount(t.app, cookiesFrom(signedIn));
    expect(account.json().account).toMatchObject({
      email: 'rumana.akter@example.com',
      firstName: 'Nusrat',
      lastName: 'Jahan',
      role: 'customer',
      isAdmin: false,
    });
  });

  it('sends a broken or tampered verification link back with an error', async () => {
    const shopper = shopperDetails();
    await register(t.app, shopper);
    const link = linkIn(await lastMailTo(t.app, shopper.email));
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const opened = await t.app.inject(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/\?verified=1&error=/);
    expect((await signIn(t.app, shopper.email, shopper.password)).statusCode).toBe(403);
  });

  it('says when an e-mail already has an account, whatever its case', async () => {
    const shopper = await createShopper(t.app);
    const again = await register(t.app, { ...shopper, email: shopper.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'An account with this email already exists',
      code: 'USER_ALREADY_EXISTS',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName: First name is required'],
    [{ lastName: '   ' }, 'lastName: Last name is required'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ email: '' }, 'email: Email is required'],
    [{ password: '12345' }, 'password: Password must be at least 6 characters long'],
    [{ password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters long'],
  ])('refuses sign-up with %o', async (change, message) => {
    const shopper = { ...shopperDetails(), ...change };
    const response = await register(t.app, shopper);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [stored] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    expect(stored).toBeUndefined();
  });

  it('refuses a sign-up with fields missing', async () => {
    const response = await post(t.app, '/api/auth/sign-up/email', { email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^firstName: /);
  });

  it('refuses the most common passwords, in any case', async () => {
    for (const password of ['password', 'Qwerty123', 'iloveyou']) {
      const response = await register(t.app, shopperDetails({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: expect.stringContaining('too common'),
      });
    }
  });

  it('ignores a role smuggled into the sign-up body', async () => {
    const shopper = shopperDetails();
    const response = await post(t.app, '/api/auth/sign-up/email', {
      ...shopper,
      role: 'super_admin',
      emailVerified: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db
      .select({ role: profiles.role, verified: users.emailVerified })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, shopper.email));
    expect(row).toEqual({ role: 'customer', verified: false });
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax cookie, a new session for every sign-in', async () => {
    const shopper = await createShopper(t.app);
    const first = await signIn(t.app, shopper.email, shopper.password);
    const second = await signIn(t.app, shopper.email, shopper.password);
    const cookie = first.cookies.find((c) => c.name === 'sajghor.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookiesFrom(first)).not.toBe(cookiesFrom(second));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, shopper.userId));
    expect(rows.length).toBe(3);
  });

  it('keeps a session for the browser session and at most a day without "remember me"', async () => {
    const shopper = await createShopper(t.app);
    const response = await signIn(t.app, shopper.email, shopper.password, false);
    const cookie = response.cookies.find((c) => c.name === 'sajghor.session_token');
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const token = cookie?.value.split('.')[0] ?? '';
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await getAccount(t.app, cookiesFrom(response))).json().account.email).toBe(
      shopper.email,
    );
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example.com' });
    try {
      const shopper = await createShopper(secure.app);
      const response = await signIn(secure.app, shopper.email, shopper.password);
      const cookie = response.cookies.find((c) => c.name.endsWith('sajghor.session_token'));
      expect(cookie).toMatchObject({ name: '__Secure-sajghor.session_token', secure: true });
    } finally {
      await secure.close();
    }
  });

  it('signs out: the old cookie no longer works', async () => {
    const shopper = await createShopper(t.app);
    const out = await post(t.app, '/api/auth/sign-out', {}, shopper.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sajghor.session_token')?.maxAge).toBe(0);
    expect((await getAccount(t.app, shopper.cookie)).json()).toEqual({ account: null });
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: originOf(t.app), cookie: shopper.cookie },
      payload: { firstName: 'X', lastName: 'Y', phone: '', address: '' },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('treats a forged or unknown session cookie as signed out', async () => {
    const forged = await getAccount(t.app, 'sajghor.session_token=abc.def');
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ account: null });
  });

  it('refuses sign-in with a wrong password or an unknown e-mail, alike', async () => {
    const shopper = await createShopper(t.app);
    const wrong = await signIn(t.app, shopper.email, 'not-the-password');
    const unknown = await signIn(t.app, 'nobody@example.com', 'not-the-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password');
    }
  });
});

describe('requests from other sites', () => {
  it('refuses cross-origin sign-in and profile changes', async () => {
    const shopper = await createShopper(t.app);
    const signInElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(signInElsewhere.statusCode).toBe(403);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: 'https://evil.example', cookie: shopper.cookie },
      payload: { firstName: 'Hacked', lastName: 'Name', phone: '', address: '' },
    });
    expect(profile.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { 'sec-fetch-site': 'cross-site', cookie: shopper.cookie },
      payload: { password: shopper.password },
    });
    expect(fetchSite.statusCode).toBe(403);
    expect((await getAccount(t.app, shopper.cookie)).json().account.firstName).toBe('Nusrat');
  });
});
