/**
 * Buying, in Chromium at phone width: two products → checkout with bKash, a transaction ID and a
 * screenshot → the Orders tab → the detail page; cash on delivery outside Dhaka shows and charges
 * the COD fee, and is cancelled; a second shopper cannot open the first one's order.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codChargeFor } from '#shared/pricing';
import { launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import {
  addToCart,
  button,
  fillShipping,
  fillShippingOutsideDhaka,
  ordersOf,
  payByBkash,
  placeOrder,
  toast,
} from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

type Product = { id: number; name: string; price: number; salePrice: number | null };

let shop: RunningShop;
let browser: Browser;
let page: Page;
let buyer: ShopperLogin;
let pageErrors: string[] = [];
let products: Product[] = [];
let bkashOrderId = '';

// The stranger's visit to the buyer's order is refused on purpose.
const isRefusal = (text: string) => text.includes('404');

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
  pageErrors = watchPageErrors(page, isRefusal);
  buyer = await createVerifiedShopper(shop, {
    firstName: 'Farzana',
    lastName: 'Haque',
    email: 'farzana.checkout@example.com',
    password: 'shorshe-ilish-7',
  });
  const listed = (await (
    await fetch(`${shop.baseUrl}/api/products?category=makeup&limit=24`)
  ).json()) as { products: (Product & { stockQuantity: number })[] };
  products = listed.products.filter((product) => product.stockQuantity >= 5);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const charged = (product: Product) => product.salePrice ?? product.price;
const click = (name: string) => button(page, name).click();

describe('checkout', () => {
  it('walks the five steps with bKash, a transaction ID and a screenshot', async () => {
    await signInThroughPage(page, shop, buyer);
    const [first, second] = products as [Product, Product];
    await addToCart(page, first.id, 2);
    await addToCart(page, second.id, 1);

    await openPage(page, `${shop.baseUrl}/cart`);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${shop.baseUrl}/checkout`);
    expect(await page.getByLabel('Email').inputValue()).toBe(buyer.email);
    expect(await button(page, 'Back').isDisabled()).toBe(true);
    await page.getByLabel(/^Address/).fill('');
    await click('Continue');
    await toast(page, 'Please fill in all required fields');
    await fillShipping(page);

    await payByBkash(page, 'BK7XQ2M9PA');

    // Back on step 4: the instructions name the number, and the transaction ID is required.
    await click('Back');
    const instructions = page.getByRole('region', { name: 'How to pay' });
    await expect.poll(() => instructions.textContent()).toContain('01700-000000');
    await page.getByLabel('Transaction ID').fill('');
    await click('Continue');
    await toast(page, 'Please provide transaction ID');
    await page.getByLabel('Transaction ID').fill('BK7XQ2M9PA');
    await click('Continue');
    await page.getByRole('heading', { name: 'Review Your Order' }).waitFor();
    const subtotal = 2 * charged(first) + charged(second);
    expect(await page.getByText('COD Charge').count()).toBe(0);
    await placeOrder(page, shop);

    const [order] = await ordersOf(page);
    if (!order) throw new Error('no order');
    bkashOrderId = order.id;
    expect(order.total).toBe(subtotal + 10_000);
    expect(order.paymentProof).toMatch(/^\/files\//);
    expect(
      await page.evaluate(async () => (await (await fetch('/api/cart')).json()).items),
    ).toEqual([]);
  });

  it('lists the order in the Orders tab and opens its details', async () => {
    const shortId = bkashOrderId.slice(0, 8);
    await page.getByText(`#${shortId}`).first().waitFor();
    await page
      .getByRole('link', { name: `View Details of order #${shortId}` })
      .first()
      .click();
    await page.waitForURL(`${shop.baseUrl}/account/orders/${bkashOrderId}`);
    await page.getByRole('heading', { name: new RegExp(`Order #${shortId}`) }).waitFor();
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain('BK7XQ2M9PA');
    expect(await main.textContent()).toContain('House 7, Road 3');
    expect(await main.textContent()).toContain('Mirpur, Dhaka');
    const proof = page.getByRole('img', { name: /Payment screenshot/ });
    await expect
      .poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await main.textContent()).toContain('Pending → Processing');
  });

  it('shows and charges the COD fee outside Dhaka, and lets the shopper cancel', async () => {
    const product = products[2] as Product;
    await addToCart(page, product.id, 3);
    await openPage(page, `${shop.baseUrl}/checkout`);
    // Chattogram is outside Dhaka: step 2 opens there, and Inside Dhaka cannot be picked.
    await fillShippingOutsideDhaka(page);
    const outside = page.getByRole('radio', { name: /Outside Dhaka/ });
    await expect.poll(() => outside.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Inside Dhaka/ }).isDisabled()).toBe(true);
    await click('Continue');
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await click('Continue');

    // Step 4 is the review for cash on delivery.
    await page.getByRole('heading', { name: 'Review Your Order' }).waitFor();
    const subtotal = 3 * charged(product);
    const codCharge = codChargeFor(subtotal, 'outside', 'cod');
    expect(codCharge).toBeGreaterThan(0);
    await page.getByText('COD Charge').first().waitFor();
    await click('Place Order');
    await toast(page, 'Order placed successfully!');
    await page.waitForURL(`${shop.baseUrl}/account?tab=orders`);

    const [order] = await ordersOf(page);
    if (!order) throw new Error('no order');
    expect(order.codCharge).toBe(codCharge);
    expect(order.total).toBe(subtotal + 20_000 + codCharge);

    await openPage(page, `${shop.baseUrl}/account/orders/${order.id}`);
    await click('Cancel Order');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
    await toast(page, 'Order cancelled');
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('Processing → Cancelled');
  });

  it("does not show one shopper's order to another", async () => {
    const stranger = await createVerifiedShopper(shop, {
      firstName: 'Sabbir',
      lastName: 'Khan',
      email: 'sabbir.checkout@example.com',
      password: 'cha-biskut-55',
    });
    const context = await browser.newContext({ viewport: PHONE });
    const other = await context.newPage();
    await signInThroughPage(other, shop, stranger);
    await openPage(other, `${shop.baseUrl}/account/orders/${bkashOrderId}`);
    await other.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await other.getByText('BK7XQ2M9PA').count()).toBe(0);
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
