/**
 * Finding and judging a product in Chromium on a desktop: home → a category tile → filter by
 * brand and price → sort → search with a typo from the suggestions → product page → zoom →
 * reviews filter and 'load more' → write a review.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  scrollToReviews,
  watchPageErrors,
} from './support/browser';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, signInThroughPage } from './support/shopper';

let shop: RunningShop;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP });
  pageErrors = watchPageErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function shownCount(): Promise<number> {
  const line = page.getByText(/^Showing \d+ products?$/);
  await line.waitFor();
  return Number((await line.textContent())?.match(/\d+/)?.[0]);
}

/** Waits until the count line shows what the API says for the same filters. */
async function expectCountFor(query: string) {
  const { total } = await api<{ total: number }>(`/api/products?${query}`);
  await expect.poll(shownCount, { timeout: 10_000 }).toBe(total);
  return total;
}

describe('finding a product', () => {
  it('goes from the home page to a category through its tile', async () => {
    await openPage(page, shop.baseUrl);
    await page.getByRole('link', { name: /^Makeup \d+ products$/ }).click();
    await page.waitForURL(/\/products\?category=makeup$/);
    await page.getByRole('heading', { name: 'Makeup Products', level: 1 }).waitFor();
    await expectCountFor('category=makeup');
  });

  it('filters by brand and by price, and sorts by price', async () => {
    const { facets } = await api<{ facets: { brands: { value: string }[] } }>(
      '/api/products?category=makeup',
    );
    const brand = facets.brands[0]?.value ?? '';
    // The box reflects the URL, so it turns checked only after the navigation its click starts:
    // click and wait for the URL (check() would give up when the state lags the click).
    const brandBox = page.getByRole('checkbox', { name: new RegExp(`^${brand}`) });
    await brandBox.click();
    await page.waitForURL(/brands=/);
    await expect.poll(() => brandBox.isChecked()).toBe(true);
    await expectCountFor(`category=makeup&brands=${encodeURIComponent(brand)}`);

    await page.getByLabel('Min', { exact: true }).fill('1000');
    await page.getByLabel('Max', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/max=5000/);
    const query = `category=makeup&brands=${encodeURIComponent(brand)}&minPrice=100000&maxPrice=500000`;
    await expectCountFor(query);

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    const sorted = await api<{ products: { name: string }[] }>(
      `/api/products?${query}&sort=price_asc`,
    );
    const firstCard = page.locator('article').first();
    await expect.poll(() => firstCard.textContent()).toContain(sorted.products[0]?.name ?? '');

    // Back undoes the sort: the filters live in the URL.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
  });

  it('finds a product from a suggestion despite a typo', async () => {
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('lipstik');
    const option = page.getByRole('option', { name: /lipstick/i }).first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /lipstick/i }).waitFor();
  });

  it('zooms into the picture', async () => {
    await page.getByRole('button', { name: /^Zoom picture/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('reviews', () => {
  let productId = 0;
  let reviewCount = 0;

  it('filters the reviews and loads five more at a time', async () => {
    for (let id = 1; id <= 60 && productId === 0; id += 1) {
      const summary = await api<{ count: number }>(`/api/products/${id}/reviews/summary`);
      if (summary.count > 6) {
        productId = id;
        reviewCount = summary.count;
      }
    }
    expect(productId).toBeGreaterThan(0);
    await openPage(page, `${shop.baseUrl}/product/${productId}`);
    await scrollToReviews(page);
    await page.getByText(`Showing 5 of ${reviewCount} reviews`).waitFor();
    await page.getByRole('button', { name: 'Load More Reviews' }).click();
    await page
      .getByText(`Showing ${Math.min(10, reviewCount)} of ${reviewCount} reviews`)
      .waitFor();

    const { distribution } = await api<{ distribution: Record<string, number> }>(
      `/api/products/${productId}/reviews/summary`,
    );
    await page.getByLabel('Filter by rating').selectOption('5');
    const fives = distribution['5'] ?? 0;
    await page
      .getByText(new RegExp(`^Showing ${Math.min(5, fives)} of ${fives} reviews? rated 5 stars$`))
      .waitFor();
  });

  it('lets a signed-in shopper write a review', async () => {
    const login = await createVerifiedShopper(shop, {
      firstName: 'Sadia',
      lastName: 'Islam',
      email: 'sadia.reviews@example.com',
      password: 'mishti-doi-55',
    });
    await signInThroughPage(page, shop, login, `/product/${productId}`);
    await scrollToReviews(page);
    await page.getByRole('button', { name: 'Write a Review' }).first().click();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Title').fill('Lovely colour');
    await page.getByLabel('Review', { exact: true }).fill('Stays on all day in Dhaka heat.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Review submitted' }).waitFor();
    await page.getByRole('button', { name: 'Edit Your Review' }).first().waitFor();
    const summary = await api<{ count: number }>(`/api/products/${productId}/reviews/summary`);
    expect(summary.count).toBe(reviewCount + 1);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
