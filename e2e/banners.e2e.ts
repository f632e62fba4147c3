/**
 * Campaign banners on the home page, in Chromium: a running hero banner shows its phone picture at
 * 390 px and its wide one on a desktop, in the page's language, and leads to its page; the Summer
 * Sale tile shows its banner; when the banner is deleted the shop's own text hero is back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, apiCookie, uploadPicture } from './support/banners';
import { DESKTOP, launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper } from './support/shopper';

const OWNER = 'owner.banners@example.com';

let shop: RunningShop;
let browser: Browser;
let cookie: string;
let phoneImage: string;
let desktopImage: string;
let heroId = 0;
const pageErrors: string[][] = [];

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  const login = await createVerifiedShopper(shop, {
    firstName: 'Nusrat',
    lastName: 'Jahan',
    email: OWNER,
    password: 'boishakhi-mela-14',
  });
  cookie = await apiCookie(shop, login);
  phoneImage = await uploadPicture(shop, cookie, 1080, 1080, { r: 190, g: 24, b: 93 });
  desktopImage = await uploadPicture(shop, cookie, 1920, 640, { r: 30, g: 64, b: 175 });
  const banner = (slot: string, headlineEn: string, headlineBn: string, link: string) => ({
    slot,
    headlineEn,
    headlineBn,
    link,
    phoneImage,
    desktopImage,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    position: 0,
  });
  heroId = (
    await adminCall(
      shop,
      cookie,
      'POST',
      '/api/admin/banners',
      banner('hero', 'Eid sale: up to 40% off', 'ঈদ সেল: ৪০% পর্যন্ত ছাড়', '/products?sale=true'),
    )
  ).id;
  await adminCall(
    shop,
    cookie,
    'POST',
    '/api/admin/banners',
    banner('sale', 'Winter shawls', 'শীতের শাল', '/products?category=clothing'),
  );
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function homeAt(viewport: typeof PHONE, language: 'en' | 'bn' = 'en'): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: language === 'bn' ? 'bn-BD' : 'en-US',
  });
  const page = await context.newPage();
  pageErrors.push(watchPageErrors(page));
  await openPage(page, `${shop.baseUrl}/`);
  return page;
}

const fileId = (ref: string) => ref.slice('/files/'.length);

describe('a running hero banner', () => {
  it('shows the phone picture at 390 px, in Bangla, and leads to its page', async () => {
    const page = await homeAt(PHONE, 'bn');
    const hero = page.locator('main a[data-banner]').first();
    await expect.poll(() => hero.getAttribute('href')).toBe('/products?sale=true');
    await expect.poll(() => hero.locator('h1').textContent()).toBe('ঈদ সেল: ৪০% পর্যন্ত ছাড়');
    const shown = await hero.locator('img').evaluate((image: HTMLImageElement) => ({
      src: image.currentSrc,
      complete: image.complete && image.naturalWidth > 0,
    }));
    expect(shown.src).toContain(fileId(phoneImage));
    expect(shown.complete).toBe(true);
    // The Summer Sale tile is the running 'sale' banner.
    await expect
      .poll(() => page.locator('a[data-banner]').nth(1).getAttribute('href'))
      .toBe('/products?category=clothing');
    await hero.click();
    await page.waitForURL(/\/products\?sale=true$/);
    await page.context().close();
  });

  it('shows the wide picture on a desktop', async () => {
    const page = await homeAt(DESKTOP);
    const hero = page.locator('main a[data-banner]').first();
    await expect.poll(() => hero.locator('h1').textContent()).toBe('Eid sale: up to 40% off');
    const src = await hero.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(src).toContain(fileId(desktopImage));
    await page.context().close();
  });
});

describe('with no banner running', () => {
  it('brings back the text hero with the figures, and products beside it on a desktop', async () => {
    await adminCall(shop, cookie, 'DELETE', `/api/admin/banners/${heroId}`);
    const page = await homeAt(DESKTOP);
    // The home page's answer may be a few seconds old (the server's answer cache): ask again.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe('Discover your signature look');
    expect(await page.locator('main a[data-banner]').count()).toBe(1);
    expect(await page.getByRole('list', { name: 'From the shop' }).getByRole('link').count()).toBe(
      4,
    );
    await page.context().close();

    const phone = await homeAt(PHONE);
    await expect
      .poll(() => phone.getByRole('heading', { level: 1 }).textContent())
      .toBe('Discover your signature look');
    expect(await phone.getByRole('list', { name: 'From the shop' }).isVisible()).toBe(false);
    await phone.context().close();
  });

  it('logged no errors in the pages', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
