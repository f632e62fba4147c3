/**
 * Shoppers who come back, in Chromium (issue 44): a sold-out shade's "Notify me" sends one SMS to
 * the outbox when the owner restocks it; a review tagged oily skin appears under the oily filter;
 * a question is asked, answered by the shop and shown; at 390 px in Bangla and 1366 px in English.
 * Screenshots go to $COMING_BACK_SHOTS when set.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRating } from '#shared/catalog';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { TranslationKey } from '#shared/i18n/keys';
import type { Language } from '#shared/i18n/languages';
import { createTranslator, type MessageParams } from '#shared/i18n/translator';
import type { Product } from '#shared/schemas/product';
import { adminCall, apiCookie } from './support/banners';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  sidewaysOverflow,
  watchPageErrors,
} from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, createVerifiedShopper, signedInPage } from './support/shopper';
import { nextSmsTo, signInCodeFor, smsTo } from './support/sms-outbox';

const OWNER = 'owner.loyal@example.com';
const SHOTS = process.env.COMING_BACK_SHOTS;

let shop: RunningShop;
let browser: Browser;
let cookie: string;

const words = (language: Language) => {
  const translator = createTranslator(language, ALL_MESSAGES[language]);
  return (key: TranslationKey, params?: MessageParams) => translator.t(key, params);
};

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  cookie = await apiCookie(shop, await createOwner(shop, OWNER));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function productsOf(category: string): Promise<Product[]> {
  const answer = await fetch(`${shop.baseUrl}/api/products?category=${category}&limit=48`);
  return ((await answer.json()) as { products: Product[] }).products;
}

const productById = async (id: number): Promise<Product> =>
  (await fetch(`${shop.baseUrl}/api/products/${id}`)).json() as Promise<Product>;

/** Signed in by phone through the API (the number's code from the SMS outbox), as on /login. */
async function phoneSession(phone: string, local: string): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${shop.baseUrl}${url}`, {
      method: 'POST',
      headers: { origin: shop.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const seen = (await smsTo(shop.dataDir, phone)).length;
  expect((await post('/api/auth/phone-number/send-otp', { phoneNumber: local })).status).toBe(200);
  const code = await signInCodeFor(shop.dataDir, phone, seen);
  const verified = await post('/api/auth/phone-number/verify', {
    phoneNumber: local,
    code,
    firstName: 'Nusrat',
    lastName: 'Jahan',
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  const session = verified.headers
    .getSetCookie()
    .map((each) => each.split(';')[0] ?? '')
    .find((each) => each.includes('session_token'));
  if (!session) throw new Error('no session cookie');
  // The account reads the shop in Bangla, as one made from a Bangla page would.
  const language = await fetch(`${shop.baseUrl}/api/account/language`, {
    method: 'PUT',
    headers: { origin: shop.baseUrl, 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ language: 'bn' }),
  });
  expect(language.status).toBe(204);
  return session;
}

describe('back in stock', () => {
  it('sends one SMS when the owner restocks the shade she asked about, in Bangla at 390 px', async () => {
    const t = words('bn');
    let product: Product | undefined;
    for (const listed of await productsOf('makeup')) {
      if (!listed.variantSummary) continue;
      const full = await productById(listed.id);
      if ((full.variants?.length ?? 0) >= 2) {
        product = full;
        break;
      }
    }
    const shade = product?.variants?.[0];
    if (!product || !shade) throw new Error('no product in shades');
    if (shade.stockQuantity > 0) {
      await adminCall(shop, cookie, 'POST', '/api/admin/stock/adjustments', {
        variantId: shade.id,
        change: -shade.stockQuantity,
        reason: 'damaged',
      });
    }

    const phone = '+8801719000044';
    const session = await phoneSession(phone, '01719000044');
    const at = session.indexOf('=');
    const [name, value] = [session.slice(0, at), session.slice(at + 1)];
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([
      { name, value, url: shop.baseUrl },
      { name: 'lang', value: 'bn', url: shop.baseUrl },
    ]);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openPage(page, `${shop.baseUrl}/product/${product.id}?variant=${shade.id}`);
    await page.getByRole('button', { name: t('stockAlerts.notifyMe') }).click();
    const bySms = page.getByRole('radio', { name: t('stockAlerts.bySms', { recipient: phone }) });
    expect(await bySms.isChecked()).toBe(true);
    await page.getByRole('button', { name: t('stockAlerts.submit'), exact: true }).click();
    await page.getByText(t('stockAlerts.waiting.sms', { recipient: phone })).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'notify-me-phone-bn');

    const seen = (await smsTo(shop.dataDir, phone)).length;
    await adminCall(shop, cookie, 'POST', '/api/admin/stock/adjustments', {
      variantId: shade.id,
      change: 2,
      reason: 'found',
    });
    const sms = await nextSmsTo(shop.dataDir, phone, {
      seen,
      matches: (text) => text.includes('আবার স্টকে'),
    });
    expect(sms.text).toContain(product.name);
    expect(sms.text).toContain(`/product/${product.id}?variant=${shade.id}`);
    // One message, however often the shop sweeps.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await smsTo(shop.dataDir, phone)).length).toBe(seen + 1);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('reviews by skin', () => {
  it('shows a review tagged oily under the oily filter, in Bangla at 390 px', async () => {
    const t = words('bn');
    const product = (await productsOf('skincare')).find((each) => each.rating.count === 0);
    if (!product) throw new Error('no skincare product without reviews');
    const login = await createVerifiedShopper(
      shop,
      {
        firstName: 'Tania',
        lastName: 'Rahman',
        email: 'tania.skin@example.com',
        password: 'kacha-aam-77',
      },
      'bn',
    );
    const { page, errors } = await signedInPage(browser, shop, login, {
      viewport: PHONE,
      language: 'bn',
      returnTo: `/product/${product.id}`,
    });
    await openPage(page, `${shop.baseUrl}/product/${product.id}`);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: t('reviews.write') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: t('reviews.stars', { count: 5 }) }).check();
    await dialog.getByLabel(t('reviews.form.title')).fill('তেল ভাব নেই');
    await dialog.getByLabel(t('reviews.form.content'), { exact: true }).fill('সারাদিন ম্যাট থাকে।');
    await dialog.getByLabel(t('reviews.skin.type')).selectOption('oily');
    await dialog.getByRole('button', { name: t('reviews.form.submit') }).click();
    await page.getByText(t('reviews.submitted')).first().waitFor();

    const oily = t('reviews.skin.typeOf', { type: t('catalog.skinType.oily') });
    const chip = page.getByRole('button', {
      name: t('reviews.skin.shareLabel', { value: oily, average: formatRating('bn', 5), count: 1 }),
    });
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    const review = page.getByRole('article', { name: 'তেল ভাব নেই' });
    await review.getByText(oily).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'reviews-by-skin-phone-bn');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('questions and answers', () => {
  it('takes a question, shows it once the shop answers, at 1366 px in English', async () => {
    const t = words('en');
    const [product] = await productsOf('skincare');
    if (!product) throw new Error('no skincare product');
    const login = await createVerifiedShopper(shop, {
      firstName: 'Farzana',
      lastName: 'Haque',
      email: 'farzana.qa@example.com',
      password: 'jhalmuri-2026',
    });
    const { page, errors } = await signedInPage(browser, shop, login, {
      viewport: DESKTOP,
      language: 'en',
      returnTo: `/product/${product.id}`,
    });
    await openPage(page, `${shop.baseUrl}/product/${product.id}`);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const qa = page.getByRole('region', { name: t('qa.title') });
    await qa.getByRole('button', { name: t('qa.ask') }).click();
    await qa.getByLabel(t('qa.askLabel')).fill('Can I wear it under sunscreen?');
    await qa.getByRole('button', { name: t('qa.askSubmit') }).click();
    await qa.getByText(t('qa.status.pending')).waitFor();

    const queue = await fetch(`${shop.baseUrl}/api/admin/questions?queue=waiting`, {
      headers: { cookie },
    });
    const { questions } = (await queue.json()) as { questions: { id: number; text: string }[] };
    const asked = questions.find((question) => question.text === 'Can I wear it under sunscreen?');
    if (!asked) throw new Error('the question is not in the queue');
    await adminCall(shop, cookie, 'POST', `/api/questions/${asked.id}/answers`, {
      text: 'Yes: put sunscreen on last.',
    });

    await openPage(page, `${shop.baseUrl}/product/${product.id}`);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const shown = page.getByRole('article', { name: 'Can I wear it under sunscreen?' });
    await shown.getByText('Yes: put sunscreen on last.').waitFor();
    await shown.getByText(t('qa.theShop')).waitFor();
    await shoot(page, 'questions-desktop-en');
    expect(errors).toEqual([]);
  }, 120_000);
});
