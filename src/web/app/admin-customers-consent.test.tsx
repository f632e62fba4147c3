/**
 * Admin → Customers shows each customer's phone (marked when it is their sign-in number) and the
 * three switches they chose, against a real shop server; a phone-made account's placeholder
 * address is not shown as an e-mail.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  makePhoneAccount,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'admin');
  const shopper = await createShopper(shop.app, { firstName: 'Tahmina', lastName: 'Consentova' });
  await makePhoneAccount(shop.db, shopper.userId, '+8801711222333', {
    notifyEmail: false,
    notifySms: true,
    notifyMarketing: false,
  });
});
afterAll(() => shop.close());
afterEach(closeApp);

test("the customers table shows a phone-made customer's number and consent", async () => {
  await renderApp('/admin/customers');
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  const row = within(table).getByText('Tahmina Consentova').closest('tr') as HTMLElement;
  expect(within(row).getByText('01711222333')).toBeTruthy();
  expect(within(row).getByText('Verified')).toBeTruthy();
  expect(within(row).getByText('No e-mail (signs in by phone)')).toBeTruthy();
  expect(within(row).queryByText(/@phone\.invalid/)).toBeNull();
  expect(within(row).getByText('E-mail: no')).toBeTruthy();
  expect(within(row).getByText('SMS: yes')).toBeTruthy();
  expect(within(row).getByText('Marketing: no')).toBeTruthy();
});
