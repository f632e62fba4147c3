/**
 * Staff and roles (issue 40) in Chromium: the owner invites a packer by mobile number at Admin →
 * Staff; the packer signs in with the code from the SMS, starts at the orders, opens one and its
 * packing slip, finds no refund, payment or customer controls, and the refund route answers 403.
 * Screenshots of Admin → Staff at 390 px and desktop, in English and Bangla, go to $STAFF_SHOTS.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderBody } from '../src/server/test/fixtures/staff-orders';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  sidewaysOverflow,
  watchPageErrors,
} from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';
import { nextSmsTo, signInCodeFor, smsTo } from './support/sms-outbox';

const OWNER = 'owner.staff@example.com';
const PACKER_PHONE = '+8801755123456';
const SHOTS = process.env.STAFF_SHOTS;

let shop: RunningShop;
let browser: Browser;
let owner: ShopperLogin;

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await createOwner(shop, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function ownerPage(viewport: typeof DESKTOP, language: 'en' | 'bn' = 'en') {
  const returnTo = '/admin/staff';
  const { page, errors } = await signedInPage(browser, shop, owner, {
    viewport,
    language,
    returnTo,
  });
  await openPage(page, `${shop.baseUrl}${returnTo}`);
  return { page, errors };
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('staff with the access their job needs', () => {
  let orderId = '';

  it('the owner invites a packer by mobile number', async () => {
    const { page, errors } = await ownerPage(DESKTOP);
    await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    await page.getByLabel('E-mail or mobile number').fill('01755123456');
    await page.getByLabel('Name (optional)').fill('Rafi Hasan');
    await page.locator('#staff-invite-role').selectOption('packing');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const card = page.locator('li', { hasText: 'Rafi Hasan' });
    await card.getByText(PACKER_PHONE).waitFor();
    expect(await card.getByLabel('Role of Rafi Hasan').inputValue()).toBe('packing');
    // The worker sends it from the queue a moment after the invitation.
    const invite = await nextSmsTo(shop.dataDir, PACKER_PHONE);
    expect(invite.text).toContain('Packing');

    // An order to pack, taken by the owner as from a chat.
    const [variant] = (await (await page.request.get(`${shop.baseUrl}/api/products/1`)).json())
      .variants ?? [{ id: undefined }];
    const line = variant?.id
      ? { variantId: variant.id, quantity: 1 }
      : { productId: 1, quantity: 1 };
    const placed = await page.request.post(`${shop.baseUrl}/api/admin/staff-orders`, {
      data: staffOrderBody([line]),
      headers: { origin: shop.baseUrl },
    });
    expect(placed.status()).toBe(201);
    orderId = (await placed.json()).id;
    await shoot(page, 'staff-desktop-en');
    expect(errors).toEqual([]);
  });

  it('the packer signs in with a code, packs, and finds no refund', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openPage(page, `${shop.baseUrl}/login?redirect=${encodeURIComponent('/admin')}`);
    const seen = (await smsTo(shop.dataDir, PACKER_PHONE)).length;
    await page.getByLabel('Mobile number').fill('01755123456');
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    const code = await signInCodeFor(shop.dataDir, PACKER_PHONE, seen);
    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // No dashboard for a packer: the orders are where the work is.
    await page.waitForURL(`${shop.baseUrl}/admin/orders`);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Products',
      'Orders',
      'Questions',
      'Search',
    ]);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);

    await openPage(page, `${shop.baseUrl}/admin/orders/${orderId}`);
    await page.getByRole('heading', { name: 'Order Status' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payment Status' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Refund' }).count()).toBe(0);
    await page.getByRole('link', { name: /Print Invoice/ }).click();
    await page.waitForURL(`${shop.baseUrl}/admin/orders/${orderId}/invoice`);

    const refund = await page.request.post(`${shop.baseUrl}/api/admin/orders/${orderId}/refunds`, {
      data: { amount: 100, reason: 'Trying' },
      headers: { origin: shop.baseUrl },
    });
    expect(refund.status()).toBe(403);
    await openPage(page, `${shop.baseUrl}/admin/customers`);
    await page.getByRole('heading', { name: 'Not for your role' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('Admin → Staff reads well at 390 px in Bangla', async () => {
    const { page, errors } = await ownerPage(PHONE, 'bn');
    await page.getByRole('heading', { name: 'স্টাফ', exact: true }).waitFor();
    await page.locator('li', { hasText: 'Rafi Hasan' }).waitFor();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'staff-phone-bn');
    expect(errors).toEqual([]);
  });
});
