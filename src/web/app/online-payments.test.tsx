/**
 * Online payments as the shopper sees them (issue 20), against a real shop server whose bKash
 * settings point at the local bKash stand-in: step 3 offers "bKash (pay now)", Place Order sends
 * the browser to the gateway's page, and the result pages and the order page pay again or switch
 * to cash on delivery. Leaving for the gateway is watched (happy-dom would try to load the page).
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  type BkashStandIn,
  checkoutBody,
  fillCart,
  injectAs,
  type ShopServer,
  signInInBrowser,
  startBkashStandIn,
  startShopWithBkash,
} from '../test/shop-server';

let bkash: BkashStandIn;
let shop: ShopServer;

beforeAll(async () => {
  bkash = await startBkashStandIn();
  shop = await startShopWithBkash(bkash);
});
afterAll(async () => {
  await shop.close();
  await bkash.close();
});

/** Where the page sent the browser with location.assign (the gateway's page). */
let leftFor: string[] = [];
beforeEach(() => {
  leftFor = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url) => {
    leftFor.push(String(url));
  });
});
afterEach(() => {
  closeApp();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 10_000 };
const LIPSTICK = 1;

async function continueTo(user: UserEvent, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: heading }, SLOW);
}

/** A signed-in shopper with a lipstick in the cart at the review, paying by bKash (pay now). */
async function checkoutWithBkashOnline() {
  const shopper = await signInInBrowser(shop);
  await fillCart(shop.app, shopper, [[LIPSTICK, 2]]);
  const { router } = await renderApp('/checkout');
  await screen.findByRole('heading', { name: 'Shipping Information' }, SLOW);
  const user = userEvent.setup({ delay: null });
  await user.type(
    await screen.findByLabelText(/^Address/, {}, { timeout: 10_000 }),
    'House 4, Road 11, Banani',
  );
  await user.selectOptions(screen.getByLabelText(/^District/), 'dhaka');
  await user.type(screen.getByLabelText(/^City/), 'Dhaka');
  await user.type(screen.getByLabelText(/^Phone/), '01712345678');
  await continueTo(user, 'Delivery Location');
  await continueTo(user, 'Payment Method');
  await user.click(await screen.findByRole('radio', { name: /^bKash \(pay now\)/ }, SLOW));
  await continueTo(user, 'Review Your Order');
  return { shopper, router, user };
}

/** A shopper's pending bKash (pay now) order, placed through the API. */
async function onlineOrder() {
  const shopper = await signInInBrowser(shop);
  await fillCart(shop.app, shopper, [[LIPSTICK, 1]]);
  const placed = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod: 'bkash_online' }),
  );
  expect(placed.statusCode).toBe(201);
  return { shopper, orderId: (placed.json() as { id: string }).id };
}

/**
 * The shopper presses a button on bKash's page ('pay' or 'cancel'): the stand-in sends the
 * browser to the shop's callback, which answers the result page to show.
 */
async function atBkash(gatewayPage: string, action: 'pay' | 'cancel'): Promise<string> {
  // Another origin than the page's: the test browser sends it with Node's fetch.
  const pressed = await fetch(`${gatewayPage}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });
  const callback = new URL(pressed.headers.get('location') ?? '');
  const back = await shop.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
  });
  expect(back.statusCode).toBe(303);
  return String(back.headers.location);
}

test('bKash (pay now): four steps, Place Order, paid at bKash, and the success page with its trxID', async () => {
  const { shopper, user } = await checkoutWithBkashOnline();
  // Four steps, as for cash on delivery: nothing to type before paying.
  const steps = screen.getByRole('list', { name: 'Checkout steps' });
  expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  expect(await screen.findByText(/you pay ৳7,900 on the next page/, {}, SLOW)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Place Order' }));

  await waitFor(() => expect(leftFor).toHaveLength(1), SLOW);
  const [paymentID = ''] = [...bkash.payments.keys()].slice(-1);
  expect(leftFor[0]).toBe(bkash.checkoutUrl(paymentID));
  // The order is in and the cart empty, as after any order.
  const cart = await injectAs(shop.app, shopper, 'GET', '/api/cart');
  expect((cart.json() as { items: unknown[] }).items).toHaveLength(0);

  const result = await atBkash(leftFor[0] ?? '', 'pay');
  closeApp();
  await renderApp(result);

  expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, SLOW)).toBeTruthy();
  const trxID = bkash.payments.get(paymentID)?.trxID ?? '';
  expect(trxID).not.toBe('');
  expect(screen.getByText(trxID)).toBeTruthy();
  const orderId = new URL(result, shop.origin).searchParams.get('order');
  expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(
    `/account/orders/${orderId}`,
  );
  const order = await injectAs(shop.app, shopper, 'GET', `/api/orders/${orderId}`);
  expect(order.json()).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
});

test('step 3 offers only the online methods the shop has set up, each with a line saying how', async () => {
  await checkoutWithBkashOnline();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Payment Method' }, SLOW);
  expect(screen.getByText(/bKash’s secure page/)).toBeTruthy();
  // SSLCommerz has no settings here; the manual methods and cash on delivery stay.
  expect(screen.queryByRole('radio', { name: /^Card, Nagad, Rocket and more/ })).toBeNull();
  expect(screen.getByRole('radio', { name: /^bKash Send Money/ })).toBeTruthy();
  expect(screen.getByRole('radio', { name: /^Bank Transfer/ })).toBeTruthy();
  expect(screen.getByRole('radio', { name: /^Cash on Delivery/ })).toBeTruthy();
});

test('bKash down at Place Order: the failure page keeps the order, and cash on delivery takes over', async () => {
  const { router, user } = await checkoutWithBkashOnline();
  bkash.failNext('create', 'http500');

  await user.click(screen.getByRole('button', { name: 'Place Order' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/failed'), SLOW);
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('reason')).toBe('unavailable');
  const orderId = params.get('order');
  expect(
    await screen.findByText(
      'We could not reach the payment gateway. Nothing was charged.',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  expect(leftFor).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));

  await waitFor(
    () => expect(router.state.location.pathname).toBe(`/account/orders/${orderId}`),
    SLOW,
  );
  expect(await screen.findByText('Your order is now cash on delivery', {}, SLOW)).toBeTruthy();
  expect((await screen.findAllByText('Cash on Delivery', {}, SLOW)).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
});

test('cancelled at bKash: the failure page says so, and Try Again pays the same order again', async () => {
  const { orderId } = await onlineOrder();
  await renderApp(`/account/orders/${orderId}`);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Pay now' }, SLOW));
  await waitFor(() => expect(leftFor).toHaveLength(1), SLOW);
  const result = await atBkash(leftFor[0] ?? '', 'cancel');
  closeApp();
  await renderApp(result);

  expect(await screen.findByRole('heading', { name: 'Payment Failed' }, SLOW)).toBeTruthy();
  expect(screen.getByText('You cancelled the payment, so nothing was charged.')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Back to Cart' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Try Again' }));

  await waitFor(() => expect(leftFor).toHaveLength(2), SLOW);
  expect(leftFor[1]).toMatch(new RegExp(`^${bkash.baseUrl}/`));
  expect(leftFor[1]).not.toBe(leftFor[0]);
});

test('a pending online order whose gateway is down says why on its page, and can still go cash on delivery', async () => {
  const { orderId } = await onlineOrder();
  bkash.failNext('create', 'http500');
  await renderApp(`/account/orders/${orderId}`);
  const user = userEvent.setup({ delay: null });
  expect(
    await screen.findByRole('heading', { name: 'Payment not received yet' }, SLOW),
  ).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Pay now' }));

  expect(await screen.findByText('Could not open the payment page', {}, SLOW)).toBeTruthy();
  expect(leftFor).toEqual([]);
  // The buttons come back once the refusal has settled.
  const cod = screen.getByRole('button', { name: 'Pay cash on delivery instead' });
  await waitFor(() => expect((cod as HTMLButtonElement).disabled).toBe(false));
  await user.click(cod);
  expect(await screen.findByText('Your order is now cash on delivery', {}, SLOW)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull());
});

test('/checkout/failed without an order keeps the spec’s buttons; a reason is said first', async () => {
  await signInInBrowser(shop);
  await renderApp('/checkout/failed?reason=failed');
  expect(
    await screen.findByText('The payment gateway refused the payment.', {}, SLOW),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/checkout');
  expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
});

test('/checkout/success still reads the spec’s paymentID', async () => {
  await signInInBrowser(shop);
  await renderApp('/checkout/success?paymentID=TR0011ABC');
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, SLOW)).toBeTruthy();
  expect(screen.getByText('TR0011ABC')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'View Order' })).toBeNull();
});
