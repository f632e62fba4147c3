/**
 * The shop speaks the reader's language: errors follow the request's `lang` cookie, the account
 * keeps a language of its own, and e-mails are written in it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import {
  createShopper,
  getAccount,
  lastMailTo,
  shopperDetails,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function putLanguage(payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    payload: payload as Record<string, unknown>,
    headers: { origin: originOf(t.app), ...(cookie ? { cookie } : {}) },
  });
}

describe('error messages', () => {
  it('are in Bangla for a request with the lang=bn cookie, English otherwise', async () => {
    const bangla = { cookie: 'lang=bn' };
    const missing = await t.app.inject({ url: '/api/products/999999', headers: bangla });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('পণ্যটি খুঁজে পাওয়া যায়নি');
    const invalid = await t.app.inject({ url: '/api/products?limit=1000', headers: bangla });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('limit: সংখ্যাসীমা সর্বোচ্চ ৪৮ হতে পারে');
    const english = await t.app.inject('/api/products?limit=1000');
    expect(english.json().message).toBe('limit: Limit must be at most 48');
  });

  it('follow Accept-Language when there is no cookie', async () => {
    const response = await t.app.inject({
      url: '/api/products/999999',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' },
    });
    expect(response.json().message).toBe('পণ্যটি খুঁজে পাওয়া যায়নি');
  });
});

describe("the account's language", () => {
  it('is saved by PUT /api/account/language and shown by GET /api/account', async () => {
    const shopper = await createShopper(t.app);
    expect((await getAccount(t.app, shopper.cookie)).json().account.language).toBe('en');
    const saved = await putLanguage({ language: 'bn' }, shopper.cookie);
    expect(saved.statusCode).toBe(204);
    expect((await getAccount(t.app, shopper.cookie)).json().account.language).toBe('bn');
  });

  it('is only for signed-in shoppers and only en or bn', async () => {
    expect((await putLanguage({ language: 'bn' })).statusCode).toBe(401);
    const shopper = await createShopper(t.app);
    for (const payload of [{ language: 'fr' }, {}, { language: 'bn', extra: true }]) {
      const refused = await putLanguage(payload, shopper.cookie);
      expect(refused.statusCode).toBe(400);
    }
    const refused = await putLanguage({ language: 'fr' }, shopper.cookie);
    expect(refused.json().message).toBe('language: Language must be en or bn');
  });
});

describe('e-mails in the account language', () => {
  it('sends the verification e-mail in the language the shopper signed up in', async () => {
    const details = shopperDetails();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: details,
      headers: { origin: originOf(t.app), cookie: 'lang=bn' },
    });
    expect(registered.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, details.email);
    expect(mail.subject).toBe(`${t.config.shop.name}-এর জন্য আপনার ইমেইল যাচাই করুন`);
    expect(mail.html).toContain('<html lang="bn">');
    const [profile] = await t.db
      .select({ locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.userId, registered.json().user.id));
    expect(profile?.locale).toBe('bn');
  });

  it("confirms an order in the account's language, whatever the request's", async () => {
    const shopper = await createShopper(t.app);
    await putLanguage({ language: 'bn' }, shopper.cookie);
    await fillCart(t.app, shopper, [[1, 2]]);
    const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const mail = await lastMailTo(t.app, 'buyer@example.com');
    expect(mail.subject).toBe(`আপনার ${t.config.shop.name} অর্ডার #${order.id.slice(0, 8)}`);
    expect(mail.text).toContain('আপনার অর্ডারের জন্য ধন্যবাদ!');
    expect(mail.text).toContain(`সর্বমোট: ${'৳'}`);
    expect(mail.text).toContain('২ × ');
  });
});
