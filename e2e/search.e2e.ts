/**
 * Search a shopper trusts, in Chromium (issue 45). At 390 px, in English and Bangla: words written
 * apart ("eye liner") and the sample shop's synonyms (kajal, কাজল, moisturizer) list the products
 * meant first, and single lipsticks come before a set of them. The owner then teaches the search
 * "glow" ↔ "highlighter" in Admin → Search and sees a search that found nothing in its list; the
 * page has no sideways scroll at 390 px or on a desktop in either language. Screenshots of Admin →
 * Search go to $SEARCH_SHOTS when set.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/i18n/languages';
import {
  FOUR_VIEWS,
  launchBrowser,
  openPage,
  PHONE,
  sidewaysOverflow,
  watchPageErrors,
} from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';

const OWNER = 'owner.search@example.com';
const SHOTS = process.env.SEARCH_SHOTS;
const RESULTS = { en: 'Products', bn: 'পণ্যসমূহ' } as const;
const HIGHLIGHTER = /Killawatt Freestyle Highlighter Duo/;
const EYELINER = /eye ?liner|kajal|kohl|eye pencil|\bliner\b/i;

const ADMIN_WORDS = {
  en: {
    noResult: 'Searches with no result',
    addSynonym: 'Add a synonym for “wibblewobble”',
    meansProduct: 'This means a product: “wibblewobble”',
  },
  bn: {
    noResult: 'যে খোঁজায় কিছুই মেলেনি',
    addSynonym: '“wibblewobble”-এর সমার্থক শব্দ যোগ করুন',
    meansProduct: 'এটি একটি পণ্য বোঝায়: “wibblewobble”',
  },
} as const;

let shop: RunningShop;
let browser: Browser;
let login: ShopperLogin;

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  login = await createOwner(shop, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function shopperPage(language: Language) {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'lang', value: language, url: shop.baseUrl }]);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

/** The names of a search's results, in the order shown. */
async function searchFor(page: Page, q: string, language: Language): Promise<string[]> {
  await openPage(page, `${shop.baseUrl}/products?${new URLSearchParams({ q })}`);
  const results = page.getByRole('region', { name: RESULTS[language] });
  await results.locator('h3').first().waitFor();
  return results.locator('h3').allTextContents();
}

describe('search', () => {
  for (const language of ['en', 'bn'] as const) {
    it(`finds what a shopper means, at 390 px in ${language === 'en' ? 'English' : 'Bangla'}`, async () => {
      const { page, errors } = await shopperPage(language);
      for (const q of ['eye liner', 'kajal', 'কাজল']) {
        const names = await searchFor(page, q, language);
        expect(names[0], `${q}: ${names.join(' | ')}`).toMatch(EYELINER);
        expect(
          names.slice(0, 3).every((name) => EYELINER.test(name)),
          q,
        ).toBe(true);
      }

      const moisturisers = await searchFor(page, 'moisturizer', language);
      expect(moisturisers[0], moisturisers.join(' | ')).toMatch(/moisturi[sz]er/i);

      const lipsticks = await searchFor(page, 'lipstick', language);
      const set = lipsticks.findIndex((name) => /Mini Lipstick Trio/.test(name));
      const single = lipsticks.findIndex(
        (name) => /lipstick/i.test(name) && !/trio|set/i.test(name),
      );
      expect(single, lipsticks.join(' | ')).toBeGreaterThanOrEqual(0);
      if (set !== -1) expect(single).toBeLessThan(set);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it('the owner teaches it "glow" and sees what found nothing', async () => {
    const shopper = await shopperPage('en');
    // A search that finds nothing: the list says so.
    await openPage(shopper.page, `${shop.baseUrl}/products?q=wibblewobble`);
    await shopper.page.getByText('No products found matching your criteria.').waitFor();

    // A product opened from a search's results: Chromium's beacon tells the shop.
    await searchFor(shopper.page, 'mascara', 'en');
    await shopper.page.getByRole('region', { name: RESULTS.en }).locator('h3 a').first().click();
    await shopper.page.waitForURL(/\/product\/\d+$/);

    const { page, errors } = await signedInPage(browser, shop, login, {
      viewport: PHONE,
      language: 'en',
      returnTo: '/admin',
    });
    await openPage(page, `${shop.baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Search' })
      .click();
    await page.getByRole('heading', { name: 'Synonyms' }).waitFor();
    await page.getByRole('button', { name: 'Add a synonym', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add a synonym' });
    await form.getByLabel('Words').fill('glow\nhighlighter');
    await form.getByRole('button', { name: 'Save the synonym' }).click();
    await page.getByRole('list', { name: 'Words: glow, highlighter' }).waitFor();

    const top = page.getByRole('region', { name: 'Top searches' });
    await expect
      .poll(async () => top.locator('li', { hasText: 'mascara' }).textContent(), {
        timeout: 10_000,
      })
      .toContain('opened 1×');
    const noResult = page.getByRole('region', { name: 'Searches with no result' });
    await noResult.getByText('wibblewobble', { exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();

    // The synonym is used at once: the highlighter is among the first screen's results.
    const after = await searchFor(shopper.page, 'glow', 'en');
    expect(
      after.slice(0, 6).some((name) => HIGHLIGHTER.test(name)),
      after.join(' | '),
    ).toBe(true);
    expect(shopper.errors).toEqual([]);
    await shopper.page.context().close();
  }, 120_000);

  it('lays Admin → Search out at 390 px and on a desktop, in English and Bangla', async () => {
    for (const [viewport, language, view] of FOUR_VIEWS) {
      const name = `search-${view}`;
      const words = ADMIN_WORDS[language];
      const { page, errors } = await signedInPage(browser, shop, login, {
        viewport,
        language,
        returnTo: '/admin/search',
      });
      /** No sideways scroll, and a picture of it when asked for. */
      const check = async (step: string, fullPage = false) => {
        expect(await sidewaysOverflow(page), `${name}${step}`).toBeLessThanOrEqual(0);
        if (SHOTS)
          await page.screenshot({ path: path.join(SHOTS, `${name}${step}.png`), fullPage });
      };
      await openPage(page, `${shop.baseUrl}/admin/search`);
      await page.getByRole('region', { name: words.noResult }).getByText('wibblewobble').waitFor();
      await check('', true);
      await page.getByRole('button', { name: words.addSynonym }).click();
      await page.getByRole('dialog').waitFor();
      await check('-form');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: words.meansProduct }).click();
      await page.getByRole('dialog').getByRole('searchbox').fill('Kill');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Killawatt/ })
        .waitFor();
      await check('-product');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
