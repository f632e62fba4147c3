/**
 * Taking an order from a chat (issue 39) in Chromium: staff find the number, paste the address,
 * choose the district the parser could not place, add a shade and place a Messenger order paid on
 * delivery outside Dhaka; it is listed with its source and the previewed total. The same number's
 * next order, at 390 px, finds the returning customer and books with the Steadfast stand-in.
 * Screenshots of the form at 390 px and desktop, in English and Bangla, go to $STAFF_ORDER_SHOTS
 * when set.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../src/server/test/stand-ins/steadfast-stand-in';
import {
  DESKTOP,
  FOUR_VIEWS,
  launchBrowser,
  openPage,
  PHONE,
  sidewaysOverflow,
} from './support/browser';
import { type GatewayStandIns, startGatewayStandIns } from './support/gateways';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';
import { fillStaffOrder } from './support/staff-order';

const OWNER = 'owner.staff-orders@example.com';
const SHOTS = process.env.STAFF_ORDER_SHOTS;

let gateways: GatewayStandIns;
let steadfast: SteadfastStandIn;
let shop: RunningShop;
let browser: Browser;
let login: ShopperLogin;

beforeAll(async () => {
  // With the bKash and SSLCommerz stand-ins: the form offers "pays online" only with a gateway.
  gateways = await startGatewayStandIns();
  steadfast = await startSteadfastStandIn();
  shop = await startShop({
    ...gateways.env,
    STEADFAST_BASE_URL: steadfast.settings.baseUrl,
    STEADFAST_API_KEY: steadfast.settings.apiKey,
    STEADFAST_SECRET_KEY: steadfast.settings.secretKey,
    OWNER_EMAIL: OWNER,
  });
  browser = await launchBrowser();
  login = await createOwner(shop, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await gateways?.close();
  await steadfast?.close();
});

async function staffPage(viewport: typeof DESKTOP, language: 'en' | 'bn') {
  const returnTo = '/admin/orders/new';
  const { page, errors } = await signedInPage(browser, shop, login, {
    viewport,
    language,
    returnTo,
  });
  await openPage(page, `${shop.baseUrl}${returnTo}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  return { page, errors };
}

describe('taking an order from a chat', () => {
  it('places a Messenger order paid on delivery outside Dhaka, listed with its source', async () => {
    const { page, errors } = await staffPage(DESKTOP, 'en');
    await page.getByRole('heading', { name: 'Take an order' }).waitFor();
    await fillStaffOrder(page, '01911223344');
    await page.getByText('New customer:').waitFor();
    const preview = page.locator('aside');
    await preview.getByText('Delivery (outside Dhaka)').waitFor();
    const total = (await preview.locator('dd').last().textContent())?.trim();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'desktop-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(/Order [0-9a-f]{8} placed/).waitFor();
    await page.getByRole('link', { name: 'Open the order' }).click();
    await page.getByText('Taken by').waitFor();

    await openPage(page, `${shop.baseUrl}/admin/orders?source=messenger`);
    const row = page.locator('table tbody tr').first();
    await row.getByText('Messenger').waitFor();
    expect(await row.textContent()).toContain(total ?? 'no total');
    expect(await page.locator('table tbody tr').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("takes a returning customer's next order by number at 390 px and books it with Steadfast", async () => {
    const { page, errors } = await staffPage(PHONE, 'en');
    await fillStaffOrder(page, '01911223344');
    await page.getByText('Returning customer: Nasrin Akter').waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = await page.getByText(/Order [0-9a-f]{8} placed/).textContent();
    const shortId = /Order ([0-9a-f]{8}) placed/.exec(placed ?? '')?.[1];
    await page.getByRole('link', { name: 'Open the order' }).click();

    const booking = page.getByRole('form', { name: 'Book a parcel' });
    await booking.getByRole('radio', { name: /Steadfast/ }).check();
    await booking.getByRole('button', { name: 'Book with Steadfast' }).click();
    await page.getByText('Booked with Steadfast').first().waitFor();
    const parcels = [...steadfast.parcels.values()];
    expect(parcels.map((parcel) => parcel.invoice.slice(0, 8))).toEqual([shortId]);
    expect(parcels[0]?.recipient_phone).toBe('01911223344');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays the form out at 390 px and on a desktop, in English and Bangla', async () => {
    for (const [viewport, language, name] of FOUR_VIEWS) {
      const { page, errors } = await staffPage(viewport, language);
      await page.locator('#staff-order-phone').waitFor();
      await fillStaffOrder(page, '01911223344');
      await page.locator('aside dl').waitFor();
      // "Pays online", with its hint, in the page's language.
      await page.locator('#staff-order-method').selectOption('payment_link');
      await page.locator('#staff-order-method-hint').waitFor();
      expect(await page.locator('#staff-order-method option:checked').textContent()).toBe(
        language === 'bn'
          ? 'ক্রেতা অনলাইনে পরিশোধ করবেন (পেমেন্ট লিংক পাঠান)'
          : 'Customer pays online (send a payment link)',
      );
      const overflow = await sidewaysOverflow(page);
      expect(overflow, name).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
