/**
 * The shop within the rules, in Chromium (issue 43): the owner fills Admin → Settings (a BIN in
 * the wrong form first), the storefront's footer shows the DBID and trade licence, an order taken
 * from a chat gets the next Mushak-6.3 with the VAT in its inclusive prices, and cancelling it
 * issues the Mushak-6.7 beside it, both in the month's VAT report; an order paid by bKash and
 * not delivered in 10 days is flagged overdue; a shopper complains from /track and reads the
 * owner's answer; a shopper downloads her data; at 1366 px in English and 390 px in Bangla.
 * Screenshots go to $RULES_SHOTS when set.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { orders } from '../src/server/db/schema';
import { stopLink } from '../src/server/modules/privacy/stop-links';
import { checkoutBody } from '../src/server/test/fixtures/orders';
import { staffOrderBody } from '../src/server/test/fixtures/staff-orders';
import { adminCall, apiCookie } from './support/banners';
import { DESKTOP, launchBrowser, openPage, PHONE, sidewaysOverflow } from './support/browser';
import { addToCart } from './support/checkout';
import { E2E_AUTH_SECRET, type RunningShop, startShop } from './support/server';
import {
  createOwner,
  createVerifiedShopper,
  type ShopperLogin,
  signedInPage,
} from './support/shopper';

const OWNER = 'owner.vat@example.com';
const SHOTS = process.env.RULES_SHOTS;

let shop: RunningShop;
let browser: Browser;
let owner: ShopperLogin;
let cookie: string;
let orderId = '';

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await createOwner(shop, OWNER);
  cookie = await apiCookie(shop, owner);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Makeup sold without options, from the seeded catalogue. */
async function plainProducts() {
  const answer = await fetch(`${shop.baseUrl}/api/products?category=makeup&limit=48`);
  const { products } = (await answer.json()) as { products: { id: number; options?: unknown[] }[] };
  return products.filter((candidate) => !candidate.options?.length);
}

const ownerPage = (viewport: typeof DESKTOP, language: 'en' | 'bn', returnTo: string) =>
  signedInPage(browser, shop, owner, { viewport, language, returnTo });

describe('VAT and the shop’s legal numbers', () => {
  it('registers the shop for VAT in Admin → Settings and shows its DBID in the footer', async () => {
    const { page, errors } = await ownerPage(DESKTOP, 'en', '/admin/settings');
    await openPage(page, `${shop.baseUrl}/admin/settings`);
    await page.getByLabel('Registered name').fill('Sajghor Lifestyle Ltd.');
    await page.getByLabel('Registered address').fill('House 12, Road 5, Dhanmondi, Dhaka 1205');
    await page.getByLabel('Digital Business ID (DBID)').fill('DBID-386528517');
    await page.getByLabel('Trade licence number').fill('TRAD/DNCC/045678/2024');
    await page.getByLabel('The shop is registered for VAT').check();
    await page.getByLabel('BIN (VAT registration number)').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter the BIN as 13 digits, such as 000123456-0101').waitFor();
    await page.getByLabel('BIN (VAT registration number)').fill('000123456-0101');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await shoot(page, 'vat-settings-desktop-en');

    await openPage(page, `${shop.baseUrl}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText('DBID 386528517').waitFor();
    await footer.getByText('Trade licence TRAD/DNCC/045678/2024').waitFor();
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
  }, 120_000);

  it('prints the next Mushak-6.3 for a chat order, and the credit note once it is cancelled', async () => {
    const [product] = await plainProducts();
    if (!product) throw new Error('no makeup product without options');
    // The staff order's answer is the order.
    const placed = (await adminCall(
      shop,
      cookie,
      'POST',
      '/api/admin/staff-orders',
      staffOrderBody([{ productId: product.id, quantity: 1 }], {
        district: 'dhaka',
        area: 'Mirpur',
      }),
    )) as unknown as { id: string; total: number };
    orderId = String(placed.id);

    const { page, errors } = await ownerPage(DESKTOP, 'en', `/admin/orders/${orderId}`);
    await openPage(page, `${shop.baseUrl}/admin/orders/${orderId}`);
    await page.getByRole('link', { name: 'VAT invoice (Mushak-6.3)' }).click();
    await page.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    const invoice = page.locator('[data-invoice]').first();
    expect(await invoice.textContent()).toContain('000123456-0101');
    // The shop's first invoice, its total what the shopper pays (the VAT is inside it).
    const serial = invoice.locator('dt', { hasText: 'Invoice no.' }).locator('+ dd');
    expect(await serial.textContent()).toBe('1');
    const taka = (placed.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const totals = invoice
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    expect(await totals.textContent()).toContain(`৳${taka}`);
    await shoot(page, 'vat-invoice-desktop-en');

    await adminCall(shop, cookie, 'POST', `/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
    });
    await openPage(page, `${shop.baseUrl}/admin/orders/${orderId}/vat-invoice`);
    await page.getByRole('heading', { name: 'Credit note' }).waitFor();
    await page.getByText('Order cancelled').waitFor();
    await shoot(page, 'vat-credit-note-desktop-en');

    // The month's VAT for the accountant: the invoice, the credit note, and nothing left net.
    await openPage(page, `${shop.baseUrl}/admin/reports?tab=vat`);
    const documents = page.getByRole('table', { name: 'Documents' });
    await documents.getByText('Credit note (Mushak-6.7)').waitFor();
    expect(await documents.getByText('Invoice (Mushak-6.3)').count()).toBe(1);
    await shoot(page, 'vat-report-desktop-en');
    expect(errors).toEqual([]);
  }, 120_000);

  it('fits a phone in Bangla: the settings and the invoice', async () => {
    const { page, errors } = await ownerPage(PHONE, 'bn', '/admin/settings');
    await openPage(page, `${shop.baseUrl}/admin/settings`);
    expect(await page.getByLabel('বিআইএন (ভ্যাট নিবন্ধন নম্বর)').inputValue()).toBe('000123456-0101');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'vat-settings-phone-bn');
    await openPage(page, `${shop.baseUrl}/admin/orders/${orderId}/vat-invoice`);
    await page.getByRole('heading', { name: 'কর চালানপত্র' }).waitFor();
    await page.getByRole('heading', { name: 'ক্রেডিট নোট' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'vat-invoice-phone-bn');
    await openPage(page, `${shop.baseUrl}/admin/reports?tab=vat`);
    await page.getByRole('table', { name: 'দলিল' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'vat-report-phone-bn');
    expect(errors).toEqual([]);
  }, 120_000);

  it('flags an order paid by bKash and not delivered in 10 days as overdue', async () => {
    const [product] = await plainProducts();
    if (!product) throw new Error('no product');
    const placed = await adminCall(
      shop,
      cookie,
      'POST',
      '/api/admin/staff-orders',
      staffOrderBody([{ productId: product.id, quantity: 1 }], {
        district: 'sylhet',
        area: 'Zindabazar',
        paymentMethod: 'bkash',
        transactionId: 'TXLATE7777',
      }),
    );
    const id = String(placed.id);
    // Eleven days pass: the order's time is moved back while the shop is stopped.
    expect(await shop.stop()).toBe(0);
    const database = await openDatabase({ pgliteDir: path.join(shop.dataDir, 'db') });
    await database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(orders.id, id));
    await database.close();
    shop = await startShop({ OWNER_EMAIL: OWNER }, { dataDir: shop.dataDir });

    for (const [viewport, language, name, badge] of [
      [DESKTOP, 'en', 'desktop-en', /^Delivery overdue since /],
      [PHONE, 'bn', 'phone-bn', /থেকে ডেলিভারির সময় পেরিয়েছে$/],
    ] as const) {
      const { page, errors } = await ownerPage(viewport, language, '/admin/orders?delivery=late');
      await openPage(page, `${shop.baseUrl}/admin/orders?delivery=late`);
      const row = page
        .locator('tr, li')
        .filter({ hasText: `#${id.slice(0, 8)}` })
        .filter({ visible: true });
      await row.getByText(badge).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `deadlines-orders-${name}`);
      await openPage(page, `${shop.baseUrl}/admin`);
      const card = page.getByRole('link', { name: /^(Deliveries overdue|সময় পেরোনো ডেলিভারি)/ });
      expect(await card.locator('p').nth(1).textContent()).toBe(language === 'en' ? '1' : '১');
      await shoot(page, `deadlines-dashboard-${name}`);
      expect(errors).toEqual([]);
    }
  }, 180_000);

  it('lets a shopper download her data, the file holding her orders, at 390 px in Bangla', async () => {
    const buyer = await createVerifiedShopper(shop, {
      firstName: 'Sadia',
      lastName: 'Islam',
      email: 'sadia.data@example.com',
      password: 'padma-ilish-2026',
    });
    const { page, errors } = await signedInPage(browser, shop, buyer, {
      viewport: PHONE,
      language: 'bn',
      returnTo: '/account?tab=settings',
    });
    const [product] = await plainProducts();
    if (!product) throw new Error('no product');
    await addToCart(page, product.id, 1);
    const placed = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { id: string };
      },
      checkoutBody({ email: buyer.email }),
    );
    await openPage(page, `${shop.baseUrl}/account?tab=settings`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'আমার ডেটা ডাউনলোড করুন' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sajghor-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(String(await download.path()), 'utf8'));
    expect(data.profile.email).toBe(buyer.email);
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([placed.id]);
    expect(data.summary[0]).toMatch(/দোকান আপনার সম্পর্কে যা কিছু রাখে/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'data-export-phone-bn');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('complaints', () => {
  it('takes a complaint from /track in Bangla at 390 px and shows the owner’s answer', async () => {
    const [product] = await plainProducts();
    if (!product) throw new Error('no product');
    const body = staffOrderBody([{ productId: product.id, quantity: 1 }]);
    const placed = await adminCall(shop, cookie, 'POST', '/api/admin/staff-orders', body);
    const orderNumber = String(placed.id).slice(0, 8).toUpperCase();

    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'lang', value: 'bn', url: shop.baseUrl }]);
    const shopper = await context.newPage();
    const lookUp = async () => {
      await openPage(shopper, `${shop.baseUrl}/track?order=${orderNumber}`);
      await shopper.getByLabel('মোবাইল নম্বর', { exact: true }).fill(body.phone);
      await shopper.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
      return shopper.getByRole('region', { name: 'অভিযোগ' });
    };
    const complaints = await lookUp();
    await complaints.getByRole('button', { name: 'অভিযোগ করুন' }).click();
    await complaints.getByLabel(/^কী সমস্যা/).selectOption('late');
    await complaints.getByLabel(/^কী হয়েছে লিখুন/).fill('পাঁচ দিন হয়ে গেল, পার্সেল এখনো আসেনি');
    await complaints.getByRole('button', { name: 'অভিযোগ পাঠান' }).click();
    await complaints.getByText('আমাদের উত্তরের অপেক্ষায়').waitFor();
    expect(await sidewaysOverflow(shopper)).toBeLessThanOrEqual(0);
    await shoot(shopper, 'complaint-track-phone-bn');

    const { page, errors } = await ownerPage(DESKTOP, 'en', '/admin/complaints');
    await openPage(page, `${shop.baseUrl}/admin/complaints`);
    await page
      .getByRole('link', { name: `Complaint about order #${orderNumber.toLowerCase()}` })
      .filter({ visible: true })
      .click();
    await page.getByText('পাঁচ দিন হয়ে গেল, পার্সেল এখনো আসেনি').waitFor();
    await page
      .getByText(/^Answer by /)
      .first()
      .waitFor();
    await page.getByLabel(/^Your message/).fill('Sorry for the wait: it reaches you tomorrow.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Answered', { exact: true }).first().waitFor();
    await shoot(page, 'complaint-admin-desktop-en');
    expect(errors).toEqual([]);

    const answered = await lookUp();
    await answered.getByText('Sorry for the wait: it reaches you tomorrow.').waitFor();
    await answered.getByText('উত্তর দেওয়া হয়েছে').waitFor();
    await shoot(shopper, 'complaint-answered-phone-bn');
    await context.close();
  }, 120_000);
});

describe('the way out of marketing messages', () => {
  it('stops offers with one tap on a stop link, in Bangla at 390 px', async () => {
    const phone = '01719876543';
    const link = stopLink({ publicUrl: shop.baseUrl, authSecret: E2E_AUTH_SECRET }, phone);
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'lang', value: 'bn', url: shop.baseUrl }]);
    const page = await context.newPage();
    await openPage(page, link);
    await page
      .getByText(/০১৭••••৬৫৪৩/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'অফার বন্ধ করুন' }).click();
    await page
      .getByRole('status')
      .getByText(/আমরা আর অফার পাঠাব না/)
      .waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'stop-link-phone-bn');
    await context.close();
  });
});
