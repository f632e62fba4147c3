/**
 * An order's history links each line an admin made to its entry at Admin → Activity (the line
 * and the entry share their transaction's moment); the shopper's own line has no link, and a
 * member who may not read the log sees the history without links.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  createStaff,
  injectAs,
  processingOrder,
  type ShopServer,
  type SignedInShopper,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let owner: SignedInShopper;
let orderId: string;
beforeAll(async () => {
  shop = await startShopServer();
  owner = await signInInBrowser(shop, 'owner');
  const order = await processingOrder(shop.app, owner, await createShopper(shop.app));
  orderId = order.id;
  const shipped = await injectAs(shop.app, owner, 'POST', `/api/admin/orders/${orderId}/status`, {
    status: 'shipped',
    note: 'Handed over at the counter',
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

async function historySection() {
  const heading = await screen.findByRole('heading', { name: 'Status History' }, SLOW);
  const section = heading.closest('section');
  if (!section) throw new Error('the history has no section');
  return section;
}

test('the owner follows a status change from the history to its activity entry', async () => {
  await renderApp(`/admin/orders/${orderId}`);
  const history = await historySection();
  const link = await within(history).findByRole('link', { name: /^See in Activity/ }, SLOW);
  const href = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
  expect(href.pathname).toBe('/admin/activity');
  expect(href.searchParams.get('entity')).toBe('order');
  expect(href.searchParams.get('entityId')).toBe(orderId);

  const entries = await injectAs(
    shop.app,
    owner,
    'GET',
    `/api/admin/activity?entity=order&entityId=${orderId}`,
  );
  const shippedEntry = entries
    .json()
    .entries.find((entry: { action: string }) => entry.action === 'order.status');
  expect(href.searchParams.get('entry')).toBe(shippedEntry.id);
  // One line is the admin's: the shopper's placing of the order has no entry to link to.
  expect(within(history).getAllByRole('link', { name: /^See in Activity/ })).toHaveLength(1);
  expect(within(history).getAllByRole('listitem').length).toBeGreaterThan(1);
});

test('a packer, who does not read the log, sees the history without links', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));
  await renderApp(`/admin/orders/${orderId}`);
  const history = await historySection();
  expect(within(history).getAllByRole('listitem').length).toBeGreaterThan(1);
  expect(within(history).queryByRole('link', { name: /^See in Activity/ })).toBeNull();
});
