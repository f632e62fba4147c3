/**
 * A stock count in Chromium (issue 41): the owner downloads the skincare sheet from Admin →
 * Products → Stock count, counts one unit short, sees the difference and its value (in English
 * and Bangla, at 390 px and 1280 px) and applies it. Screenshots go to $STOCK_SHOTS when set.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, parseCsv } from '../src/server/csv';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createOwner, type ShopperLogin, signedInPage } from './support/shopper';

const OWNER = 'owner.count@example.com';
const SHOTS = process.env.STOCK_SHOTS;
const WIDE = { width: 1280, height: 900 };

let shop: RunningShop;
let browser: Browser;
let login: ShopperLogin;

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  login = await createOwner(shop, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const ownerPage = (viewport: typeof WIDE, language: 'en' | 'bn') =>
  signedInPage(browser, shop, login, { viewport, language, returnTo: '/admin/stock-count' });

/** The sheet as the page downloads it, with the first line counted one short. */
async function filledSheet(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the count sheet' }).click(),
  ]);
  const sheet = await readFile(String(await download.path()), 'utf8');
  const [header, first, ...rest] = parseCsv(sheet);
  if (!header || !first) throw new Error('an empty count sheet');
  const expected = Number(first.cells[5]);
  const lines = [
    header.cells,
    [...first.cells.slice(0, 6), String(expected - 1)],
    ...rest.map((r) => r.cells),
  ];
  const file = path.join(tmpdir(), `count-${Date.now()}.csv`);
  await writeFile(
    file,
    `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`,
  );
  return { file, sku: String(first.cells[2]) };
}

async function showDifferences(page: Page, file: string, language: 'en' | 'bn') {
  const words =
    language === 'en'
      ? ['Filled sheet (CSV)', 'Show the differences']
      : ['পূরণ করা শিট (CSV)', 'পার্থক্য দেখুন'];
  await page.getByLabel(words[0] ?? '').setInputFiles(file);
  await page.getByRole('button', { name: words[1] }).click();
  await page.getByRole('table').waitFor();
}

describe('a stock count', () => {
  it('downloads the sheet, shows a difference with its value, and applies it', async () => {
    const { page, errors } = await ownerPage(WIDE, 'en');
    await openPage(page, `${shop.baseUrl}/admin/products`);
    await page.getByRole('link', { name: 'Stock count' }).click();
    await page.getByRole('heading', { name: 'Stock count' }).waitFor();
    await page.getByLabel('Count', { exact: true }).selectOption('skincare');
    const { file, sku } = await filledSheet(page);
    await showDifferences(page, file, 'en');
    expect(await page.getByRole('table').textContent()).toContain(sku);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, 'count-1280-en.png'), fullPage: true });

    for (const [viewport, language, name] of [
      [PHONE, 'en', 'count-390-en.png'],
      [PHONE, 'bn', 'count-390-bn.png'],
      [WIDE, 'bn', 'count-1280-bn.png'],
    ] as const) {
      const other = await ownerPage(viewport, language);
      // Signed in before the language was saved: the page read again speaks it.
      await openPage(other.page, `${shop.baseUrl}/admin/stock-count`);
      await other.page
        .getByLabel(language === 'en' ? 'Count' : 'গণনা', { exact: true })
        .selectOption('skincare');
      await showDifferences(other.page, file, language);
      if (SHOTS) await other.page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
      expect(other.errors).toEqual([]);
      await other.page.context().close();
    }

    await page.getByRole('button', { name: 'Apply the count' }).click();
    await page
      .getByText(/^Count #\d+ applied\. Batches changed: 1$/)
      .first()
      .waitFor();
    if (SHOTS)
      await page.screenshot({
        path: path.join(SHOTS, 'count-1280-en-applied.png'),
        fullPage: true,
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
