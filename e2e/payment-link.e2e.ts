/**
 * A payment link (issue 39), in Chromium at 390 px against the bKash stand-in: a shopper leaves a
 * bKash order unpaid; the owner sends a payment link from the order page; the link's SMS reaches
 * the phone; the shopper opens it in a browser that is not signed in, pays through bKash and lands
 * on the success page, and the order is processing and paid. Then staff take an order from a chat
 * with "Customer pays online": the form shows its link to copy, and the shopper pays it the same way.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { addToCart, button, fillShipping, ordersOf } from './support/checkout';
import { type GatewayStandIns, startGatewayStandIns } from './support/gateways';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';
import { nextSmsTo } from './support/sms-outbox';
import { fillStaffOrder } from './support/staff-order';

const OWNER = 'owner.paylink@example.com';

let gateways: GatewayStandIns;
let shop: RunningShop;
let browser: Browser;
let buyerPage: Page;
let adminPage: Page;
let linkPage: Page;
let buyer: ShopperLogin;
let owner: ShopperLogin;
let pageErrors: string[] = [];
let orderId = '';
let linkUrl = '';

beforeAll(async () => {
  gateways = await startGatewayStandIns();
  shop = await startShop({ ...gateways.env, OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  [buyer, owner] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Farzana',
      lastName: 'Haque',
      email: 'farzana.link@example.com',
      password: 'jamdani-sari-5',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Shirin',
      lastName: 'Akhter',
      email: OWNER,
      password: 'nakshi-kantha-9',
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await gateways?.close();
});

describe('a payment link', () => {
  it('starts from a bKash order the shopper left unpaid', async () => {
    buyerPage = await browser.newPage({ viewport: PHONE });
    await signInThroughPage(buyerPage, shop, buyer);
    await addToCart(buyerPage, 12, 1);
    await buyerPage.goto(`${shop.baseUrl}/checkout`);
    await fillShipping(buyerPage);
    await buyerPage.getByRole('radio', { name: /Inside Dhaka/ }).check();
    await button(buyerPage, 'Continue').click();
    await buyerPage.getByRole('radio', { name: /bKash \(pay now\)/ }).check();
    await button(buyerPage, 'Continue').click();
    await buyerPage.getByRole('heading', { name: 'Review Your Order' }).waitFor();
    await button(buyerPage, 'Place Order').click();
    await buyerPage.waitForURL(`${gateways.bkash.baseUrl}/**`);
    // The shopper walks away from bKash's page without paying.
    await buyerPage.goto(`${shop.baseUrl}/`);
    const [latest] = await ordersOf(buyerPage);
    await buyerPage.close();
    expect(latest).toMatchObject({ status: 'pending', paymentMethod: 'bkash_online' });
    orderId = latest?.id ?? '';
  });

  it('is sent by the owner from the order page, by SMS and to copy', async () => {
    adminPage = await browser.newPage({ viewport: PHONE });
    pageErrors = watchPageErrors(adminPage);
    await signInThroughPage(adminPage, shop, owner, `/admin/orders/${orderId}`);
    await adminPage.getByRole('heading', { name: 'Payment Link' }).waitFor();
    await adminPage.getByRole('button', { name: 'Send payment link' }).click();
    const field = adminPage.getByLabel('Payment link', { exact: true });
    await field.waitFor();
    linkUrl = await field.inputValue();
    expect(linkUrl).toMatch(new RegExp(`^${shop.baseUrl}/pay/[A-Za-z0-9_-]{32}$`));
    await adminPage.getByRole('status').getByText('Sent by SMS to 01712345678').waitFor();
    await adminPage.getByRole('button', { name: 'Copy' }).waitFor();
    const sms = await nextSmsTo(shop.dataDir, '+8801712345678', {
      matches: (text) => text.includes('/pay/'),
    });
    expect(sms.text).toContain(linkUrl);
    expect(sms.text).toContain(`#${orderId.slice(0, 8)}`);
  });

  it('opens for a shopper who is not signed in, is paid by bKash and lands processing', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    linkPage = await context.newPage();
    const errors = watchPageErrors(linkPage);
    await linkPage.goto(linkUrl);
    await linkPage.getByRole('heading', { name: `Order #${orderId.slice(0, 8)}` }).waitFor();
    await linkPage.getByText('Farzana Haque').waitFor();
    await linkPage.getByRole('button', { name: /Confirm cash on delivery/ }).waitFor();
    const width = await linkPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await linkPage.getByRole('button', { name: /with bKash$/ }).click();
    await linkPage.waitForURL(`${gateways.bkash.baseUrl}/**`);
    await linkPage.getByRole('button', { name: /^Pay ৳/ }).click();
    await linkPage.waitForURL(`${shop.baseUrl}/checkout/success**`);
    const payment = [...gateways.bkash.payments.values()].find((p) => p.trxID);
    await linkPage.getByText(payment?.trxID ?? 'missing').waitFor();

    const order = await adminPage.evaluate(
      async (id) =>
        (await (await fetch(`/api/orders/${id}`)).json()) as {
          status: string;
          paymentStatus: string;
          history: { note: string | null }[];
        },
      orderId,
    );
    expect(order).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(order.history.some((line) => line.note?.startsWith('Payment link sent'))).toBe(true);

    await linkPage.goto(linkUrl);
    await linkPage.getByText('This payment link has been used').waitFor();
    expect(errors.filter((text) => !text.includes('410'))).toEqual([]);
    await context.close();
  });

  it('comes with a staff order the customer pays online, copied from the form', async () => {
    await adminPage.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: shop.baseUrl,
    });
    await adminPage.goto(`${shop.baseUrl}/admin/orders/new`);
    await fillStaffOrder(adminPage, '01811223344');
    await adminPage.locator('#staff-order-method').selectOption('payment_link');
    await adminPage.getByText('The order waits for the payment.').waitFor();
    await adminPage.locator('#staff-order-transactionId').waitFor({ state: 'detached' });
    await adminPage.getByRole('button', { name: 'Place order' }).click();
    const placed = await adminPage.getByText(/Order [0-9a-f]{8} placed/).textContent();
    const number = placed?.match(/[0-9a-f]{8}/)?.[0] ?? 'missing';
    const href = await adminPage.getByRole('link', { name: 'Open the order' }).getAttribute('href');
    const staffOrderId = href?.split('/').pop() ?? '';
    await adminPage.getByRole('status').getByText('Sent by SMS to 01811223344').waitFor();
    const staffLink = await adminPage.getByLabel('Payment link', { exact: true }).inputValue();
    expect(staffLink).toMatch(new RegExp(`^${shop.baseUrl}/pay/[A-Za-z0-9_-]{32}$`));
    await adminPage.getByRole('button', { name: 'Copy' }).click();
    await adminPage.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await adminPage.evaluate(() => navigator.clipboard.readText())).toBe(staffLink);
    const sms = await nextSmsTo(shop.dataDir, '+8801811223344', {
      matches: (text) => text.includes('/pay/'),
    });
    expect(sms.text).toContain(staffLink);

    const context = await browser.newContext({ viewport: PHONE });
    const shopperPage = await context.newPage();
    await shopperPage.goto(staffLink);
    await shopperPage.getByRole('heading', { name: `Order #${number}` }).waitFor();
    await shopperPage.getByText('Nasrin Akter').waitFor();
    await shopperPage.getByRole('button', { name: /with bKash$/ }).click();
    await shopperPage.waitForURL(`${gateways.bkash.baseUrl}/**`);
    await shopperPage.getByRole('button', { name: /^Pay ৳/ }).click();
    await shopperPage.waitForURL(`${shop.baseUrl}/checkout/success**`);
    await context.close();

    const paid = await adminPage.evaluate(
      async (id) => (await (await fetch(`/api/orders/${id}`)).json()) as Record<string, unknown>,
      staffOrderId,
    );
    expect(paid).toMatchObject({
      status: 'processing',
      paymentStatus: 'completed',
      paymentMethod: 'bkash_online',
      source: 'messenger',
    });
    // The order's page says so too.
    await adminPage.goto(`${shop.baseUrl}/admin/orders/${staffOrderId}`);
    await adminPage.getByText('Processing').first().waitFor();
  });

  it('logged no page errors on the admin side', () => {
    expect(pageErrors).toEqual([]);
  });
});
