/** Stock steps the owner takes in the journeys about batches and expiry (issue 41). */
import type { Page } from 'playwright-core';
import { openPage } from './browser';
import type { RunningShop } from './server';

/** '2027-03-31' → '03/2027', as the product page writes an expiry. */
export const monthOf = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Days from now until a day a little after `day`: a shelf life that takes its batch off sale. */
export const shelfLifePast = (day: string) =>
  Math.ceil((Date.parse(day) - Date.now()) / 86_400_000) + 2;

/**
 * Sets the minimum shelf life at Admin → Import / export and waits for its answer: units taken
 * off sale (a longer one), or put back (a shorter one).
 */
export async function setShelfLife(
  page: Page,
  shop: RunningShop,
  days: number,
  answer: RegExp = /units off sale/,
) {
  await openPage(page, `${shop.baseUrl}/admin/import`);
  const rule = page.getByRole('form', { name: 'Minimum shelf life' });
  await rule.getByLabel(/Days a batch/).fill(String(days));
  await rule.getByRole('button', { name: 'Save' }).click();
  await page.getByText(answer).first().waitFor();
}
