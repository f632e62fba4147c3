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
  const picker = page.getByRole('radio', { name: /A new address/ });
  await picker
    .or(page.getByLabel(/^Address/))
    .first()
    .waitFor();
  return (await picker.count()) > 0;
}

/**
 * Step 1 in Dhaka (Mirpur). A shopper who ordered before starts on the address they saved then,
 * with nothing to type; a first order keeps its address ("Save this address" is ticked).
 */
export async function fillShipping(page: Page) {
  if (!(await hasSavedAddress(page))) {
    await page.getByLabel(/^Address/).fill('House 7, Road 3');
    await page.getByLabel(/^District/).selectOption('dhaka');
    await page.getByRole('combobox', { name: /^Area or thana/ }).selectOption('Mirpur');
    await page.getByLabel(/^City/).fill('Dhaka');
    await page.getByLabel(/^Phone/).fill('01712345678');
  }
  await button(page, 'Continue').click();
}

/**
 * Step 1 with a new address in Chattogram: the district sets the delivery outside Dhaka, so step 2
 * opens on it. The area is typed (no list outside Dhaka without Pathao).
 */
export async function fillShippingOutsideDhaka(page: Page) {
  if (await hasSavedAddress(page)) await page.getByRole('radio', { name: /A new address/ }).check();
  await page.getByLabel(/^Address/).fill('House 9, CDA Avenue');
  await page.getByLabel(/^District/).selectOption('chattogram');
  await page.getByLabel(/^Area or thana/).fill('GEC Circle');
  await page.getByLabel(/^City/).fill('Chattogram');
  await page.getByLabel(/^Phone/).fill('01812345678');
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
