/** Attempt limits: per account (failed sign-ins, e-mail requests) and per IP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, post, signIn, uniqueEmail } from '../../test/fixtures/accounts';
import { createTestApp, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: true });
});
afterAll(() => t.close());

describe('attempt limits', () => {
  it('locks an account for 15 minutes after 5 failed sign-ins, even with the right password', async () => {
    const shopper = await createShopper(t.app);
    const bystander = await createShopper(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(t.app, shopper.email, `wrong-guess-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signIn(t.app, shopper.email, shopper.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message:
        'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The same address with other capitals is the same account.
    expect((await signIn(t.app, shopper.email.toUpperCase(), shopper.password)).statusCode).toBe(
      429,
    );
    expect((await signIn(t.app, bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('lets no more than 5 guesses through when they arrive together', async () => {
    const shopper = await createShopper(t.app);
    // From an address of its own, so this burst leaves the per-IP budget of other tests alone.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, guess) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '198.51.100.77',
          headers: { origin: originOf(t.app) },
          payload: { email: shopper.email, password: `guess-${guess}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const shopper = await createShopper(t.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signIn(t.app, shopper.email, `wrong-guess-${attempt}`);
    }
    expect((await signIn(t.app, shopper.email, shopper.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn(t.app, shopper.email, `wrong-again-${attempt}`)).statusCode).toBe(401);
    }
  });

  it('limits reset e-mails per address, known or not, with the same answer', async () => {
    const shopper = await createShopper(t.app);
    for (const email of [shopper.email, 'nobody-here@example.com']) {
      const answers = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        answers.push((await post(t.app, '/api/auth/request-password-reset', { email })).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits reset requests per IP address across many e-mails', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '203.0.113.9',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: uniqueEmail('spray') },
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(
          /^Too many attempts\. Please try again in \d+ minutes?\.$/,
        );
      }
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('does not trust a client-supplied address header', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '203.0.113.10',
        headers: {
          origin: 'http://localhost:3000',
          'x-sajghor-client-ip': `198.51.100.${attempt}`,
          'x-forwarded-for': `198.51.100.${attempt}`,
        },
        payload: { email: uniqueEmail('spoof') },
      });
      answers.push(response.statusCode);
    }
    expect(answers[10]).toBe(429);
  });
});
