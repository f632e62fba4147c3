/**
 * The audit log in Chromium (issue 40): the owner changes a product's price on its edit page, opens
 * Admin → Activity and finds the change with the old and new price and their own name, opens it to
 * see before and after side by side; at 390 px and on a desktop, in English and Bangla. Screenshots
 * go to $ACTIVITY_SHOTS when set.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, FOUR_VIEWS, launchBrowser, openPage, sidewaysOverflow } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';

const OWNER = 'owner.activity@example.com';
const SHOTS = process.env.ACTIVITY_SHOTS;
const PRODUCT = 'Activity Journey Kajal';

let shop: RunningShop;
let browser: Browser;
let login: ShopperLogin;
let productId: number;

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  login = await createOwner(shop, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

function ownerPage(viewport: typeof DESKTOP, language: 'en' | 'bn', returnTo: string) {
  return signedInPage(browser, shop, login, { viewport, language, returnTo });
}

describe('Admin → Activity', () => {
  it('shows the owner’s price change with the old and new price and who made it', async () => {
    const { page, errors } = await ownerPage(DESKTOP, 'en', '/admin');
    const created = await page.request.post(`${shop.baseUrl}/api/admin/products`, {
      headers: { origin: shop.baseUrl },
      data: {
        name: PRODUCT,
        description: 'Jet black.',
        category: 'makeup',
        price: 45_000,
        stockQuantity: 9,
        status: 'active',
        images: [],
      },
    });
    expect(created.status()).toBe(201);
    productId = (await created.json()).id;

    await openPage(page, `${shop.baseUrl}/admin/products/${productId}/edit`);
    await page.getByLabel(/^Price/).fill('390');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Product updated successfully').first().waitFor();
    // The product's own entries, below its form.
    await openPage(page, `${shop.baseUrl}/admin/products/${productId}/edit`);
    const panel = page.getByRole('region', { name: 'Activity' });
    await panel.getByRole('link', { name: 'Product changed' }).waitFor();
    expect(await panel.textContent()).toMatch(/Price\s*৳450\s*→\s*৳390/);
    if (SHOTS) await panel.screenshot({ path: path.join(SHOTS, 'desktop-en-product-panel.png') });

    await openPage(page, `${shop.baseUrl}/admin`);
    const nav = page.getByRole('navigation', { name: /admin/i });
    await nav.getByRole('link', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { name: 'Activity', exact: true }).waitFor();
    const row = page.locator('li', { hasText: 'Product changed' }).first();
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('৳450');
    expect(text).toContain('৳390');
    expect(text).toContain('Shirin Akhter');
    await row.getByRole('link', { name: /^Open/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('columnheader', { name: 'Before' }).waitFor();
    const price = dialog.locator('tr[data-changed]', { hasText: /^Price/ });
    expect(await price.textContent()).toMatch(/৳450.*৳390/);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'desktop-en-entry.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays the list and an entry out at 390 px and on a desktop, in English and Bangla', async () => {
    for (const [viewport, language, name] of FOUR_VIEWS) {
      const { page, errors } = await ownerPage(viewport, language, '/admin/activity');
      await openPage(page, `${shop.baseUrl}/admin/activity?entity=product&entityId=${productId}`);
      const changed = language === 'en' ? 'Product changed' : 'পণ্য বদলানো হয়েছে';
      await page.locator('li', { hasText: changed }).first().waitFor();
      const overflow = await sidewaysOverflow(page);
      expect(overflow, name).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
      await page.locator('li', { hasText: changed }).first().getByRole('link').click();
      await page.getByRole('dialog').locator('tr[data-changed]').first().waitFor();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-entry.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
