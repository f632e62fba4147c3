/**
 * Issue 39's order buttons and Meta Pixel in Chromium: the WhatsApp link carries the shade a
 * shopper picks at 390 px; no pixel script loads before the shopper accepts marketing cookies, nor
 * for one who chose necessary only, nor on the admin's pages even after accepting.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/product';
import { DESKTOP, launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, signInThroughPage } from './support/shopper';

const OWNER = 'owner.pixel@example.com';
let shop: RunningShop;
let browser: Browser;
const pageErrors: string[][] = [];

beforeAll(async () => {
  shop = await startShop({
    OWNER_EMAIL: OWNER,
    WHATSAPP_NUMBER: '01711-222333',
    MESSENGER_PAGE: 'sajghor',
    META_PIXEL_ID: '1234567890',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A context whose every request to Meta is counted (and answered with nothing, offline). */
async function watchedContext(viewport = PHONE) {
  const context = await browser.newContext({ viewport });
  const metaRequests: string[] = [];
  await context.route(/facebook\.(net|com)/, (route) => {
    metaRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  const page = await context.newPage();
  pageErrors.push(watchPageErrors(page));
  return { context, page, metaRequests };
}

/** Long enough past the load event for an idle callback to have run. */
const settle = (page: Page) => page.waitForTimeout(1500);

async function shadeProduct() {
  const list = (await (await fetch(`${shop.baseUrl}/api/products?q=Ruby%20Woo`)).json()) as {
    products: Product[];
  };
  for (const listed of list.products) {
    const product = (await (
      await fetch(`${shop.baseUrl}/api/products/${listed.id}`)
    ).json()) as Product;
    const variant = product.variants?.find(
      (each) => each.options.length === 1 && each.status === 'active' && each.stockQuantity > 0,
    );
    if (variant) return { product, variant };
  }
  throw new Error('no product with one option in stock');
}

describe('order buttons and the pixel', () => {
  let accepted: { context: BrowserContext; page: Page; metaRequests: string[] };

  it('the WhatsApp link carries the shade picked; no pixel before a choice or after "necessary"', async () => {
    const { page, metaRequests } = await watchedContext();
    const { product, variant } = await shadeProduct();
    await openPage(page, `${shop.baseUrl}/product/${product.id}`);
    const bar = page.getByRole('region', { name: 'Cookies' });
    await bar.waitFor();
    const shade = variant.options[0] ?? '';
    await page.getByRole('radio', { name: shade, exact: true }).check({ force: true });
    await expect.poll(() => page.url()).toContain(`variant=${variant.id}`);
    const whatsapp = page.getByRole('link', { name: /Order on WhatsApp/ });
    await expect
      .poll(async () =>
        new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text'),
      )
      .toContain(`${product.name} (${shade})`);
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/8801711222333');
    expect(href.searchParams.get('text')).toContain(
      `${shop.baseUrl}/product/${product.id}?variant=${variant.id}`,
    );
    expect(
      await page.getByRole('link', { name: /Message us on Messenger/ }).getAttribute('href'),
    ).toBe('https://m.me/sajghor');

    await settle(page);
    expect(metaRequests).toEqual([]);
    await bar.getByRole('button', { name: 'Necessary only' }).click();
    await openPage(page, `${shop.baseUrl}/products`);
    await settle(page);
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    expect(await page.locator('script[data-meta-pixel]').count()).toBe(0);
    expect(metaRequests).toEqual([]);
  });

  it('loads the pixel once the shopper accepts marketing cookies', async () => {
    accepted = await watchedContext(DESKTOP);
    const { page, metaRequests } = accepted;
    await openPage(page, `${shop.baseUrl}/products`);
    await page
      .getByRole('region', { name: 'Cookies' })
      .getByRole('button', { name: 'Accept marketing' })
      .click();
    await expect.poll(() => metaRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(metaRequests[0]).toBe('https://connect.facebook.net/en_US/fbevents.js');
  });

  it("never loads it on the admin's pages, even for someone who accepted", async () => {
    const { page, metaRequests } = accepted;
    const owner = await createVerifiedShopper(shop, {
      firstName: 'Pixel',
      lastName: 'Owner',
      email: OWNER,
      password: 'pixel-owner-password-1',
    });
    await signInThroughPage(page, shop, owner, '/admin');
    metaRequests.length = 0;
    await openPage(page, `${shop.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    expect(await page.locator('script[data-meta-pixel]').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    expect(metaRequests).toEqual([]);
  });

  it('met no page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
