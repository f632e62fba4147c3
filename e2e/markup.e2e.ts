/**
 * The outside checkers of issue 37, run here so they stay passed: the Nu HTML Checker (vnu.jar,
 * run with the machine's Java 17) finds no error in the HTML the server sends nor in the page
 * once the scripts have taken it over, and HTML_CodeSniffer finds no WCAG 2 AA error (its notices
 * and warnings are for a person to judge), in English and Bangla. Then what a shopper sees of the
 * product page and the home page's grids at phone and desktop width.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { Product } from '#shared/schemas/product';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/server';

const PAGES = [
  '/',
  '/products',
  '/products/makeup',
  '/makeup',
  '/product/12',
  '/cart',
  '/login',
  '/about',
  '/terms',
  '/privacy',
  '/contact',
  '/no-such-page',
];
const LANGUAGES = [
  ['en', 'en-US'],
  ['bn', 'bn-BD'],
] as const;

const resolve = createRequire(import.meta.url).resolve;
const VNU_JAR = resolve('vnu-jar/build/dist/vnu.jar');
const HTMLCS_PATH = resolve('html_codesniffer/build/HTMLCS.js');

let shop: RunningShop;
let browser: Browser;
let folder: string;
/** A product in shades, added to the pages checked: its swatches are markup of their own. */
let shaded: Product;

type Saved = { file: string; label: string };
const saved: Saved[] = [];
/** HTML_CodeSniffer's errors by page, gathered while the pages are open for the Nu checker. */
const sniffed: Record<string, string[]> = {};

async function getJson<Body>(url: string): Promise<Body> {
  const response = await fetch(`${shop.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  return (await response.json()) as Body;
}

async function save(label: string, html: string) {
  const file = path.join(folder, `${saved.length}.html`);
  await writeFile(file, html);
  saved.push({ file, label });
}

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now (warnings and notices left out). */
async function codeSnifferErrors(page: Page, source: string): Promise<string[]> {
  await page.addScriptTag({ content: source });
  return page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        // biome-ignore lint/suspicious/noExplicitAny: HTMLCS is injected at run time
        const htmlcs = (window as any).HTMLCS;
        htmlcs.process('WCAG2AA', document, () => {
          const messages: { type: number; code: string; msg: string; element: Element }[] =
            htmlcs.getMessages();
          done(
            messages
              .filter((message) => message.type === 1)
              .map(
                (message) =>
                  `${message.code}: ${message.msg} ${message.element.outerHTML.slice(0, 120)}`,
              ),
          );
        });
      }),
  );
}

type VnuMessage = {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** One JVM for every file (it takes seconds to start): the errors, by the page they are in. */
async function nuCheckerErrors(files: Saved[]): Promise<Record<string, string[]>> {
  const output = await new Promise<string>((done, fail) => {
    const java = spawn('java', [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--exit-zero-always',
      ...files.map((each) => each.file),
    ]);
    let report = '';
    // vnu writes its report to standard error.
    java.stderr.on('data', (chunk) => {
      report += chunk;
    });
    java.on('error', fail);
    java.on('close', () => done(report));
  });
  const labels = new Map(files.map((each) => [`file:${each.file}`, each.label]));
  const errors: Record<string, string[]> = {};
  for (const message of (JSON.parse(output) as { messages: VnuMessage[] }).messages) {
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const label = labels.get(message.url ?? '') ?? message.url ?? 'vnu';
    const found = `${message.lastLine}: ${message.message} ${message.extract ?? ''}`;
    errors[label] = [...(errors[label] ?? []), found];
  }
  return errors;
}

beforeAll(async () => {
  [shop, browser, folder] = await Promise.all([
    startShop(),
    launchBrowser(),
    mkdtemp(path.join(tmpdir(), 'sajghor-markup-')),
  ]);
  const lipsticks = await getJson<{ products: Product[] }>('/api/products?q=matte+lipstick');
  const found = lipsticks.products.find(
    (product) => product.variantSummary?.optionName === 'Shade',
  );
  if (!found) throw new Error('no product in shades');
  shaded = found;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('markup', () => {
  // Each page loaded twice (served, then in Chromium until idle) in two languages: room for a slow host.
  it('served and hydrated pages pass the Nu HTML Checker and HTML_CodeSniffer (WCAG 2 AA)', {
    timeout: 420_000,
  }, async () => {
    const htmlcs = await readFile(HTMLCS_PATH, 'utf8');
    const paths = [...PAGES, `/product/${shaded.id}`];
    for (const [language, locale] of LANGUAGES) {
      // The sniffer is injected as a script, which the shop's CSP rightly forbids to everyone else.
      const context = await browser.newContext({ viewport: PHONE, locale, bypassCSP: true });
      const page = await context.newPage();
      for (const address of paths) {
        const served = await fetch(`${shop.baseUrl}${address}`, {
          headers: { 'accept-language': locale },
        });
        await save(`${language} ${address} (served)`, await served.text());
        await openPage(page, `${shop.baseUrl}${address}`);
        await page.waitForLoadState('networkidle');
        await save(`${language} ${address} (hydrated)`, await page.content());
        const errors = await codeSnifferErrors(page, htmlcs);
        if (errors.length > 0) sniffed[`${language} ${address}`] = errors;
      }
      await context.close();
    }

    expect.soft(await nuCheckerErrors(saved)).toEqual({});
    expect(sniffed).toEqual({});
  });
});

describe('the product page', () => {
  it.each(LANGUAGES)('at 390 px in %s: the description once, the tabs whole', async (_, locale) => {
    const page = await browser.newPage({ viewport: PHONE, locale });
    await openPage(page, `${shop.baseUrl}/product/${shaded.id}`);

    await expect.poll(() => page.getByText(shaded.description, { exact: true }).count()).toBe(1);
    const list = await page.getByRole('tablist').boundingBox();
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(3);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      // Inside the list and the screen, with its words not cut.
      expect(box && list && box.x >= list.x && box.x + box.width <= list.x + list.width).toBe(true);
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    await page.close();
  });

  it.each(LANGUAGES)(
    'at desktop width in %s: a swatch pointed at shows its name over it and under the picker',
    async (_, locale) => {
      const page = await browser.newPage({ viewport: DESKTOP, locale });
      await openPage(page, `${shop.baseUrl}/product/${shaded.id}`);
      const group = page.getByRole('radiogroup');
      const swatch = group.locator('label').nth(2);
      const name = await swatch.locator('input').getAttribute('value');

      await swatch.hover();

      const tooltip = swatch.locator('[data-swatch-name]');
      await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
      expect(await tooltip.textContent()).toBe(name);
      const underPicker = group.locator('xpath=following-sibling::p[1]');
      await expect.poll(() => underPicker.textContent()).toBe(name);
      await page.close();
    },
  );
});

describe('the home page', () => {
  // A phone, a tablet held upright, a small laptop and a desktop.
  it.each([390, 700, 1100, 1366])(
    'at %i px, the featured products and the gallery fill whole rows',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await openPage(page, `${shop.baseUrl}/`);
      for (const section of ['featured-products', 'product-gallery']) {
        const rows = await page
          .locator(`section[aria-labelledby="${section}"] article`)
          .evaluateAll((cards) => {
            const perRow = new Map<number, number>();
            for (const card of cards) {
              const top = Math.round(card.getBoundingClientRect().top + window.scrollY);
              perRow.set(top, (perRow.get(top) ?? 0) + 1);
            }
            return [...perRow.values()];
          });
        expect(rows.length, section).toBeGreaterThan(0);
        expect(new Set(rows).size, `${section}: ${rows.join(', ')} cards a row`).toBe(1);
      }
      await page.close();
    },
  );
});

describe('toasts', () => {
  it("speak Bangla in the shop's Bangla face, which phones without a Bangla font need", async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'bn-BD' });
    await openPage(page, `${shop.baseUrl}/product/12`);

    // Signed out, Add to Cart asks to sign in, in a toast.
    await page
      .getByRole('button', { name: ALL_MESSAGES.bn['catalog.addToCart'], exact: true })
      .first()
      .click();

    const toaster = page.locator('[data-sonner-toaster]');
    await toaster.locator('[data-sonner-toast]').waitFor();
    expect(await toaster.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Sajghor Bangla',
    );
    await page.close();
  });
});
