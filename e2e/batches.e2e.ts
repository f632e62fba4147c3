/**
 * Issue 41's whole journey in Chromium: the owner receives a purchase order of a new serum in two
 * batches with different expiry dates; the product page shows the earlier one; a shopper's order
 * takes from that batch and the packing slip names it; a minimum shelf life stops that batch
 * selling and the page moves to the later date; a stock count with one difference is applied;
 * the product's history shows every step. Screenshots go to $STOCK_SHOTS when set.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, parseCsv } from '../src/server/csv';
import { adminCall, apiCookie, uploadPicture } from './support/banners';
import {
  DESKTOP,
  FOUR_VIEWS,
  launchBrowser,
  openPage,
  PHONE,
  sidewaysOverflow,
} from './support/browser';
import { addToCart, button, fillShipping, ordersOf, placeOrder } from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import {
  createOwner,
  createVerifiedShopper,
  type ShopperLogin,
  signedInPage,
} from './support/shopper';
import { monthOf, setShelfLife, shelfLifePast } from './support/stock';

const OWNER = 'owner.batches@example.com';
const SHOTS = process.env.STOCK_SHOTS;
const DAY = 86_400_000;

let shop: RunningShop;
let browser: Browser;
let owner: ShopperLogin;
let serum: { id: number; sku: string };

/** A day `days` from today in Dhaka (UTC+6, no summer time), as the date fields take it. */
const dhakaDayIn = (days: number) =>
  new Date(Date.now() + 6 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const EARLY = { code: 'NIA-0626', expires: dhakaDayIn(200), units: 4 };
const LATE = { code: 'NIA-1127', expires: dhakaDayIn(600), units: 6 };

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await createOwner(shop, OWNER);
  const cookie = await apiCookie(shop, owner);
  const picture = await uploadPicture(shop, cookie, 800, 800, { r: 250, g: 240, b: 230 });
  const { id } = await adminCall(shop, cookie, 'POST', '/api/admin/products', {
    name: 'Niacinamide 10% Serum 30 ml',
    description: 'A light serum for oily skin, imported in dated batches.',
    category: 'skincare',
    price: 95_000,
    stockQuantity: 0,
    brand: 'Sajghor Beauty',
    status: 'active',
    featured: false,
    images: [picture],
  });
  const stock = await fetch(`${shop.baseUrl}/api/admin/products/${id}/stock`, {
    headers: { cookie },
  });
  const [variant] = (await stock.json()).variants as { sku: string }[];
  if (!variant) throw new Error('the new serum has no variant');
  serum = { id, sku: variant.sku };
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** One delivery on the purchase order's page, which then opens its goods received note. */
async function receive(page: Page, batch: typeof EARLY) {
  const form = page.getByRole('form', { name: 'Receive goods' });
  await form.getByLabel('Received').fill(String(batch.units));
  await form.getByLabel('Batch or lot').fill(batch.code);
  await form.getByLabel('Made on').fill('2026-06-01');
  await form.getByLabel('Expires on').fill(batch.expires);
  await form.getByLabel('Country of origin').fill('South Korea');
  await form.getByLabel('Importer').fill('Glamour Trade BD Ltd, Dhaka');
  await form.getByRole('button', { name: 'Record the delivery' }).click();
  await page.getByRole('heading', { name: /Goods received note #\d+/ }).waitFor();
  await page.getByText(batch.code).waitFor();
}

const shot = (page: Page, name: string) =>
  SHOTS ? page.screenshot({ path: path.join(SHOTS, `batches-${name}.png`) }) : undefined;

describe('a serum from purchase order to count', () => {
  it('receives two batches, sells the earlier first, stops it at the shelf life, counts, and shows the ledger', async () => {
    const { page, errors } = await signedInPage(browser, shop, owner, {
      viewport: DESKTOP,
      language: 'en',
      returnTo: '/admin',
    });

    // A supplier and a purchase order of ten, received as two batches.
    await openPage(page, `${shop.baseUrl}/admin/purchases`);
    await page.getByLabel('Name').first().fill('Chawkbazar Cosmetics Wholesale');
    await button(page, 'Add the supplier').click();
    await page.getByRole('option', { name: 'Chawkbazar Cosmetics Wholesale' }).waitFor({
      state: 'attached',
    });
    await page
      .getByLabel('Supplier', { exact: true })
      .selectOption({ label: 'Chawkbazar Cosmetics Wholesale' });
    await page.getByLabel('SKU').fill(serum.sku);
    await page.getByLabel('Quantity').fill('10');
    await page.getByLabel('Unit cost (৳)').fill('520');
    await button(page, 'Save the draft').click();
    await button(page, 'Mark ordered').click();
    await receive(page, EARLY);
    await page.getByRole('link', { name: /Purchase order #\d+/ }).click();
    await page.getByText('Partly received').first().waitFor();
    await receive(page, LATE);
    await shot(page, 'receipt-note');

    // The page shows the batch that expires first.
    await openPage(page, `${shop.baseUrl}/product/${serum.id}`);
    await page.getByText(`Expiry: not before ${monthOf(EARLY.expires)}`).waitFor();
    await page.getByText('Made in South Korea').waitFor();

    // A shopper's order is packed from the earlier batch, as its slip says.
    const shopper = await createVerifiedShopper(shop, {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat.batches@example.com',
      password: 'jamdani-sari-7',
    });
    const buyer = await signedInPage(browser, shop, shopper, {
      viewport: PHONE,
      language: 'en',
      returnTo: '/',
    });
    await addToCart(buyer.page, serum.id, 1);
    await openPage(buyer.page, `${shop.baseUrl}/checkout`);
    await fillShipping(buyer.page);
    await buyer.page.getByRole('radio', { name: /Inside Dhaka/ }).check();
    await button(buyer.page, 'Continue').click();
    await buyer.page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await button(buyer.page, 'Continue').click();
    await placeOrder(buyer.page, shop);
    const [order] = await ordersOf(buyer.page);
    if (!order) throw new Error('no order');
    expect(buyer.errors).toEqual([]);
    await buyer.page.context().close();

    await openPage(page, `${shop.baseUrl}/admin/orders/${order.id}/invoice`);
    await page.getByText(`Pack from batch ${EARLY.code} × 1`).waitFor();
    await shot(page, 'packing-slip');

    // A minimum shelf life past the earlier batch's expiry: the page moves to the later one.
    await setShelfLife(page, shop, shelfLifePast(EARLY.expires));
    await openPage(page, `${shop.baseUrl}/product/${serum.id}`);
    await page.getByText(`Expiry: not before ${monthOf(LATE.expires)}`).waitFor();
    expect(await page.getByText(monthOf(EARLY.expires)).count()).toBe(0);

    // A count of the skincare shelf finds one unit of the later batch missing.
    await openPage(page, `${shop.baseUrl}/admin/stock-count`);
    await page.getByLabel('Count', { exact: true }).selectOption('skincare');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the count sheet' }).click(),
    ]);
    const [header, ...sheet] = parseCsv(await readFile(String(await download.path()), 'utf8'));
    const counted = sheet
      .filter((row) => row.cells[2] === serum.sku)
      .map((row) => [...row.cells.slice(0, 6), row.cells[3] === LATE.code ? '5' : '']);
    expect(counted.map((cells) => [cells[3], cells[5]])).toEqual([[LATE.code, '6']]);
    const file = path.join(tmpdir(), `batches-count-${Date.now()}.csv`);
    const lines = [header?.cells ?? [], ...counted];
    await writeFile(file, `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`);
    await page.getByLabel('Filled sheet (CSV)').setInputFiles(file);
    await page.getByRole('button', { name: 'Show the differences' }).click();
    expect(await page.getByRole('table').textContent()).toContain(LATE.code);
    await shot(page, 'count');
    await page.getByRole('button', { name: 'Apply the count' }).click();
    await page
      .getByText(/^Count #\d+ applied\. Batches changed: 1$/)
      .first()
      .waitFor();

    // The product's history: both deliveries, the sale, the withdrawal and the count.
    await openPage(page, `${shop.baseUrl}/admin/products/${serum.id}/edit`);
    const panel = page.getByRole('region', { name: 'Stock and batches' });
    await panel.getByText(/Latest changes/).click();
    const history = panel.locator('details li');
    await expect.poll(() => history.count()).toBe(5);
    const rows = (await history.allTextContents()).reverse();
    // Each row starts with its change, then the level after it and the reason.
    expect(rows.map((row) => /^[+−]\d+/.exec(row)?.[0])).toEqual(['+4', '+6', '−1', '−3', '−1']);
    const reasons = [
      'Received',
      'Received',
      'Order placed',
      'Off sale: near or past expiry',
      'Counted',
    ];
    for (const [index, row] of rows.entries()) expect(row).toContain(reasons[index]);
    expect(rows[4]).toContain(LATE.code);
    await panel.getByText('In stock: 5').waitFor();
    await shot(page, 'history');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the purchases pages', () => {
  it('lay out at 390 px and on a desktop, in English and Bangla', async () => {
    for (const [viewport, language, name] of FOUR_VIEWS) {
      const { page, errors } = await signedInPage(browser, shop, owner, {
        viewport,
        language,
        returnTo: '/admin',
      });
      for (const [where, heading] of [
        ['/admin/purchases', language === 'en' ? 'Purchases' : 'ক্রয়'],
        ['/admin/purchases/1', /#১|#1/],
        ['/admin/purchases/receipts/1', /#১|#1/],
      ] as const) {
        await openPage(page, `${shop.baseUrl}${where}`);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        const overflow = await sidewaysOverflow(page);
        expect(overflow, `${name} ${where}`).toBeLessThanOrEqual(0);
        await shot(page, `${name}-${where.split('/').slice(2).join('-')}`);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
