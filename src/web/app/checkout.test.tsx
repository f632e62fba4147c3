/**
 * The checkout as a shopper goes through it, against a real shop server: the steps, placing the
 * order, and what the page shows when the server refuses it.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  fillCart,
  injectAs,
  type ShopServer,
  setProduct,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(() => {
  closeApp();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 10_000 };
const LIPSTICK = 1;
const SERUM = 2;

async function shopperAtCheckout(lines: [productId: number, quantity: number][]) {
  const shopper = await signInInBrowser(shop);
  await fillCart(shop.app, shopper, lines);
  const { router } = await renderApp('/checkout');
  await screen.findByRole('heading', { name: 'Shipping Information' }, SLOW);
  return { shopper, router, user: userEvent.setup({ delay: null }) };
}

async function continueTo(user: UserEvent, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: heading }, SLOW);
}

/** Shipping details (the account gave name and e-mail), Dhaka, then the payment method. */
async function fillUpToPayment(user: UserEvent, method: 'bKash' | 'Cash on Delivery') {
  await user.type(
    await screen.findByLabelText(/^Address/, {}, { timeout: 10_000 }),
    'House 4, Road 11, Banani',
  );
  await user.selectOptions(screen.getByLabelText(/^District/), 'dhaka');
  await user.type(screen.getByLabelText(/^City/), 'Dhaka');
  await user.type(screen.getByLabelText(/^Phone/), '01712345678');
  await continueTo(user, 'Delivery Location');
  await continueTo(user, 'Payment Method');
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${method}`) }));
}

async function payByBkashToReview(user: UserEvent, transactionId: string) {
  await fillUpToPayment(user, 'bKash');
  await continueTo(user, 'Payment Instructions');
  // The step's own code arrives after its heading.
  await user.type(await screen.findByLabelText(/^Transaction ID/, {}, SLOW), transactionId);
  await continueTo(user, 'Review Your Order');
}

/** Once the button is back from "Processing...". */
const placeOrder = async (user: UserEvent) =>
  user.click(await screen.findByRole('button', { name: 'Place Order' }, SLOW));

/** The error shown under a field, as a screen reader reads it with the field. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

test('places a bKash order through the five steps and lands on the orders', async () => {
  const { router, user } = await shopperAtCheckout([[LIPSTICK, 2]]);
  await payByBkashToReview(user, 'BK-PLACED-1');
  expect(await screen.findByText('BK-PLACED-1', { exact: false }, SLOW)).toBeTruthy();

  await placeOrder(user);

  expect(await screen.findByText('Order placed successfully!', {}, SLOW)).toBeTruthy();
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  expect(router.state.location.search).toBe('?tab=orders');
});

test('a cash-on-delivery order asks, on /account, to confirm it on Messenger or the Facebook page', async () => {
  const { router, user } = await shopperAtCheckout([[LIPSTICK, 1]]);
  await fillUpToPayment(user, 'Cash on Delivery');
  await continueTo(user, 'Review Your Order');

  await placeOrder(user);

  await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
  // Drawn by the root layout, once the checkout and its words are gone (issue 37).
  const note = await screen.findByText(/^Please confirm your payment via/, {}, SLOW);
  expect(note.textContent).toBe('Please confirm your payment via Messenger or our Facebook page.');
  expect(within(note).getByRole('link', { name: 'Messenger' })).toBeTruthy();
  expect(within(note).getByRole('link', { name: 'Facebook page' })).toBeTruthy();
});

test('asks for the transaction ID before the review', async () => {
  const { user } = await shopperAtCheckout([[LIPSTICK, 1]]);
  await fillUpToPayment(user, 'bKash');
  await continueTo(user, 'Payment Instructions');
  const field = await screen.findByLabelText(/^Transaction ID/, {}, SLOW);

  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(errorOf(field)).toBe('Please provide transaction ID');
  expect(screen.getByRole('heading', { name: 'Payment Instructions' })).toBeTruthy();
});

test('a transaction ID another order used sends the shopper back to it, saying so', async () => {
  const other = await signInInBrowser(shop);
  await fillCart(shop.app, other, [[SERUM, 1]]);
  const earlier = await injectAs(
    shop.app,
    other,
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod: 'bkash', transactionId: 'BK-USED-1' }),
  );
  expect(earlier.statusCode).toBe(201);
  const { router, user } = await shopperAtCheckout([[LIPSTICK, 1]]);
  await payByBkashToReview(user, 'BK-USED-1');

  await placeOrder(user);

  await screen.findByRole('heading', { name: 'Payment Instructions' }, SLOW);
  const field = screen.getByLabelText(/^Transaction ID/);
  expect(errorOf(field)).toBe('This transaction ID has already been used');
  expect(await screen.findByText('Failed to place order', {}, SLOW)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(field));

  // A fresh ID goes through.
  await user.clear(field);
  await user.type(field, 'BK-FRESH-1');
  await continueTo(user, 'Review Your Order');
  await placeOrder(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
});

test('a cart that changed since the review is shown as it is now, and the order waits', async () => {
  const { user } = await shopperAtCheckout([
    [LIPSTICK, 1],
    [SERUM, 1],
  ]);
  await fillUpToPayment(user, 'Cash on Delivery');
  await continueTo(user, 'Review Your Order');
  const [serum] = await shop.db
    .execute<{ name: string }>(`SELECT name FROM products WHERE id = ${SERUM}`)
    .then((result) => result.rows);
  await setProduct(shop.db, SERUM, { stockQuantity: 0 });

  await placeOrder(user);

  const alert = await screen.findByText(`${serum?.name} is out of stock`, {}, SLOW);
  const problems = alert.closest('[role="alert"]') as HTMLElement;
  // The cart is read again: the line that cannot be ordered is named with what is wrong.
  expect(await within(problems).findByText(`${serum?.name}: out of stock`, {}, SLOW)).toBeTruthy();
  expect(within(problems).getByRole('link', { name: 'Review your cart' })).toBeTruthy();
  expect(screen.getByText('Fix the items in your cart to place the order.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});

test('a checkout key the server knows for another order is refused, and the next try gets a new one', async () => {
  const { shopper, router, user } = await shopperAtCheckout([[LIPSTICK, 1]]);
  await fillUpToPayment(user, 'Cash on Delivery');
  await continueTo(user, 'Review Your Order');
  // The key this checkout is about to use already placed a different order (another address),
  // which emptied the cart; the shopper fills it again.
  const usedKey = crypto.randomUUID();
  const other = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ idempotencyKey: usedKey, address: 'Somewhere else 9' }),
  );
  expect(other.statusCode).toBe(201);
  await fillCart(shop.app, shopper, [[LIPSTICK, 1]]);
  vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(usedKey);

  await placeOrder(user);

  expect(
    await screen.findByText(
      'This checkout was already used for a different order. Please reload the checkout.',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/checkout');

  await placeOrder(user);
  expect(await screen.findByText('Order placed successfully!', {}, SLOW)).toBeTruthy();
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
});
