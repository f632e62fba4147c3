/**
 * Admin → Customers offers "Make admin" to whoever's role holds `staff.manage`, a role the owner
 * made as much as the Owner's, and to nobody else (a Manager runs the shop but not its staff).
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  createStaff,
  createStaffRole,
  type ShopServer,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await createStaffRole(shop.db, 'people_lead', 'People lead', ['customers.view', 'staff.manage']);
  await createShopper(shop.app, { firstName: 'Rokeya', lastName: 'Rolemaker' });
});
afterAll(() => shop.close());
afterEach(closeApp);

async function customerRow() {
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  return within(table).getByText('Rokeya Rolemaker').closest('tr') as HTMLElement;
}

test('a custom role holding staff.manage gets the role button', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'people_lead'));
  await renderApp('/admin/customers');
  const row = await customerRow();
  expect(within(row).getByRole('button', { name: 'Make admin' })).toBeTruthy();
  expect(within(row).getByRole('link', { name: /^Activity/ })).toBeTruthy();
});

test('a Manager, without staff.manage, sees the customers but no role button', async () => {
  await signInInBrowser(shop, 'admin');
  await renderApp('/admin/customers');
  const row = await customerRow();
  expect(within(row).getByText('Rokeya Rolemaker')).toBeTruthy();
  expect(within(row).queryByRole('button', { name: 'Make admin' })).toBeNull();
  expect(screen.queryAllByRole('button', { name: 'Make admin' })).toHaveLength(0);
});
