/**
 * Stock by batch in Chromium (issue 41): a dated serum's product page names its earliest expiry,
 * origin and importer; the owner records damaged units on its edit page and finds the change in
 * its history; a longer minimum shelf life takes the batch off sale and the page then says nothing
 * of it; at 390 px and on a desktop, in English and Bangla. Screenshots go to $STOCK_SHOTS when set.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/shared/schemas/product';
import { DESKTOP, FOUR_VIEWS, launchBrowser, openPage, sidewaysOverflow } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';
import { monthOf, setShelfLife, shelfLifePast } from './support/stock';

const OWNER = 'owner.stock@example.com';
const SHOTS = process.env.STOCK_SHOTS;

let shop: RunningShop;
let browser: Browser;
let login: ShopperLogin;
/** A sample skincare product without shades whose stock is in one dated lot, expiring within 700 days. */
let serum: Product & { expiries: NonNullable<Product['expiries']> };

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  login = await createOwner(shop, OWNER);
  const list = await fetch(`${shop.baseUrl}/api/products?category=skincare&limit=48`);
  for (const { id } of (await list.json()).products as Product[]) {
    const product = (await (await fetch(`${shop.baseUrl}/api/products/${id}`)).json()) as Product;
    const expiry = product.expiries?.[0]?.notBefore;
    // Within the longest minimum shelf life (730 days), so the journey can take it off sale.
    const soonEnough = expiry !== undefined && Date.parse(expiry) < Date.now() + 700 * 86_400_000;
    if (!product.variants && soonEnough && product.stockQuantity > 2) {
      serum = product as typeof serum;
      break;
    }
  }
  if (!serum) throw new Error('the sample shop has no dated skincare product');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const ownerPage = (viewport: typeof DESKTOP, language: 'en' | 'bn', returnTo: string) =>
  signedInPage(browser, shop, login, { viewport, language, returnTo });

describe('stock by batch', () => {
  it('shows the expiry to shoppers, records damaged units, and stops selling a batch near expiry', async () => {
    const [expiry] = serum.expiries;
    if (!expiry) throw new Error('no expiry');
    const { page, errors } = await ownerPage(DESKTOP, 'en', '/admin');
    await openPage(page, `${shop.baseUrl}/product/${serum.id}`);
    await page.getByText(`Expiry: not before ${monthOf(expiry.notBefore)}`).waitFor();
    await page.getByText(`Made in ${expiry.originCountry}`).waitFor();

    await openPage(page, `${shop.baseUrl}/admin/products/${serum.id}/edit`);
    const panel = page.getByRole('region', { name: 'Stock and batches' });
    await panel.getByText(`In stock: ${serum.stockQuantity}`).waitFor();
    await panel.getByLabel('Change').fill('-1');
    await panel.getByLabel('Reason').selectOption('damaged');
    await panel.getByLabel('Note (optional)').fill('Cracked cap');
    await panel.getByRole('button', { name: 'Record the change' }).click();
    await panel.getByText(`In stock: ${serum.stockQuantity - 1}`).waitFor();
    await panel.getByText(/Latest changes/).click();
    const row = panel.locator('li', { hasText: 'Damaged' }).first();
    expect(await row.textContent()).toMatch(/−1.*Cracked cap/);
    // The form below was made again from the new figure, so saving it cannot undo the change.
    expect(
      await page
        .getByLabel(/^Stock/)
        .first()
        .inputValue(),
    ).toBe(String(serum.stockQuantity - 1));
    if (SHOTS) await panel.screenshot({ path: path.join(SHOTS, 'desktop-en-panel.png') });

    // A minimum shelf life past the lot's expiry: off sale at once, and the page drops the date.
    await setShelfLife(page, shop, shelfLifePast(expiry.notBefore));
    await openPage(page, `${shop.baseUrl}/product/${serum.id}`);
    await page.locator('main p', { hasText: 'Out of Stock' }).first().waitFor();
    expect(await page.getByText(/Expiry: not before/).count()).toBe(0);
    await setShelfLife(page, shop, 0, /back on sale/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays the panel and the product page out at 390 px and on a desktop, in English and Bangla', async () => {
    for (const [viewport, language, name] of FOUR_VIEWS) {
      const { page, errors } = await ownerPage(viewport, language, '/admin');
      await openPage(page, `${shop.baseUrl}/admin/products/${serum.id}/edit`);
      const title = language === 'en' ? 'Stock and batches' : 'স্টক ও ব্যাচ';
      await page.getByRole('region', { name: title }).waitFor();
      const overflow = () => sidewaysOverflow(page);
      expect(await overflow(), name).toBeLessThanOrEqual(0);
      if (SHOTS) {
        await page
          .getByRole('region', { name: title })
          .screenshot({ path: path.join(SHOTS, `${name}-panel.png`) });
      }
      await openPage(page, `${shop.baseUrl}/product/${serum.id}`);
      await page.getByText(language === 'en' ? /Expiry: not before/ : /মেয়াদ:/).waitFor();
      expect(await overflow(), name).toBeLessThanOrEqual(0);
      if (SHOTS) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(SHOTS, `${name}-product.png`) });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
