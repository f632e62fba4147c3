/**
 * A return after delivery (issue 21), in Chromium against the Steadfast stand-in: a parcel booked
 * with Steadfast is delivered by its webhook; the shopper, at phone width, asks to return one of
 * two lipsticks from the order page; the admin, on a desktop, accepts it, books the pickup with
 * Steadfast, receives it back on the shelf and records the bKash refund; the shopper's order page
 * then shows it refunded, in English and in Bangla.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatRegistered } from '../src/server/test/fixtures/vat';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../src/server/test/stand-ins/steadfast-stand-in';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { addToCart, button } from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

const OWNER = 'owner.returns@example.com';

type Order = {
  id: string;
  status: string;
  items: { id: number; name: string; unitPrice: number }[];
  returns?: { id: string; status: string; refund: { amount: number } | null }[];
};
type Product = { id: number; name: string; stockQuantity: number };

let steadfast: SteadfastStandIn;
let shop: RunningShop;
let browser: Browser;
let shopperPage: Page;
let adminPage: Page;
let buyer: ShopperLogin;
let owner: ShopperLogin;
let product: Product;
let order: Order;
const pageErrors: string[] = [];

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  shop = await startShop({
    OWNER_EMAIL: OWNER,
    STEADFAST_BASE_URL: steadfast.settings.baseUrl,
    STEADFAST_API_KEY: steadfast.settings.apiKey,
    STEADFAST_SECRET_KEY: steadfast.settings.secretKey,
    STEADFAST_WEBHOOK_TOKEN: steadfast.settings.webhookToken,
  });
  browser = await launchBrowser();
  [buyer, owner] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Sadia',
      lastName: 'Islam',
      email: 'sadia.returns@example.com',
      password: 'padma-ilish-2026',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Tanvir',
      lastName: 'Alam',
      email: OWNER,
      password: 'jamdani-loom-77',
    }),
  ]);
  const listed = (await (
    await fetch(`${shop.baseUrl}/api/products?category=makeup&limit=48`)
  ).json()) as { products: Product[] };
  const found = listed.products.find((candidate) => candidate.stockQuantity >= 10);
  if (!found) throw new Error('no makeup product with 10 in stock');
  product = found;
  shopperPage = await browser.newPage({ viewport: PHONE });
  adminPage = await browser.newPage({ viewport: DESKTOP });
  pageErrors.push(...watchPageErrors(shopperPage), ...watchPageErrors(adminPage));
  shopperPage.setDefaultTimeout(20_000);
  adminPage.setDefaultTimeout(20_000);
  await signInThroughPage(shopperPage, shop, buyer);
  await signInThroughPage(adminPage, shop, owner);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await steadfast?.close();
});

/** A same-origin API call from a signed-in page, as the page's own scripts make them. */
function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return text === '' ? null : JSON.parse(text);
    },
    { method, url, body },
  ) as Promise<T>;
}

const stockOf = async (id: number) =>
  (await api<Product>(adminPage, 'GET', `/api/admin/products/${id}`)).stockQuantity;

describe('a return after delivery', () => {
  it('starts from two lipsticks delivered by Steadfast', async () => {
    // A VAT-registered shop (issue 43): the order gets its Mushak-6.3, the refund its Mushak-6.7.
    await api(adminPage, 'PUT', '/api/admin/settings/legal', vatRegistered());
    await addToCart(shopperPage, product.id, 2);
    order = await api<Order>(shopperPage, 'POST', '/api/orders', {
      email: buyer.email,
      firstName: 'Sadia',
      lastName: 'Islam',
      address: 'Flat 2C, House 18, Road 7',
      district: 'dhaka',
      area: 'Uttara',
      city: 'Dhaka',
      phone: '01911223344',
      location: 'dhaka',
      paymentMethod: 'cod',
      idempotencyKey: crypto.randomUUID(),
    });
    await api(adminPage, 'POST', `/api/admin/orders/${order.id}/shipment`, {
      courier: 'steadfast',
      weightKg: 0.5,
      note: '',
    });
    const [parcel] = [...steadfast.parcels.values()];
    if (!parcel) throw new Error('no parcel at the stand-in');
    // The label carries the district and area the shopper chose.
    expect(parcel.recipient_address).toBe('Flat 2C, House 18, Road 7, Uttara, Dhaka');
    await steadfast.pushStatus(
      `${shop.baseUrl}/api/webhooks/steadfast`,
      parcel.consignment_id,
      'delivered',
    );
    await expect
      .poll(async () => (await api<Order>(shopperPage, 'GET', `/api/orders/${order.id}`)).status)
      .toBe('delivered');
  });

  it('lets the shopper ask to return one of them from the order page, at phone width', async () => {
    await shopperPage.goto(`${shop.baseUrl}/account/orders/${order.id}`);
    const section = shopperPage.getByRole('region', { name: 'Returns' });
    await section.getByText(/^You can ask until /).waitFor();
    await section.getByRole('button', { name: 'Return items' }).click();
    const dialog = shopperPage.getByRole('dialog', { name: 'Return items' });
    await dialog.getByRole('checkbox').first().check();
    expect(await dialog.getByLabel(/^How many of /).inputValue()).toBe('1');
    await dialog.getByLabel(/^Why are you returning it\?/).fill('The shade is too dark for me');
    await dialog.getByRole('button', { name: 'Ask for the return' }).click();
    await shopperPage
      .getByText('Your return request was sent. We will tell you when the shop decides.')
      .waitFor();
    await section.getByRole('article', { name: /^Return asked on / }).waitFor();
    expect(await section.getByText('Return requested').count()).toBeGreaterThan(0);
  });

  it('lets the admin accept it and book the pickup with Steadfast', async () => {
    await adminPage.goto(`${shop.baseUrl}/admin/returns`);
    await adminPage
      .getByRole('link', { name: `Return of order #${order.id.slice(0, 8)}` })
      .filter({ visible: true })
      .click();
    await adminPage.getByText('The shade is too dark for me').waitFor();
    await adminPage
      .getByRole('form', { name: 'Decide the return' })
      .getByRole('button', { name: 'Accept return' })
      .click();
    await button(adminPage, 'Book the pickup with Steadfast').click();
    await adminPage.getByRole('form', { name: 'Receive the parcel' }).waitFor();
    expect(steadfast.returnRequests.size).toBe(1);
  });

  it('receives it back on the shelf and records the bKash refund', async () => {
    const stockBefore = await stockOf(product.id);
    const receive = adminPage.getByRole('form', { name: 'Receive the parcel' });
    expect(await receive.getByLabel(/^Back on the shelf: /).inputValue()).toBe('1');
    await receive.getByRole('button', { name: 'Mark as received' }).click();
    const refund = adminPage.getByRole('form', { name: 'Refund the shopper' });
    await refund.waitFor();
    await expect.poll(() => stockOf(product.id)).toBe(stockBefore + 1);
    await refund.getByLabel(/^Transaction ID/).fill('BKR8X2K7QD');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await adminPage
      .getByRole('dialog')
      .getByRole('button', { name: /^Refund ৳/ })
      .click();
    await adminPage.getByText('This return is refunded: nothing is left to do.').waitFor();
    const [done] = (await api<Order>(adminPage, 'GET', `/api/orders/${order.id}`)).returns ?? [];
    expect(done?.status).toBe('refunded');
    expect(done?.refund?.amount).toBe(order.items[0]?.unitPrice);
  });

  it('issues the refund’s credit note beside the order’s VAT invoice', async () => {
    await adminPage.goto(`${shop.baseUrl}/admin/orders/${order.id}/vat-invoice`);
    await adminPage.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    const note = adminPage.locator('[data-invoice]').filter({ hasText: 'Mushak-6.7' });
    await note.getByText('Money given back').waitFor();
    // One lipstick's price back, its VAT at 15 % inside it.
    const price = order.items[0]?.unitPrice ?? 0;
    const taka = (price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const totals = note
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader', { name: 'Total' }) });
    expect(await totals.textContent()).toContain(`৳${taka}`);
  });

  it('shows the shopper the refund on the order page, in English and in Bangla', async () => {
    await shopperPage.goto(`${shop.baseUrl}/account/orders/${order.id}`);
    const card = shopperPage.getByRole('article', { name: /^Return asked on / });
    await card.getByText('BKR8X2K7QD').waitFor();
    expect(await card.getByText('bKash transfer').count()).toBe(1);
    // The other lipstick can still go back within the window.
    await shopperPage.getByRole('button', { name: 'Return items' }).waitFor();

    // The account keeps its language: saved as Bangla, the next page load speaks it.
    await api(shopperPage, 'PUT', '/api/account/language', { language: 'bn' });
    await shopperPage.context().addCookies([{ name: 'lang', value: 'bn', url: shop.baseUrl }]);
    await shopperPage.reload();
    const bangla = shopperPage.getByRole('region', { name: 'ফেরত' });
    await bangla.getByText('BKR8X2K7QD').waitFor();
    expect(await bangla.getByText('bKash ট্রান্সফার').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
