/**
 * Taps are never lost (issue 22, docs/decisions/022): on a server-rendered page, search, the
 * filters, the quantity stepper, Add to Cart, the wishlist heart, the menu and the language switch take effect
 * with the page's scripts turned off, and when the scripts arrive 5 s late and the shopper taps
 * first. The shopper sees each result on the page the server sends back.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

let shop: RunningShop;
let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
let productId: number;

const shopper: ShopperLogin & { firstName: string; lastName: string } = {
  firstName: 'Tahmina',
  lastName: 'Akter',
  email: 'tahmina.early@example.com',
  password: 'kadam-phool-42',
};

/** A product in one variant with stock to spare, so a card or page adds it at once. */
async function simpleProduct(): Promise<number> {
  const list = await (await fetch(`${shop.baseUrl}/api/products?category=skincare`)).json();
  const found = list.products.find(
    (product: { variantSummary?: unknown; stockQuantity: number }) =>
      !product.variantSummary && product.stockQuantity >= 5,
  );
  if (!found) throw new Error('no simple product in stock');
  return found.id;
}

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  await createVerifiedShopper(shop, shopper);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughPage(page, shop, shopper);
  signedIn = await context.storageState();
  await context.close();
  productId = await simpleProduct();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function cartQuantity(context: BrowserContext, id: number): Promise<number> {
  const cart = await (await context.request.get(`${shop.baseUrl}/api/cart`)).json();
  return cart.items.find((item: { productId: number }) => item.productId === id)?.quantity ?? 0;
}

async function wishlisted(context: BrowserContext, id: number): Promise<boolean> {
  const list = await (await context.request.get(`${shop.baseUrl}/api/wishlist`)).json();
  return list.items.some((item: { productId: number }) => item.productId === id);
}

const notice = (page: Page) => page.locator('#page-notice');

describe('with the scripts turned off', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: signedIn,
    });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('searches from the box with Enter', async () => {
    await page.goto(`${shop.baseUrl}/products`);
    await page.getByLabel('Search products').fill('serum');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/products\?q=serum/);
    const names = await page.locator('main article h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => /serum/i.test(name))).toBe(true);
  });

  it('filters by a brand from the filters, keeping the search, and clears them', async () => {
    await page.goto(`${shop.baseUrl}/products?q=serum`);
    await page.getByRole('button', { name: 'Filters' }).click();
    const brands = page.getByRole('group', { name: 'Brands' });
    const brand = await brands.getByRole('checkbox').first().getAttribute('value');
    await brands.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/brands=/);
    const asked = new URL(page.url()).searchParams;
    expect(asked.get('q')).toBe('serum');
    expect(asked.getAll('brands')).toEqual([brand]);
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain(brand ?? '-');
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByRole('checkbox', { name: new RegExp(brand ?? '-') }).isChecked()).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('brands'));
  });

  it('steps the quantity, adds it to the cart and says so', async () => {
    await page.goto(`${shop.baseUrl}/product/${productId}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.waitForURL(/quantity=2/);
    expect(await page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('2');
    const before = await cartQuantity(context, productId);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.waitForURL(/notice=added-to-cart/);
    expect(await notice(page).textContent()).toContain('Added to your cart.');
    expect(await cartQuantity(context, productId)).toBe(before + 2);
  });

  it('saves to the wishlist with the heart, and takes it off again', async () => {
    await page.goto(`${shop.baseUrl}/product/${productId}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await page.waitForURL(/notice=wishlist-added/);
    expect(await notice(page).textContent()).toContain('Saved to your wishlist.');
    expect(await wishlisted(context, productId)).toBe(true);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await page.waitForURL(/notice=wishlist-removed/);
    expect(await wishlisted(context, productId)).toBe(false);
  });

  it('opens the menu and switches to Bangla and back', async () => {
    await page.goto(`${shop.baseUrl}/products?q=serum`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'বাংলায় দেখুন' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    expect(page.url()).toBe(`${shop.baseUrl}/products?q=serum`);
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await page.getByRole('button', { name: 'View in English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });
});

describe('with the scripts 5 s late, tapped before they arrive', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP, storageState: signedIn });
    // Every script the page loads arrives 5 s late, as on a slow phone on 3G.
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  const beforeScripts = async (path: string) => {
    await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
  };

  it('adds to the cart from a card', async () => {
    const before = await cartQuantity(context, productId);
    await beforeScripts('/products?category=skincare');
    await page
      .locator('article', { has: page.locator(`a[href="/product/${productId}"]`) })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await page.waitForURL(/notice=added-to-cart/);
    expect(await notice(page).textContent()).toContain('Added to your cart.');
    expect(await cartQuantity(context, productId)).toBe(before + 1);
  });

  it('saves with the heart and switches the language', async () => {
    await beforeScripts(`/product/${productId}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await page.waitForURL(/notice=wishlist-added/);
    expect(await wishlisted(context, productId)).toBe(true);
    await beforeScripts(`/product/${productId}`);
    await page.getByRole('button', { name: 'বাংলায় দেখুন' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
  });

  it('lets the scripts take over once they arrive, and drops the notice on the next page', async () => {
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 15_000 });
    await page.goto(`${shop.baseUrl}/product/${productId}?notice=added-to-cart`);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 15_000 });
    expect(await notice(page).count()).toBe(1);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await notice(page).waitFor({ state: 'detached' });
  });
});
