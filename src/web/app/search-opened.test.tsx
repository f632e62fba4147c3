/**
 * A product opened from a search's results is counted for Admin → Search (issue 45): the list
 * page sends the search when a shopper clicks a product's link among the results, and nothing
 * when the list is not a search.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

/** What the page handed to navigator.sendBeacon. */
const beacons: { url: string; body: string; type: string }[] = [];

// happy-dom's beacon posts the Blob without its type, which no browser does; this one posts it as
// Chromium does (e2e/search.e2e.ts sends the real one) and keeps what it was given.
Object.defineProperty(navigator, 'sendBeacon', {
  configurable: true,
  value: (url: string, data: Blob) => {
    void data.text().then((body) => {
      beacons.push({ url, body, type: data.type });
      return fetch(url, { method: 'POST', body, headers: { 'content-type': data.type } });
    });
    return true;
  },
});

async function openedCounts() {
  await shop.app.searchLog.flush();
  const rows = await shop.db.execute<{ query: string; opened: number }>(
    sql`SELECT query, SUM(opened)::int AS opened FROM search_log_days GROUP BY query`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.query, row.opened]));
}

async function openFirstResult(path: string) {
  const { router } = await renderApp(path);
  const results = await screen.findByRole('region', { name: 'Products' }, SLOW);
  const links = await within(results).findAllByRole('link', {}, SLOW);
  const product = links.find((link) => link.getAttribute('href')?.startsWith('/product/'));
  if (!product) throw new Error(`no product among the results of ${path}`);
  await userEvent.setup().click(product);
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/product\/\d+$/), SLOW);
}

test('opening a product from a search counts for that search', async () => {
  await openFirstResult('/products?q=Lipstick');
  await waitFor(async () => expect((await openedCounts()).lipstick).toBe(1), SLOW);
  expect(beacons).toEqual([
    { url: '/api/search/opened', body: '{"q":"Lipstick"}', type: 'application/json' },
  ]);
});

test('opening a product from a list that is not a search sends nothing', async () => {
  const before = await openedCounts();
  await openFirstResult('/products');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await openedCounts()).toEqual(before);
  expect(beacons).toHaveLength(1);
});
