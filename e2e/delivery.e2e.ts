/**
 * Delivery with a courier (issue 21), in Chromium against the Steadfast stand-in: an admin books
 * three cash-on-delivery orders in one bulk action from the orders list (desktop); Steadfast's
 * webhook then delivers one (order delivered, cash collected) and cancels one (the order is flagged
 * and its stock stays out until the admin restocks); the shopper follows the third on /track at
 * phone width, in English and in Bangla.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../src/server/test/stand-ins/steadfast-stand-in';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { addToCart, button } from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

const OWNER = 'owner.delivery@example.com';
const PHONE_NUMBER = '01812345678';

type Order = {
  id: string;
  status: string;
  paymentStatus: string;
  total: number;
  deliveryAttention?: string | null;
  shipment?: { trackingCode: string | null; status: string } | null;
};
type Product = { id: number; stockQuantity: number };

let steadfast: SteadfastStandIn;
let shop: RunningShop;
let browser: Browser;
let shopperPage: Page;
let adminPage: Page;
let buyer: ShopperLogin;
let owner: ShopperLogin;
let product: Product;
let orders: Order[] = [];
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
      firstName: 'Rumana',
      lastName: 'Haque',
      email: 'rumana.parcel@example.com',
      password: 'sylhet-cha-bagan-3',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Tanvir',
      lastName: 'Alam',
      email: OWNER,
      password: 'jamdani-loom-77',
    }),
  ]);
  const listed = (await (
    await fetch(`${shop.baseUrl}/api/products?category=skincare&limit=48`)
  ).json()) as { products: Product[] };
  const found = listed.products.find((candidate) => candidate.stockQuantity >= 10);
  if (!found) throw new Error('no skincare product with 10 in stock');
  product = found;
  shopperPage = await browser.newPage({ viewport: PHONE });
  adminPage = await browser.newPage({ viewport: DESKTOP });
  pageErrors.push(...watchPageErrors(shopperPage), ...watchPageErrors(adminPage));
  // A step that never comes fails with its locator named, well inside the test's own limit.
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
      if (!response.ok)
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

async function placeCashOrder(): Promise<Order> {
  await addToCart(shopperPage, product.id, 1);
  return api<Order>(shopperPage, 'POST', '/api/orders', {
    email: buyer.email,
    firstName: 'Rumana',
    lastName: 'Haque',
    address: 'Flat 4B, House 12, Road 5, Dhanmondi',
    city: 'Dhaka',
    phone: PHONE_NUMBER,
    location: 'dhaka',
    paymentMethod: 'cod',
    idempotencyKey: crypto.randomUUID(),
  });
}

const adminOrder = (id: string) => api<Order>(adminPage, 'GET', `/api/orders/${id}`);
/** From the admin's API: the storefront's answers are cached for a few seconds. */
const stockOf = async (id: number) =>
  (await api<Product>(adminPage, 'GET', `/api/admin/products/${id}`)).stockQuantity;
const webhookUrl = () => `${shop.baseUrl}/api/webhooks/steadfast`;

describe('delivery with Steadfast', () => {
  it('books three cash-on-delivery orders in one bulk action from the orders list', async () => {
    // Cash-on-delivery orders are processing as soon as they are placed.
    orders = [await placeCashOrder(), await placeCashOrder(), await placeCashOrder()];
    expect(orders.map((order) => order.status)).toEqual(['processing', 'processing', 'processing']);
    await adminPage.goto(`${shop.baseUrl}/admin/orders`);
    for (const order of orders) {
      // The list is drawn as cards on phones and a table on desktop: tick the one shown.
      await adminPage
        .getByLabel(`Select order #${order.id.slice(0, 8)}`)
        .filter({ visible: true })
        .check();
    }
    await adminPage.getByText('3 orders selected').waitFor();
    await button(adminPage, 'Book with …').click();
    await adminPage.getByRole('button', { name: 'Book with Steadfast' }).click();
    const progress = adminPage.getByRole('progressbar');
    // Booked one after another: on a machine running two journeys at once, allow more than 5 s.
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('3');
    await adminPage.getByText('3 booked, 0 not booked').waitFor();
    // Each row's result is drawn as its own answer lands: wait for all three under load.
    await expect.poll(() => adminPage.getByText(/^Booked, tracking /).count()).toBe(3);
    // The list refreshes behind the dialog (the three are shipped, none left to tick), and the
    // dialog keeps its results.
    await expect
      .poll(() => adminPage.getByText('Shipped', { exact: true }).count(), { timeout: 10_000 })
      .toBeGreaterThan(2);
    await adminPage.getByText('3 booked, 0 not booked').waitFor();
    await button(adminPage, 'Done').click();

    expect(steadfast.parcels.size).toBe(3);
    for (const order of orders) {
      const booked = await adminOrder(order.id);
      expect(booked.status).toBe('shipped');
      expect(booked.shipment?.status).toBe('booked');
    }
    // Each parcel asks Steadfast to collect its order's whole total, in taka.
    const amounts = [...steadfast.parcels.values()].map((parcel) => parcel.cod_amount).sort();
    expect(amounts).toEqual(orders.map((order) => Math.ceil(order.total / 100)).sort());
  });

  it("delivers one through Steadfast's webhook: the order is delivered and its cash collected", async () => {
    const first = await adminOrder(orders[0]?.id ?? '');
    const parcel = [...steadfast.parcels.values()].find(
      (candidate) => candidate.tracking_code === first.shipment?.trackingCode,
    );
    if (!parcel) throw new Error('parcel not found at the stand-in');
    const [reply] = await steadfast.pushStatus(webhookUrl(), parcel.consignment_id, 'delivered', {
      times: 2,
    });
    expect(reply?.status).toBe(200);

    await adminPage.goto(`${shop.baseUrl}/admin/orders/${first.id}`);
    await adminPage.getByText('Delivery: Delivered').first().waitFor();
    const delivered = await adminOrder(first.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.paymentStatus).toBe('completed');
    // The doubled webhook wrote one history line, not two.
    const lines = await adminPage.getByText('Delivery: Delivered').count();
    expect(lines).toBe(1);
  });

  it('flags the parcel Steadfast cancelled, and its stock waits for the admin to restock', async () => {
    const second = await adminOrder(orders[1]?.id ?? '');
    const parcel = [...steadfast.parcels.values()].find(
      (candidate) => candidate.tracking_code === second.shipment?.trackingCode,
    );
    if (!parcel) throw new Error('parcel not found at the stand-in');
    const stockBefore = await stockOf(product.id);
    await steadfast.pushStatus(webhookUrl(), parcel.consignment_id, 'cancelled', {
      message: 'Customer refused the parcel',
    });
    await expect
      .poll(async () => (await adminOrder(second.id)).deliveryAttention)
      .toBe('cancelled');
    expect(await stockOf(product.id)).toBe(stockBefore);

    await adminPage.goto(`${shop.baseUrl}/admin/orders?delivery=attention`);
    await adminPage.getByText('Parcel cancelled').first().waitFor();
    await adminPage.goto(`${shop.baseUrl}/admin/orders/${second.id}`);
    await button(adminPage, 'Restock and cancel order').click();
    await adminPage
      .getByRole('dialog')
      .getByRole('button', { name: 'Restock and cancel order' })
      .click();
    await expect.poll(async () => (await adminOrder(second.id)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(stockBefore + 1);
  });

  it('lets the shopper follow the third parcel on /track, in English and in Bangla', async () => {
    const third = await adminOrder(orders[2]?.id ?? '');
    const parcel = [...steadfast.parcels.values()].find(
      (candidate) => candidate.tracking_code === third.shipment?.trackingCode,
    );
    if (!parcel) throw new Error('parcel not found at the stand-in');
    await steadfast.pushStatus(webhookUrl(), parcel.consignment_id, 'pending', {
      message: 'Parcel reached the Dhanmondi hub',
    });

    await shopperPage.goto(`${shop.baseUrl}/track`);
    await shopperPage.getByLabel('Order number', { exact: true }).fill(third.id.slice(0, 8));
    await shopperPage.getByLabel('Mobile number', { exact: true }).fill(PHONE_NUMBER);
    await button(shopperPage, 'Track Order').click();
    const delivery = shopperPage.getByRole('region', { name: 'Delivery' });
    await delivery.waitFor();
    await delivery.getByText('Steadfast Courier', { exact: true }).waitFor();
    await delivery.getByText(third.shipment?.trackingCode ?? 'missing').waitFor();
    expect(await delivery.locator('[aria-current=step]').textContent()).toContain('In transit');
    await delivery.getByText('Parcel reached the Dhanmondi hub').waitFor();
    const link = delivery.getByRole('link', { name: /Follow it on Steadfast Courier/ });
    expect(await link.getAttribute('href')).toContain(third.shipment?.trackingCode ?? 'missing');

    // The same answer in Bangla, for a relative without an account: the page's own words.
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'lang', value: 'bn', url: shop.baseUrl }]);
    const relative = await context.newPage();
    pageErrors.push(...watchPageErrors(relative));
    await relative.goto(`${shop.baseUrl}/track`);
    await relative.locator('input[autocomplete=off]').first().fill(third.id.slice(0, 8));
    await relative.locator('input[autocomplete=tel]').fill(PHONE_NUMBER);
    await relative.locator('main form button[type=submit]').click();
    const bangla = relative.getByRole('region', { name: 'ডেলিভারি' });
    await bangla.waitFor();
    expect(await bangla.locator('[aria-current=step]').textContent()).toContain('পথে আছে');
    expect(pageErrors).toEqual([]);
  });
});
