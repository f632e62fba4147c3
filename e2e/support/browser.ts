import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import chromiumArgs from './chromium-args.json';

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Where a page is checked: a phone and a desktop, each in English and Bangla. */
export const FOUR_VIEWS = [
  [PHONE, 'en', 'phone-en'],
  [PHONE, 'bn', 'phone-bn'],
  [DESKTOP, 'en', 'desktop-en'],
  [DESKTOP, 'bn', 'desktop-bn'],
] as const;

/** How far the page is wider than its window: 0 or less when nothing scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Collects the page's uncaught errors and console errors; a journey ends by expecting none.
 * `isExpected` passes over console errors a step causes on purpose (a refused request).
 */
export function watchPageErrors(page: Page, isExpected: (text: string) => boolean = () => false) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpected(message.text())) return;
    // A failed load says only its status; the address says which.
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return errors;
}

/**
 * Loads a page and waits until the app has taken it over (main.tsx marks <html data-app="ready">):
 * a page the server rendered shows its buttons before its scripts arrive, and a click before then
 * would do nothing, for a shopper as for a test.
 */
export async function openPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await appReady(page);
  return response;
}

export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await appReady(page);
}

function appReady(page: Page) {
  return page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/** Scrolls to a product's reviews, which load as a shopper comes near them. */
export async function scrollToReviews(page: Page): Promise<void> {
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Customer Reviews' }).waitFor();
}
