/**
 * Admin → Activity against a real shop server: the owner changes a price, finds the change in the
 * list with its old and new price and their name, opens it to see before and after side by side,
 * and sees the product's own entries on its edit page.
 */
import '../test/browser';
import { fireEvent, screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
let productId: number;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'owner');
  const product = {
    name: 'Activity Kajal',
    description: 'Black.',
    category: 'makeup',
    price: 45_000,
    salePrice: null,
    stockQuantity: 9,
    status: 'active',
    featured: false,
    images: [],
  };
  const write = (method: string, url: string, body: unknown) =>
    fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  const created = await write('POST', '/api/admin/products', product);
  expect(created.status).toBe(201);
  productId = (await created.json()).id;
  const changed = await write('PUT', `/api/admin/products/${productId}`, {
    ...product,
    price: 39_000,
  });
  expect(changed.status).toBe(200);
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

test('the owner finds a price change with the old and new price, and opens it', async () => {
  await renderApp('/admin/activity?area=products');
  expect(await screen.findByRole('heading', { name: 'Activity' }, SLOW)).toBeTruthy();
  const row = (await screen.findAllByText('Product changed', {}, SLOW))[0]?.closest('li');
  if (!row) throw new Error('no Product changed row');
  expect(within(row).getByText('৳450')).toBeTruthy();
  expect(within(row).getByText('৳390')).toBeTruthy();
  expect(within(row).getByText(/Nusrat/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
    '/api/admin/activity.csv?area=products',
  );

  fireEvent.click(within(row).getByRole('link', { name: /^Open/ }));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  expect(await within(dialog).findByRole('columnheader', { name: 'Before' }, SLOW)).toBeTruthy();
  const price = within(dialog)
    .getByRole('rowheader', { name: /^Price/ })
    .closest('tr');
  expect(price?.getAttribute('data-changed')).toBe('true');
  expect(within(price as HTMLElement).getByText('৳450')).toBeTruthy();
  expect(within(price as HTMLElement).getByText('৳390')).toBeTruthy();
});

test('a filter that matches nothing says so; the owner’s nav has Activity', async () => {
  await renderApp('/admin/activity?from=2020-01-01&to=2020-01-02');
  expect(
    await screen.findByRole('heading', { name: 'No changes match these filters.' }, SLOW),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Activity' })).toBeTruthy();
});

test('the product’s edit page lists its own entries', async () => {
  await renderApp(`/admin/products/${productId}/edit`);
  const panel = await screen.findByRole('region', { name: 'Activity' }, SLOW);
  expect(within(panel).getAllByRole('link', { name: 'Product changed' }).length).toBe(1);
  expect(within(panel).getByRole('link', { name: 'All activity' }).getAttribute('href')).toBe(
    `/admin/activity?entity=product&entityId=${productId}`,
  );
});
