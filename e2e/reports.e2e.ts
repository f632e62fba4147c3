/**
 * The owner's numbers in Chromium (issue 42): orders taken this month from Dhaka and Sylhet, one
 * with a coupon, delivered by a courier booked by hand; the owner reads sales over time beside the
 * days before, sorts products by margin and downloads the CSV whose totals equal the screen's,
 * sees the districts' delivery success and the coupon's orders, at 390 px and 1366 px, in English
 * and Bangla. Screenshots go to $REPORTS_SHOTS when set.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/server/csv';
import { staffOrderBody } from '../src/server/test/fixtures/staff-orders';
import { adminCall, apiCookie } from './support/banners';
import { DESKTOP, launchBrowser, openPage, PHONE, sidewaysOverflow } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';

const OWNER = 'owner.reports@example.com';
const SHOTS = process.env.REPORTS_SHOTS;

let shop: RunningShop;
let browser: Browser;
let owner: ShopperLogin;
/** The category of the product the repeat customer bought twice. */
let category = '';
const REPEAT_PHONE = '01799000111';

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type PlainProduct = { id: number; category: string; options?: unknown[] };

/** Two products sold without options, from the seeded catalogue. */
async function twoPlainProducts(): Promise<PlainProduct[]> {
  const answer = await fetch(`${shop.baseUrl}/api/products?limit=48`);
  const { products } = (await answer.json()) as { products: PlainProduct[] };
  const plain = products.filter((product) => !product.options?.length);
  if (plain.length < 2) throw new Error('the seed has no two products without options');
  return plain.slice(0, 2);
}

/** A staff order from that district, booked with a courier by hand and delivered. */
async function deliveredOrder(
  cookie: string,
  productId: number,
  where: { district: string; area: string; phone?: string },
  couponCode?: string,
) {
  const body = staffOrderBody([{ productId, quantity: 2 }], {
    ...where,
    ...(couponCode ? { couponCode } : {}),
  });
  const placed = await adminCall(shop, cookie, 'POST', '/api/admin/staff-orders', body);
  const id = String(placed.id);
  await adminCall(shop, cookie, 'POST', `/api/admin/orders/${id}/shipment`, {
    courier: 'manual',
    courierLabel: 'Sundarban Courier',
    trackingCode: `SB-${id.slice(0, 8)}`,
  });
  await adminCall(shop, cookie, 'POST', `/api/admin/orders/${id}/status`, { status: 'delivered' });
}

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await createOwner(shop, OWNER);
  const cookie = await apiCookie(shop, owner);
  const [first, second] = await twoPlainProducts();
  if (!first || !second) throw new Error('no products');
  category = first.category;
  await adminCall(shop, cookie, 'POST', '/api/admin/promotions', {
    kind: 'coupon',
    code: 'EID10',
    name: 'Eid ten',
    discountType: 'percent',
    discountValue: 10,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const dhaka = { district: 'dhaka', area: 'Mirpur' };
  const sylhet = { district: 'sylhet', area: 'Zindabazar' };
  // One customer orders twice: in Dhaka with the coupon, then to Sylhet.
  await deliveredOrder(cookie, first.id, { ...dhaka, phone: REPEAT_PHONE }, 'EID10');
  await deliveredOrder(cookie, second.id, dhaka);
  await deliveredOrder(cookie, first.id, { ...sylhet, phone: REPEAT_PHONE });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const ownerPage = (viewport: typeof DESKTOP, language: 'en' | 'bn') =>
  signedInPage(browser, shop, owner, { viewport, language, returnTo: '/admin/reports' });

/** The figure in the totals row's cell under that column of the table. */
async function totalUnder(page: Page, table: string, column: string): Promise<string> {
  const grid = page.getByRole('table', { name: table });
  const headers = await grid.getByRole('columnheader').allTextContents();
  const totals = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  const cells = await totals.getByRole('cell').allTextContents();
  return cells[headers.indexOf(column) - 1] ?? '';
}

describe('the owner reads the shop’s numbers', () => {
  it('sales over time, by product by margin with its CSV, delivery by district and the coupon', async () => {
    const { page, errors } = await ownerPage(DESKTOP, 'en');
    await openPage(page, `${shop.baseUrl}/admin/reports`);
    await page.getByRole('region', { name: 'Summary' }).waitFor();
    await page.getByRole('heading', { name: 'Net sales and orders' }).waitFor();
    const net = page
      .getByRole('region', { name: 'Summary' })
      .locator('div', { hasText: 'Net sales' })
      .first();
    expect(await net.textContent()).toMatch(/vs |None in /);
    await shoot(page, 'reports-sales-desktop-en');

    await page.getByRole('tab', { name: 'By product' }).click();
    await page.getByLabel('Sort by').selectOption('margin');
    await page.waitForURL(/sort=margin/);
    await page.getByRole('table', { name: 'Sales by product' }).waitFor();
    const onScreen = await totalUnder(page, 'Sales by product', 'Net sales');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const rows = parseCsv(
      (await readFile(String(await download.path()), 'utf8')).replace(/^\uFEFF/, ''),
    );
    const header = rows[0]?.cells ?? [];
    const totals = rows.at(-1)?.cells ?? [];
    expect(totals[0]).toBe('Total');
    // ৳25,270 on the screen is 25270.00 in the sheet.
    const sheetTaka = Number(totals[header.indexOf('Net sales')]);
    expect(sheetTaka).toBeGreaterThan(0);
    expect(sheetTaka).toBe(Number(onScreen.replace(/[৳,]/g, '')));
    await shoot(page, 'reports-products-desktop-en');

    await page.getByRole('tab', { name: 'Delivery and COD' }).click();
    const districts = page.getByRole('table', { name: 'By district, the most returned first' });
    await districts.waitFor();
    for (const name of ['Dhaka', 'Sylhet']) {
      const row = districts.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      expect(await row.textContent()).toContain('100%');
    }
    await shoot(page, 'reports-delivery-desktop-en');

    await page.getByRole('tab', { name: 'Promotions' }).click();
    const coupons = page.getByRole('table', {
      name: 'Coupons and sales, the most net sales first',
    });
    const eid = coupons
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Eid ten/ }) });
    await eid.waitFor();
    // One order, the phone's first.
    expect(await eid.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1', '1', '0']),
    );
    await shoot(page, 'reports-promotions-desktop-en');
    expect(errors).toEqual([]);
  }, 120_000);

  it('saves a segment of repeat buyers of a category and downloads its phones for SMS', async () => {
    const { page, errors } = await ownerPage(DESKTOP, 'en');
    await openPage(page, `${shop.baseUrl}/admin/reports?tab=customers`);
    const form = page.getByRole('form', { name: 'New segment' });
    await form.getByLabel('Name').fill('Repeat buyers');
    await form.getByLabel('Bought from').selectOption(category);
    await form.getByLabel('Orders, at least').fill('2');
    await form.getByRole('button', { name: 'Save segment' }).click();
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Repeat buyers' }),
    });
    // Orders taken in a chat carry no consent to marketing messages.
    await card.getByText('1 customer, 0 allowed marketing messages').waitFor();
    await card.getByRole('button', { name: 'Show customers' }).click();
    await card.getByRole('rowheader', { name: REPEAT_PHONE }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download phones for SMS' }).click(),
    ]);
    const sheet = parseCsv(
      (await readFile(String(await download.path()), 'utf8')).replace(/^\uFEFF/, ''),
    );
    expect(sheet.map((row) => row.cells)).toEqual([['Phone', 'Name', 'Stop link']]);
    await shoot(page, 'reports-segments-desktop-en');
    expect(errors).toEqual([]);
  }, 120_000);

  it('fits a phone in Bangla: the customers report and its segments', async () => {
    // The other tabs' widths are checked with every admin page in accessibility.e2e.ts.
    const { page, errors } = await ownerPage(PHONE, 'bn');
    await openPage(page, `${shop.baseUrl}/admin/reports?tab=customers`);
    await page.getByRole('heading', { name: 'Repeat buyers' }).waitFor();
    expect(await page.getByRole('tab', { name: 'ক্রেতা' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await shoot(page, 'reports-customers-phone-bn');
    expect(errors).toEqual([]);
  }, 120_000);
});
