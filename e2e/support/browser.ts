import { type Browser, chromium, type Page } from 'playwright-core';
import chromiumArgs from './chromium-args.json';

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * Collects the page's uncaught errors and console errors; a journey ends by expecting none.
 * `isExpected` passes over console errors a step causes on purpose (a refused request).
 */
export function watchPageErrors(page: Page, isExpected: (text: string) => boolean = () => false) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message.text())) errors.push(message.text());
  });
  return errors;
}
