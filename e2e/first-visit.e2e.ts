/**
 * A first visit: home → About → Contact (send a message) → an unknown path, at phone width,
 * then the stored message is read back from the shop's own database after a graceful stop.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { contactMessages } from '../src/server/db/schema';
import { PRODUCT_PAGE_SIZE } from '../src/shared/catalog';
import { launchBrowser, openPage, PHONE, scrollToReviews } from './support/browser';
import { type RunningShop, startShop } from './support/server';

let shop: RunningShop;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // Chromium reports the deliberate 404 navigation below as a failed resource.
    const expected404 = message.location().url.endsWith('/no-such-page');
    if (message.type() === 'error' && !expected404) pageErrors.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a first visit', () => {
  it('opens the home page with the seeded featured products', async () => {
    await openPage(page, shop.baseUrl);
    await expect(page.title()).resolves.toContain('Sajghor');
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    const featured = 'section[aria-labelledby="featured-products"]';
    const cards = page.locator(`${featured} article`);
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    // Every picture loads from the shop itself (they load lazily, so bring them into view).
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLImageElement>(selector)].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      `${featured} article img`,
      { timeout: 15_000 },
    );
  });

  it('reaches About through the mobile menu', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
  });

  it('sends a message from the contact page', async () => {
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('Name').fill('Sadia Islam');
    await page.getByLabel('Email').fill('sadia@example.com');
    await page.getByLabel('Subject').fill('Bridal makeup');
    await page.getByLabel('Message').fill('Do you deliver bridal kits to Sylhet?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent!').waitFor();
    await page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
  });

  it('shows the 404 page for an unknown path', async () => {
    const response = await openPage(page, `${shop.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the product and the catalogue before any script has run, then takes them over', async () => {
    const product = (await (await fetch(`${shop.baseUrl}/api/products/1`)).json()) as {
      name: string;
    };
    const withoutScripts = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const bare = await withoutScripts.newPage();
      await bare.goto(`${shop.baseUrl}/product/1`);
      await bare.getByRole('heading', { name: product.name, level: 1 }).waitFor();
      await bare.getByRole('button', { name: 'Add to Cart', exact: true }).first().waitFor();
      await bare.goto(`${shop.baseUrl}/products`);
      expect(await bare.locator('main article').count()).toBe(PRODUCT_PAGE_SIZE);
      // Links are links: a shopper whose scripts have not come yet can still move on.
      await bare.getByRole('link', { name: 'View' }).first().click();
      await bare.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(bare.url()).pathname).toMatch(/^\/product\/\d+$/);
    } finally {
      await withoutScripts.close();
    }
    // Reviews, far down a phone's screen, are fetched as the shopper scrolls toward them.
    await openPage(page, `${shop.baseUrl}/product/1`);
    const reviews = page.getByRole('heading', { name: 'Customer Reviews' });
    expect(await reviews.count()).toBe(0);
    await scrollToReviews(page);
    // With scripts, the app adopts the server's page instead of drawing a second one.
    await openPage(page, `${shop.baseUrl}/products`);
    expect(await page.locator('main article').count()).toBe(PRODUCT_PAGE_SIZE);
    expect(await page.locator('header').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('kept the message in the database', async () => {
    expect(await shop.stop()).toBe(0);
    const database = await openDatabase({ pgliteDir: path.join(shop.dataDir, 'db') });
    const rows = await database.db.select().from(contactMessages);
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Sadia Islam',
      email: 'sadia@example.com',
      subject: 'Bridal makeup',
      message: 'Do you deliver bridal kits to Sylhet?',
    });
  });
});
