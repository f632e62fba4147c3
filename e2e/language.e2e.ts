/**
 * Bangla: a first visit follows the browser's language; the switch changes the page in place and
 * is remembered by the browser and the account; a Bangla shopper walks home → product → cart and
 * finds no English outside product data and names.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../src/shared/i18n/catalogues';
import type { MessageKey } from '../src/shared/i18n/keys';
import { launchBrowser, openPage, PHONE, reloadPage, watchPageErrors } from './support/browser';
import { englishLeft, wordsThatStay } from './support/pages';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

let shop: RunningShop;
let browser: Browser;
let stay: string[];
let shopper: ShopperLogin;
const words = (language: 'en' | 'bn') => (key: MessageKey) => ALL_MESSAGES[language][key] ?? key;
const en = words('en');
const bn = words('bn');
const pageErrors: string[][] = [];

async function newPage(locale: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE, locale })).newPage();
  pageErrors.push(watchPageErrors(page));
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  [stay, shopper] = await Promise.all([
    // The switch names English in English.
    wordsThatStay(shop, { opened: [12], people: ['Nusrat'] }).then((words) => [
      bn('common.language.switchTo'),
      'English',
      ...words,
    ]),
    createVerifiedShopper(shop, {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat.bangla@example.com',
      password: 'shapla-phool-42',
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('Bangla and English', () => {
  it('follows the browser on a first visit: Bangla for a Bangla phone, English otherwise', async () => {
    const bangla = await newPage('bn-BD');
    await openPage(bangla, shop.baseUrl);
    expect(await htmlLang(bangla)).toBe('bn');
    await bangla.getByRole('heading', { name: bn('catalog.home.featuredProducts') }).waitFor();

    const english = await newPage('en-US');
    await openPage(english, shop.baseUrl);
    expect(await htmlLang(english)).toBe('en');
    await english.getByRole('heading', { name: en('catalog.home.featuredProducts') }).waitFor();
  });

  it('switches in place, and the browser remembers the choice', async () => {
    const page = await newPage('en-US');
    await openPage(page, `${shop.baseUrl}/products`);
    await page.getByRole('button', { name: en('common.header.openMenu') }).click();
    await page.getByRole('button', { name: en('common.language.switchTo') }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await reloadPage(page);
    expect(await htmlLang(page)).toBe('bn');
    await page.getByRole('button', { name: bn('common.header.openMenu') }).click();
    await page.getByRole('button', { name: bn('common.language.switchTo') }).waitFor();
  });

  it('switches a signed-in shopper to Bangla, who walks home → product → cart and finds no English outside product data', async () => {
    // Registered in English; switching while signed in saves Bangla on the account.
    const page = await newPage('en-US');
    await signInThroughPage(page, shop, shopper);
    await page.getByRole('button', { name: en('common.header.openMenu') }).click();
    await page.getByRole('button', { name: en('common.language.switchTo') }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await openPage(page, shop.baseUrl);
    expect(await htmlLang(page)).toBe('bn');
    await page.getByRole('heading', { name: bn('catalog.home.featuredProducts') }).waitFor();
    expect(await englishLeft(page, stay)).toEqual([]);

    await openPage(page, `${shop.baseUrl}/product/12`);
    await page
      .getByRole('button', { name: bn('catalog.addToCart'), exact: true })
      .first()
      .click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    expect(await englishLeft(page, stay)).toEqual([]);

    await openPage(page, `${shop.baseUrl}/cart`);
    await page.getByRole('heading', { name: bn('cart.heading') }).waitFor();
    expect(await englishLeft(page, stay)).toEqual([]);
  });

  it('keeps the language on the account: another browser adopts it at sign-in', async () => {
    const elsewhere = await newPage('en-US');
    await signInThroughPage(elsewhere, shop, shopper);
    await elsewhere.waitForFunction(() => document.documentElement.lang === 'bn');
    const account = await elsewhere.evaluate(async () => (await fetch('/api/account')).json());
    expect(account.account.language).toBe('bn');
  });

  it('had no page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
