/**
 * The admin side of online payments in the browser, against a real shop server whose bKash is the
 * stand-in: the order page's Payments panel (attempt, paymentID, trxID, the gateway's calls), a
 * half refund through the refund form, bKash down shown in the form's error alert with nothing
 * refunded, and the orders list's method filter. (The dashboard's figures are proven by the server's
 * test: its chart's library does not render under this test browser.)
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import { closeApp, renderApp } from '../test/render-app';
import {
  type BkashStandIn,
  createShopper,
  placeAndPayByBkash,
  type ShopServer,
  signInInBrowser,
  startBkashStandIn,
  startShopWithBkash,
} from '../test/shop-server';

let shop: ShopServer;
let bkash: BkashStandIn;

beforeAll(async () => {
  bkash = await startBkashStandIn();
  shop = await startShopWithBkash(bkash);
  await signInInBrowser(shop, 'admin');
});
afterAll(async () => {
  await shop?.close();
  await bkash?.close();
});
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

async function paidOrder() {
  const customer = await createShopper(shop.app);
  return placeAndPayByBkash(shop.app, shop.db, bkash, customer, [[1, 2]]);
}

test('the order page lists the bKash payment and refunds half of it', async () => {
  const order = await paidOrder();
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);

  const panel = (await screen.findByRole('heading', { name: 'Online Payments' }, SLOW))
    .parentElement as HTMLElement;
  const attempt = await within(panel).findByRole('article', { name: 'Attempt 1 · bKash' }, SLOW);
  expect(within(attempt).getByText(order.gatewayPaymentId)).toBeTruthy();
  expect(within(attempt).getByText(order.trxId)).toBeTruthy();
  expect(within(attempt).getByText('Completed')).toBeTruthy();
  expect(within(attempt).getByText('Create')).toBeTruthy();
  expect(within(attempt).getByText('Execute')).toBeTruthy();

  const half = Math.floor(order.amount / 200) * 100;
  expect(
    screen.getByText(`Up to ${formatMoney(order.amount)} can be refunded through bKash.`),
  ).toBeTruthy();
  const amount = screen.getByLabelText(/^Amount \(৳\)/) as HTMLInputElement;
  expect(amount.value).toBe(String(order.amount / 100).replace(/\.(\d)$/, '.$10'));
  await user.clear(amount);
  await user.type(amount, String(half / 100));
  await user.type(screen.getByLabelText(/^Reason/), 'One shade out of stock');
  await user.click(screen.getByRole('button', { name: `Refund ${formatMoney(half)}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(`Refund ${formatMoney(half)}?`)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: `Refund ${formatMoney(half)}` }));

  const left = order.amount - half;
  await screen.findByText(
    `Up to ${formatMoney(left)} can be refunded through bKash.`,
    undefined,
    SLOW,
  );
  expect(within(panel).getByText('Refund ID', { exact: false })).toBeTruthy();
  expect(within(panel).getByText('One shade out of stock')).toBeTruthy();
  expect(bkash.refunds.at(-1)?.amount).toBe((half / 100).toFixed(2));
  // The history says it in words.
  await screen.findByText(
    new RegExp(`^Refunded ${formatMoney(half)} of ${formatMoney(order.amount)} by bKash`),
    undefined,
    SLOW,
  );
});

test('bKash down: the refund form says nothing was refunded', async () => {
  const order = await paidOrder();
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);
  await screen.findByRole('heading', { name: 'Refund' }, SLOW);
  await user.type(screen.getByLabelText(/^Reason/), 'Customer asked');
  bkash.failNext('refund', 'http500');
  await user.click(screen.getByRole('button', { name: `Refund ${formatMoney(order.amount)}` }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: `Refund ${formatMoney(order.amount)}`,
    }),
  );
  const alert = await screen.findByText(
    'bKash could not be reached, so nothing was refunded. Try again in a few minutes.',
    undefined,
    SLOW,
  );
  expect(alert.closest('[role=alert]')).toBeTruthy();
  // The refused refund is listed as failed, with its reason, and the refund call as failed.
  const line = (await screen.findByText('Customer asked', undefined, SLOW)).closest('li');
  expect(within(line as HTMLElement).getByText('Failed')).toBeTruthy();
  expect(
    screen.getByText(`Up to ${formatMoney(order.amount)} can be refunded through bKash.`),
  ).toBeTruthy();
});

test('the orders list filters by payment method', async () => {
  const order = await paidOrder();
  const user = userEvent.setup();
  const { router } = await renderApp('/admin/orders');
  const method = (await screen.findByLabelText(
    'Payment method',
    undefined,
    SLOW,
  )) as HTMLSelectElement;
  await user.selectOptions(method, 'bkash_online');
  await waitFor(() => expect(router.state.location.search).toBe('?paymentMethod=bkash_online'));
  await waitFor(
    () =>
      expect(
        screen.getAllByRole('link', { name: new RegExp(order.id.slice(0, 8), 'i') }).length,
      ).toBeGreaterThan(0),
    SLOW,
  );
});
