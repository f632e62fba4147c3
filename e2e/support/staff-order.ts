/** The admin's New order form (issue 39), filled as staff would from a chat. */
import type { Page } from 'playwright-core';

/** Fills the form as staff would from a Messenger chat, up to the priced preview. */
export async function fillStaffOrder(page: Page, phone: string) {
  await page.locator('#staff-order-phone').fill(phone);
  await page.locator('#staff-order-phone').press('Enter');
  await page.locator('#staff-order-firstName').fill('Nasrin');
  await page.locator('#staff-order-lastName').fill('Akter');
  await page.locator('#staff-order-paste').fill('flat 4b, house 12 road 3, kandirpar, cumilla');
  await page.locator('#staff-order-paste').press('Tab');
  await page.locator('form button', { hasText: /Fill from this|পূরণ/ }).click();
  await page.locator('#staff-order-district').selectOption('cumilla');
  await page.locator('#staff-order-search').fill('lipstick');
  await page.locator('ul button.w-full').first().click();
  // A shade of a product with options, or the product itself when it has none.
  await page
    .locator(
      'ul.grid button:not([disabled]), form button:has-text("in stock"), form button:has-text("স্টকে")',
    )
    .first()
    .click();
  await page.locator('input[id^="staff-order-qty-"]').first().waitFor();
}
