/** Checkout steps as a shopper takes them, shared by the journeys that buy something. */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { RunningShop } from './server';

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

/** Adds through the API from the signed-in page, as the Add to Cart buttons do. */
export async function addToCart(page: Page, productId: number, quantity: number) {
  const status = await page.evaluate(
    async (line) =>
      (
        await fetch('/api/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(line),
        })
      ).status,
    { productId, quantity },
  );
  expect(status).toBe(200);
}

/** Once step 1 knows: either the saved addresses' picker or the address fields show. */
async function hasSavedAddress(page: Page): Promise<boolean> {
  await page.locator('input[name=saved-address], #checkout-address').first().waitFor();
  return (await page.locator('input[name=saved-address]').count()) > 0;
}

type NewAddress = {
  address: string;
  district: string;
  area?: string;
  city: string;
  phone?: string;
};

/**
 * Step 1's address fields, in any language (by the fields' ids): the district, then the area
 * from Dhaka's list or typed elsewhere. A shopper with saved addresses picks "A new address".
 */
export async function fillAddress(page: Page, place: NewAddress) {
  if (await hasSavedAddress(page))
    await page.locator('input[name=saved-address][value=new]').check();
  await page.locator('#checkout-address').fill(place.address);
  await page.locator('#checkout-district').selectOption(place.district);
  // Dhaka's areas arrive as a list (a text field stands in while they load); elsewhere typed.
  if (place.area && place.district === 'dhaka') {
    await page.locator('select#checkout-area').selectOption(place.area);
  } else if (place.area) await page.locator('#checkout-area').fill(place.area);
  await page.locator('#checkout-city').fill(place.city);
  if (place.phone) await page.locator('#checkout-phone').fill(place.phone);
}

/**
 * Step 1 in Dhaka (Mirpur). A shopper who ordered before starts on the address they saved then,
 * with nothing to type; a first order keeps its address ("Save this address" is ticked). The
 * Continue button by its words in the page's language.
 */
export async function fillShipping(page: Page, continueLabel = 'Continue') {
  if (!(await hasSavedAddress(page))) {
    await fillAddress(page, {
      address: 'House 7, Road 3',
      district: 'dhaka',
      area: 'Mirpur',
      city: 'Dhaka',
      phone: '01712345678',
    });
  }
  await button(page, continueLabel).click();
}

/**
 * Step 1 with a new address in Chattogram: the district sets the delivery outside Dhaka, so step 2
 * opens on it. The area is typed (no list outside Dhaka without Pathao).
 */
export async function fillShippingOutsideDhaka(page: Page) {
  await fillAddress(page, {
    address: 'House 9, CDA Avenue',
    district: 'chattogram',
    area: 'GEC Circle',
    city: 'Chattogram',
    phone: '01812345678',
  });
  await button(page, 'Continue').click();
}

/** A phone's screenshot of the bKash confirmation: a plain pink PNG is enough. */
export function bkashScreenshot(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 1000, channels: 3, background: '#e2136e' } })
    .png()
    .toBuffer();
}

/** From step 2 to the review: inside Dhaka, bKash, the transaction ID and a screenshot. */
export async function payByBkash(page: Page, transactionId: string) {
  await page.getByRole('radio', { name: /Inside Dhaka/ }).check();
  await button(page, 'Continue').click();
  await page.getByRole('radio', { name: /bKash/ }).check();
  await button(page, 'Continue').click();
  await page.getByLabel('Transaction ID').fill(transactionId);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'bkash.png', mimeType: 'image/png', buffer: await bkashScreenshot() });
  await page.getByRole('button', { name: 'Remove bkash.png' }).waitFor();
  await expect.poll(() => button(page, 'Continue').isEnabled()).toBe(true);
  await button(page, 'Continue').click();
  await page.getByRole('heading', { name: 'Review Your Order' }).waitFor();
}

export async function placeOrder(page: Page, shop: RunningShop) {
  await button(page, 'Place Order').click();
  await toast(page, 'Order placed successfully!');
  await page.waitForURL(`${shop.baseUrl}/account?tab=orders`);
}

type PlacedOrder = { id: string; total: number; codCharge: number; paymentProof: string | null };

/** The signed-in shopper's orders, newest first, as the server has them. */
export function ordersOf(page: Page): Promise<PlacedOrder[]> {
  return page.evaluate(async () => (await (await fetch('/api/orders')).json()).orders);
}
