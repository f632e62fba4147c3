import { type Browser, chromium } from 'playwright-core';
import chromiumArgs from './chromium-args.json';

/** Debian's Chromium, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
