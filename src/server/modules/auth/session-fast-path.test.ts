/** The direct session read agrees with Better Auth: same answers, renewal and expiry left to it. */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createShopper, getAccount } from '../../test/fixtures/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_LIFETIME } from './auth';
import { verifiedToken } from './session-fast-path';

const DAY_MS = 24 * 60 * 60 * 1000;
const NAME = 'sajghor.session_token';
const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

function signed(token: string, secret = SECRET) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

describe('reading the session cookie', () => {
  it('accepts only a value signed with the secret', () => {
    expect(verifiedToken(`other=1; ${signed('abc123')}`, NAME, SECRET)).toBe('abc123');
    expect(verifiedToken(signed('abc123', 'another-secret'), NAME, SECRET)).toBeUndefined();
    expect(
      verifiedToken(signed('abc123').replace('abc123', 'abc124'), NAME, SECRET),
    ).toBeUndefined();
    expect(verifiedToken(`${NAME}=abc123`, NAME, SECRET)).toBeUndefined();
    expect(verifiedToken(`${NAME}=%E0%A4%A`, NAME, SECRET)).toBeUndefined();
    expect(verifiedToken(signed('abc123').replace(NAME, 'x'), NAME, SECRET)).toBeUndefined();
  });
});

describe('sessions through the direct read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sessionOf(userId: string) {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    if (!row) throw new Error('no session');
    return row;
  }

  it('answers a fresh session without renewing it', async () => {
    const shopper = await createShopper(t.app);
    const answer = await getAccount(t.app, shopper.cookie);
    expect(answer.json().account.email).toBe(shopper.email.toLowerCase());
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('leaves a session due for its daily renewal to Better Auth, which renews it', async () => {
    const shopper = await createShopper(t.app);
    const session = await sessionOf(shopper.userId);
    // Made 2 days ago: due for renewal, not expired.
    const dueAt = new Date(Date.now() + SESSION_LIFETIME.expiresIn * 1000 - 2 * DAY_MS);
    await t.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.id, session.id));
    const answer = await getAccount(t.app, shopper.cookie);
    expect(answer.json().account).not.toBeNull();
    expect(String(answer.headers['set-cookie'])).toContain('sajghor.session_token=');
    expect((await sessionOf(shopper.userId)).expiresAt.getTime()).toBeGreaterThan(dueAt.getTime());
  });

  it('treats an expired session as signed out', async () => {
    const shopper = await createShopper(t.app);
    const session = await sessionOf(shopper.userId);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await getAccount(t.app, shopper.cookie)).json().account).toBeNull();
  });
});
