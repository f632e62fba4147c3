/**
 * The cart and wishlist in Chromium at phone width: add while signed out → sign in → back → add
 * from a card and from the product page with quantity 3 → badge 4 → plus, minus, remove → heart
 * two products → wishlist tab → move one to the cart.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin } from './support/shopper';

let shop: RunningShop;
let browser: Browser;
let page: Page;
let login: ShopperLogin;
let pageErrors: string[] = [];

type Product = { id: number; name: string; stockQuantity: number };
let inStock: Product[] = [];

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
  pageErrors = watchPageErrors(page);
  login = await createVerifiedShopper(shop, {
    firstName: 'Mitu',
    lastName: 'Das',
    email: 'mitu.cart@example.com',
    password: 'aloo-bhorta-12',
  });
  const listed = (await (
    await fetch(`${shop.baseUrl}/api/products?category=skincare&limit=48`)
  ).json()) as {
    products: Product[];
  };
  inStock = listed.products.filter((product) => product.stockQuantity >= 5);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const toast = (text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

/** The header link is named 'Cart' or 'Cart, 3 items', with the count it shows. */
function headerLink(name: 'Cart' | 'Wishlist') {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name}(,|$)`) });
}

async function badge(name: 'Cart' | 'Wishlist'): Promise<string> {
  const link = headerLink(name);
  return ((await link.locator('span').first().textContent()) ?? '').replace(/\D+/g, '');
}

function cardOf(product: Product) {
  return page.locator('article').filter({ hasText: product.name }).first();
}

describe('the cart', () => {
  it('asks a signed-out shopper to sign in, then comes back', async () => {
    const product = inStock[0] as Product;
    await openPage(page, `${shop.baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await toast('Please log in to add items to cart');
    // The toast's Sign In opens the phone sign-in sheet in place (e2e/phone.e2e.ts signs in
    // there); this shopper has an e-mail account, so takes the sheet's way to /login.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'Use e-mail and password instead' })
      .click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    // The toast's own Sign In may still show; the form's button is in the page.
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${shop.baseUrl}/product/${product.id}`);
  });

  it('adds 3 from the product page and 1 from a card: the badge says 4', async () => {
    const quantity = page.getByLabel('Quantity', { exact: true });
    for (const expected of ['2', '3']) {
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect.poll(() => quantity.inputValue()).toBe(expected);
    }
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await toast('Item added to cart');
    await expect.poll(() => badge('Cart')).toBe('3');

    const other = inStock[1] as Product;
    await openPage(page, `${shop.baseUrl}/products/skincare`);
    await cardOf(other)
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect.poll(() => badge('Cart')).toBe('4');
  });

  it('changes quantities and removes a line on /cart', async () => {
    const [first, second] = inStock as [Product, Product];
    await openPage(page, `${shop.baseUrl}/cart`);
    await page.getByRole('button', { name: `Increase quantity of ${second.name}` }).click();
    await expect.poll(() => badge('Cart')).toBe('5');
    await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click();
    await expect.poll(() => badge('Cart')).toBe('4');
    await page
      .getByRole('button', { name: `Remove ${second.name} from cart` })
      .first()
      .click();
    await toast('Item removed from cart');
    await expect.poll(() => badge('Cart')).toBe('2');
    const cart = await page.request.get(`${shop.baseUrl}/api/cart`);
    expect((await cart.json()).items).toEqual([
      expect.objectContaining({ productId: first.id, quantity: 2 }),
    ]);
  });
});

describe('the wishlist', () => {
  it('hearts two products and moves one to the cart from the wishlist tab', async () => {
    const [, , third, fourth] = inStock as [Product, Product, Product, Product];
    await openPage(page, `${shop.baseUrl}/products/skincare`);
    for (const product of [third, fourth]) {
      await cardOf(product).getByRole('button', { name: 'Add to wishlist' }).click();
      await toast('Added to wishlist');
    }
    await expect.poll(() => badge('Wishlist')).toBe('2');

    await headerLink('Wishlist').click();
    await page.waitForURL(/\/account\?tab=wishlist$/);
    const card = page.getByRole('listitem').filter({ hasText: third.name });
    await card.getByRole('button', { name: /move to cart/i }).click();
    await toast('Item added to cart');
    await expect.poll(() => badge('Wishlist')).toBe('1');
    await expect.poll(() => badge('Cart')).toBe('3');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
