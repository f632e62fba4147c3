/**
 * Running the shop, in Chromium: the owner signs in → creates a product with an uploaded picture
 * → it shows in the shop → a customer orders it with bKash → the owner opens the order, views the
 * screenshot, marks the payment completed, ships and delivers → the customer sees the history and
 * leaves a verified review.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  scrollToReviews,
  watchPageErrors,
} from './support/browser';
import {
  addToCart,
  button,
  fillShipping,
  ordersOf,
  payByBkash,
  placeOrder,
  toast,
} from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

const OWNER = 'owner.e2e@example.com';
const PRODUCT = 'Jamdani Silk Clutch - Teal';
const TRANSACTION_ID = 'BKADMIN77Q';

let shop: RunningShop;
let browser: Browser;
let owner: Page;
let customer: Page;
let ownerLogin: ShopperLogin;
let customerLogin: ShopperLogin;
const pageErrors: string[][] = [];
let productId = 0;
let orderId = '';

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  customer = await (await browser.newContext({ viewport: PHONE })).newPage();
  pageErrors.push(watchPageErrors(owner), watchPageErrors(customer));
  [ownerLogin, customerLogin] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Shirin',
      lastName: 'Akhter',
      email: OWNER,
      password: 'nakshi-kantha-9',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Tania',
      lastName: 'Islam',
      email: 'tania.admin-journey@example.com',
      password: 'pitha-puli-31',
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the admin panel', () => {
  it('creates a product with an uploaded picture, which the shop then shows', async () => {
    await signInThroughPage(owner, shop, ownerLogin, '/admin');
    // A new shop has no backup yet: the dashboard says so, with what to do.
    await owner.getByRole('alert').filter({ hasText: 'No backup yet' }).waitFor();
    const adminNav = owner.getByRole('navigation', { name: /admin/i });
    await adminNav.getByRole('link', { name: 'Products', exact: true }).click();
    await owner.getByRole('link', { name: 'Add Product' }).first().click();
    await owner.getByLabel(/^Name/).fill(PRODUCT);
    await owner.getByLabel(/^Category/).selectOption('handbags');
    await owner.getByLabel('Brand').fill('Aarong');
    await owner.getByLabel(/^Price/).fill('2450.50');
    await owner.getByLabel(/^Stock/).fill('7');
    await owner.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const picture = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    await owner
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'clutch.jpg', mimeType: 'image/jpeg', buffer: picture });
    await owner.getByText('Uploaded').first().waitFor();
    await button(owner, 'Create Product').click();
    await toast(owner, 'Product created successfully');
    await owner.waitForURL(/\/admin\/products/);

    const found = await owner.evaluate(
      async (name) =>
        (await (await fetch(`/api/admin/products?q=${encodeURIComponent(name)}`)).json()).products,
      PRODUCT,
    );
    expect(found).toHaveLength(1);
    productId = found[0].id;
    expect(found[0].price).toBe(245_050);
    expect(found[0].images[0]).toMatch(/^\/files\//);

    await signInThroughPage(customer, shop, customerLogin, `/product/${productId}`);
    await customer.getByRole('heading', { name: PRODUCT }).waitFor();
  });

  it('lets the customer buy it with bKash and a screenshot', async () => {
    await addToCart(customer, productId, 1);
    await openPage(customer, `${shop.baseUrl}/checkout`);
    await fillShipping(customer);
    await payByBkash(customer, TRANSACTION_ID);
    await placeOrder(customer, shop);
    const [order] = await ordersOf(customer);
    if (!order) throw new Error('no order');
    orderId = order.id;
  });

  it('lets the owner find the order, see the screenshot and move it to delivered', async () => {
    await owner
      .getByRole('navigation', { name: /admin/i })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await owner.getByRole('searchbox').first().fill(TRANSACTION_ID);
    await owner
      .getByRole('link', { name: new RegExp(orderId.slice(0, 8)) })
      .first()
      .click();
    await owner.waitForURL(`${shop.baseUrl}/admin/orders/${orderId}`);

    await owner.getByRole('button', { name: 'View payment screenshot' }).click();
    const dialog = owner.getByRole('dialog');
    const full = dialog.getByRole('img').first();
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await owner.keyboard.press('Escape');

    await owner.getByLabel('New payment status').selectOption('completed');
    await button(owner, 'Update Payment').click();
    await toast(owner, 'Payment status updated');
    for (const status of ['shipped', 'delivered']) {
      await owner.getByLabel('New status').selectOption(status);
      await button(owner, 'Update Status').click();
      await toast(owner, 'Order status updated successfully');
      await expect
        .poll(() => owner.getByRole('main').textContent())
        .toContain(`→ ${status[0]?.toUpperCase()}${status.slice(1)}`);
    }
  });

  it('shows the customer the history, and their review is marked verified', async () => {
    await openPage(customer, `${shop.baseUrl}/account/orders/${orderId}`);
    const main = customer.getByRole('main');
    await expect.poll(() => main.textContent()).toContain('Shipped → Delivered');
    expect(await main.textContent()).toContain('Pending → Completed');

    await openPage(customer, `${shop.baseUrl}/product/${productId}`);
    await scrollToReviews(customer);
    await customer.getByRole('button', { name: 'Write a Review' }).first().click();
    await customer.getByRole('radio', { name: '5 stars' }).check();
    await customer.getByLabel('Title').fill('Beautiful weave');
    await customer.getByLabel('Review', { exact: true }).fill('The teal is even richer in person.');
    await customer.getByRole('button', { name: 'Submit Review' }).click();
    await toast(customer, 'Review submitted');
    await customer.getByText('Verified Purchase').first().waitFor();
    expect(pageErrors.flat()).toEqual([]);
  });
});
