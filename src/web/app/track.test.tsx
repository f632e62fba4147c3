/**
 * /track as a signed-out visitor uses it, against a real shop server: the SMS link's number
 * already filled in, the phone typed in Bangla digits, then the order's history, items and
 * totals; a wrong pair and a malformed number each say what to do.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  giveOptions,
  injectAs,
  type ShopServer,
  setProduct,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let orderNumber: string;
let productName: string;

beforeAll(async () => {
  shop = await startShopServer();
  const LIPSTICK = 30;
  await setProduct(shop.db, LIPSTICK, { status: 'active' });
  const [ruby = 0] = await giveOptions(
    shop.db,
    LIPSTICK,
    ['Shade'],
    [{ values: ['Ruby Woo'], price: 250_000, stock: 10 }],
  );
  const shopper = await signInInBrowser(shop);
  await injectAs(shop.app, shopper, 'POST', '/api/cart/items', {
    productId: LIPSTICK,
    variantId: ruby,
    quantity: 2,
  });
  const placed = await injectAs(shop.app, shopper, 'POST', '/api/orders', checkoutBody());
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = placed.json();
  orderNumber = order.id.slice(0, 8).toUpperCase();
  productName = order.items[0].name;
  const admin = await signInInBrowser(shop, 'admin');
  // The visitor tracking it is signed out: only the browser's own session ends here.
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
  const shipped = await injectAs(shop.app, admin, 'POST', `/api/admin/orders/${order.id}/status`, {
    status: 'shipped',
    note: 'Pathao, tracking PX-778',
  });
  if (shipped.statusCode !== 200) throw new Error(`not shipped: ${shipped.body}`);
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };

test('the number from the link and a Bangla-digit phone show the order’s history, items and totals', async () => {
  await renderApp(`/track?order=${orderNumber}`);
  const numberField = (await screen.findByLabelText('Order number', {}, SLOW)) as HTMLInputElement;
  expect(numberField.value).toBe(orderNumber);

  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Mobile number'), '০১৭১২-৩৪৫৬৭৮');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  const result = await screen.findByRole('region', { name: `Order #${orderNumber}` }, SLOW);
  const found = within(result);
  expect(found.getByText('Status: Processing → Shipped')).toBeTruthy();
  expect(found.getByText('Pathao, tracking PX-778')).toBeTruthy();
  expect(found.getByText(`${productName} (Shade: Ruby Woo)`)).toBeTruthy();
  const summary = within(found.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe('৳5,000.00');
  expect(summary.getByText('(Inside Dhaka)')).toBeTruthy();
  const payment = within(found.getByRole('region', { name: 'Payment' }));
  expect(payment.getByText('Cash on Delivery')).toBeTruthy();
  // The order page's sections, a heading level under the result's, with no links into the shop.
  expect(found.getByRole('heading', { level: 3, name: 'Items' })).toBeTruthy();
  expect(found.queryAllByRole('link')).toHaveLength(0);
  expect(found.queryByText(/Banani|buyer@example\.com/)).toBeNull();
});

test('a wrong phone says the pair did not match, and a short number what to type', async () => {
  await renderApp('/track');
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Order number', {}, SLOW), `#${orderNumber}`);
  await user.type(screen.getByLabelText('Mobile number'), '01812345678');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(
    await screen.findByText(
      'We found no order with this order number and mobile number. Please check both and try again.',
      {},
      SLOW,
    ),
  ).toBeTruthy();

  const numberField = screen.getByLabelText('Order number');
  await user.clear(numberField);
  await user.type(numberField, 'AB12');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(
    await screen.findByText('Please enter the 8-character order number, e.g. A1B2C3D4', {}, SLOW),
  ).toBeTruthy();
});
