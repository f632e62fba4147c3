/** Forgotten and changed passwords: the e-mailed reset link, its one use, and ended sessions. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema';
import {
  cookiesFrom,
  createShopper,
  getAccount,
  lastMailTo,
  linkIn,
  post,
  readOutbox,
  signIn,
} from '../../test/fixtures/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string) {
  return post(t.app, '/api/auth/request-password-reset', { email });
}

/** Opens the newest reset link; answers the token the page would receive. */
async function openResetLink(email: string) {
  const link = linkIn(await lastMailTo(t.app, email));
  const opened = await t.app.inject(`${link.pathname}${link.search}`);
  expect(opened.statusCode).toBe(302);
  return new URL(opened.headers.location as string, 'http://localhost');
}

describe('forgotten password', () => {
  it('answers a known and an unknown e-mail the same, and mails only the known one', async () => {
    const shopper = await createShopper(t.app);
    const before = (await readOutbox(t.app)).length;
    const known = await requestReset(shopper.email);
    const unknown = await requestReset('no-account-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const mails = (await readOutbox(t.app)).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([shopper.email]);
    expect(mails[0]?.subject).toBe('Reset your Sajghor password');
  });

  it('resets through the e-mailed link once, ending every session', async () => {
    const shopper = await createShopper(t.app);
    const otherDevice = cookiesFrom(await signIn(t.app, shopper.email, shopper.password));
    await requestReset(shopper.email);
    const landing = await openResetLink(shopper.email);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'shorshe-ilish-7',
    });
    expect(reset.statusCode).toBe(200);
    for (const cookie of [shopper.cookie, otherDevice]) {
      expect((await getAccount(t.app, cookie)).json()).toEqual({ account: null });
    }
    expect((await signIn(t.app, shopper.email, shopper.password)).statusCode).toBe(401);
    expect((await signIn(t.app, shopper.email, 'shorshe-ilish-7')).statusCode).toBe(200);

    const reused = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'another-good-one-8',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This reset link has expired or has already been used. Please request a new one.',
    });
    const reopened = linkIn(await lastMailTo(t.app, shopper.email));
    const again = await t.app.inject(`${reopened.pathname}${reopened.search}`);
    expect(again.headers.location).toBe(`${t.config.publicUrl}/reset-password?error=INVALID_TOKEN`);
  });

  it('sends an expired link back with an error', async () => {
    const shopper = await createShopper(t.app);
    await requestReset(shopper.email);
    const link = linkIn(await lastMailTo(t.app, shopper.email));
    const token = link.pathname.split('/').at(-1) ?? '';
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const opened = await t.app.inject(`${link.pathname}${link.search}`);
    expect(opened.headers.location).toBe(
      `${t.config.publicUrl}/reset-password?error=INVALID_TOKEN`,
    );
    const reset = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'shorshe-ilish-7',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const shopper = await createShopper(t.app);
    await requestReset(shopper.email);
    const token = (await openResetLink(shopper.email)).searchParams.get('token');
    const short = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('newPassword: Password must be at least 6 characters long');
    const common = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'password123',
    });
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const good = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'shorshe-ilish-7',
    });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a reset request without a valid e-mail', async () => {
    const response = await post(t.app, '/api/auth/request-password-reset', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('email: Please enter a valid email address');
  });
});

describe('changing the password', () => {
  it('needs the current password and refuses weak new ones', async () => {
    const shopper = await createShopper(t.app);
    const wrong = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'shorshe-ilish-7' },
      shopper.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect');
    const common = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: shopper.password, newPassword: '123456789' },
      shopper.cookie,
    );
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const anonymous = await post(t.app, '/api/auth/change-password', {
      currentPassword: shopper.password,
      newPassword: 'shorshe-ilish-7',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes it, keeping this session and ending the others', async () => {
    const shopper = await createShopper(t.app);
    const otherDevice = cookiesFrom(await signIn(t.app, shopper.email, shopper.password));
    const changed = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: shopper.password, newPassword: 'shorshe-ilish-7' },
      shopper.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const thisDevice = cookiesFrom(changed) || shopper.cookie;
    expect((await getAccount(t.app, thisDevice)).json().account.email).toBe(shopper.email);
    expect((await getAccount(t.app, otherDevice)).json()).toEqual({ account: null });
    expect((await signIn(t.app, shopper.email, 'shorshe-ilish-7')).statusCode).toBe(200);
  });
});
