/**
 * Delivery deadlines in the admin (issue 43), against a real shop: an order paid by bKash to
 * Chattogram and not delivered in 10 days shows as overdue in the orders list's "late" filter and
 * on the dashboard, in English and in Bangla.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  fillCart,
  injectAs,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let shortId = '';
const SLOW = { timeout: 15_000 };

beforeAll(async () => {
  shop = await startShopServer();
  const shopper = await createShopper(shop.app);
  await fillCart(shop.app, shopper, [[1, 1]]);
  const placed = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({
      location: 'outside',
      city: 'Chattogram',
      paymentMethod: 'bkash',
      transactionId: 'TXLATE0042',
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json() as { id: string };
  shortId = id.slice(0, 8);
  // Paid with the order eleven days ago, and not delivered since.
  await shop.db.execute(
    sql`UPDATE orders SET created_at = now() - interval '11 days' WHERE id = ${id}`,
  );
  await signInInBrowser(shop, 'owner');
});
afterAll(() => shop?.close());
afterEach(() => closeApp());

test('the late filter shows the bKash order overdue, and the dashboard counts it', async () => {
  await renderApp('/admin/orders?delivery=late');
  const row = (await screen.findAllByText(`#${shortId}`, undefined, SLOW))[0]?.closest('tr, li');
  expect(row).toBeTruthy();
  expect(within(row as HTMLElement).getByText(/^Delivery overdue since /)).toBeTruthy();

  closeApp();
  await renderApp('/admin');
  const card = (await screen.findByText('Deliveries overdue', undefined, SLOW)).closest('a');
  expect(card?.getAttribute('href')).toBe('/admin/orders?delivery=late');
  expect(within(card as HTMLElement).getByText('1')).toBeTruthy();
});

test('in Bangla too', async () => {
  // The admin's account keeps their language: the panel follows it once signed in.
  const bangla = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(bangla.ok).toBe(true);
  await renderApp('/admin/orders?delivery=late', 'bn');
  const [badge] = await screen.findAllByText(/থেকে ডেলিভারির সময় পেরিয়েছে$/, undefined, SLOW);
  expect(badge).toBeTruthy();
});
