/**
 * Online payments (issue 20), in Chromium at phone width, against the gateways' stand-ins: a
 * shopper pays by bKash and lands on /checkout/success with the bKash transaction ID, the order
 * processing and paid with no admin action; a cancelled payment lands on /checkout/failed and the
 * shopper pays cash on delivery instead; a card payment through SSLCommerz; an admin refunds half
 * of the bKash payment from the order page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { addToCart, button, fillShipping, ordersOf } from './support/checkout';
import { type GatewayStandIns, startGatewayStandIns } from './support/gateways';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

const OWNER = 'owner.payments@example.com';

type PlacedOrder = {
  id: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  transactionId: string | null;
  total: number;
};

let gateways: GatewayStandIns;
let shop: RunningShop;
let browser: Browser;
let page: Page;
let buyer: ShopperLogin;
let owner: ShopperLogin;
let pageErrors: string[] = [];
let paidOrder: PlacedOrder;

beforeAll(async () => {
  gateways = await startGatewayStandIns();
  shop = await startShop({ ...gateways.env, OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
  // A cancelled payment's page is an answer, not an error; nothing else may log one.
  pageErrors = watchPageErrors(page);
  [buyer, owner] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat.pay@example.com',
      password: 'rajshahi-aam-4',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Shirin',
      lastName: 'Akhter',
      email: OWNER,
      password: 'nakshi-kantha-9',
    }),
  ]);
  await signInThroughPage(page, shop, buyer);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await gateways?.close();
});

/** From the cart to the review with an online method, then Place Order: the gateway's page opens. */
async function checkOutWith(method: RegExp, productId: number) {
  await addToCart(page, productId, 1);
  await page.goto(`${shop.baseUrl}/checkout`);
  await fillShipping(page);
  await page.getByRole('radio', { name: /Inside Dhaka/ }).check();
  await button(page, 'Continue').click();
  await page.getByRole('radio', { name: method }).check();
  await button(page, 'Continue').click();
  await page.getByRole('heading', { name: 'Review Your Order' }).waitFor();
  await expect.poll(() => page.getByText(/you pay .* on the next page/).count()).toBe(1);
  await button(page, 'Place Order').click();
}

async function latestOrder(): Promise<PlacedOrder> {
  return ((await ordersOf(page)) as unknown as PlacedOrder[])[0] as PlacedOrder;
}

describe('online payments', () => {
  it('pays by bKash and lands on the success page with the transaction ID', async () => {
    await checkOutWith(/bKash \(pay now\)/, 12);
    await page.waitForURL(`${gateways.bkash.baseUrl}/**`);
    await page.getByRole('button', { name: /^Pay ৳/ }).click();
    await page.waitForURL(`${shop.baseUrl}/checkout/success**`);
    const payment = [...gateways.bkash.payments.values()][0];
    const trxId = payment?.trxID ?? '';
    expect(trxId).not.toBe('');
    await page.getByText(trxId).waitFor();
    paidOrder = await latestOrder();
    expect(paidOrder).toMatchObject({
      paymentMethod: 'bkash_online',
      status: 'processing',
      paymentStatus: 'completed',
      transactionId: trxId,
    });
  });

  it('lands on the failed page after a cancel, and pays cash on delivery instead', async () => {
    await checkOutWith(/bKash \(pay now\)/, 14);
    await page.waitForURL(`${gateways.bkash.baseUrl}/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${shop.baseUrl}/checkout/failed**`);
    await page.getByText('You cancelled the payment, so nothing was charged.').waitFor();
    await button(page, 'Pay cash on delivery instead').click();
    await page.waitForURL(`${shop.baseUrl}/account/orders/**`);
    const order = await latestOrder();
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      // As a cash order is when it is placed: confirmed, to be paid at the door.
      status: 'processing',
      paymentStatus: 'pending',
    });
  });

  it('pays by card through SSLCommerz', async () => {
    await checkOutWith(/Card, Nagad, Rocket and more/, 20);
    await page.waitForURL(`${gateways.sslcommerz.baseUrl}/**`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`${shop.baseUrl}/checkout/success**`);
    const order = await latestOrder();
    expect(order).toMatchObject({
      paymentMethod: 'sslcommerz',
      status: 'processing',
      paymentStatus: 'completed',
    });
    await page.getByText(order.transactionId ?? 'missing').waitFor();
  });

  it('lets the owner refund half of the bKash payment from the order page', async () => {
    const admin = await browser.newPage({ viewport: PHONE });
    await signInThroughPage(admin, shop, owner, `/admin/orders/${paidOrder.id}`);
    await admin.getByRole('heading', { name: 'Online Payments' }).waitFor();
    await admin
      .getByText(paidOrder.transactionId ?? 'missing')
      .first()
      .waitFor();
    const half = Math.floor(paidOrder.total / 2 / 100);
    await admin.getByLabel('Amount (৳)').fill(String(half));
    await admin.getByLabel('Reason').fill('One shade was out of stock');
    await admin.getByRole('button', { name: /^Refund ৳/ }).click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: /^Refund ৳/ })
      .click();
    await admin.locator('[data-sonner-toast]').filter({ hasText: 'Refunded' }).first().waitFor();
    expect(gateways.bkash.refunds).toHaveLength(1);
    const payments = await admin.evaluate(
      async (id) =>
        (await (await fetch(`/api/admin/orders/${id}/payments`)).json()) as {
          payments: { status: string; refunded: number }[];
          refundable: number;
        },
      paidOrder.id,
    );
    expect(payments.payments[0]).toMatchObject({ status: 'completed', refunded: half * 100 });
    expect(payments.refundable).toBe(paidOrder.total - half * 100);
  });

  it('logged no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
