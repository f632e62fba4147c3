/**
 * The admin's delivery screens in the browser, against a real shop whose Steadfast is the stand-in:
 * booking a cash-on-delivery order from its page (the order's recipient and amount read-only, the
 * parcel's tracking code and link after), Steadfast's refusal in its own words and Steadfast down
 * with nothing booked, a hold for a confirmation call, and the orders list's bulk booking three at
 * a time with its progress bar and a result line per order.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  processingOrder,
  type ShopServer,
  type SteadfastStandIn,
  signInInBrowser,
  startShopWithSteadfast,
  startSteadfastStandIn,
} from '../test/shop-server';

let shop: ShopServer;
let steadfast: SteadfastStandIn;
let admin: Awaited<ReturnType<typeof signInInBrowser>>;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  shop = await startShopWithSteadfast(steadfast);
  admin = await signInInBrowser(shop, 'admin');
});
afterAll(async () => {
  await shop?.close();
  await steadfast?.close();
});
afterEach(() => {
  steadfast.setMode({ kind: 'normal' });
  closeApp();
});

const SLOW = { timeout: 15_000 };

async function newOrder() {
  return processingOrder(shop.app, admin, await createShopper(shop.app));
}

async function bookingForm() {
  return (await screen.findByRole('form', { name: 'Book a parcel' }, SLOW)) as HTMLFormElement;
}

test('books a cash-on-delivery order with Steadfast and shows its parcel', async () => {
  const order = await newOrder();
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);
  const form = await bookingForm();

  // What the courier gets comes from the order and cannot be typed over.
  expect(within(form).getByText('01712345678')).toBeTruthy();
  expect(within(form).getByText(formatMoney(order.total))).toBeTruthy();
  expect((within(form).getByLabelText('Steadfast') as HTMLInputElement).checked).toBe(true);
  expect((within(form).getByLabelText(/^Weight \(kg\)/) as HTMLInputElement).value).toBe('0.5');
  await user.type(within(form).getByLabelText(/^Note for the courier/), 'Call before coming');
  await user.click(within(form).getByRole('button', { name: 'Book with Steadfast' }));

  const parcel = await screen.findByRole('article', { name: 'Parcel 1 · Steadfast' }, SLOW);
  const booked = [...steadfast.parcels.values()].at(-1);
  expect(booked?.invoice.startsWith(order.id.slice(0, 8))).toBe(true);
  expect(booked?.note).toBe('Call before coming');
  expect(booked?.cod_amount).toBe(order.total / 100);
  const code = String(booked?.tracking_code);
  expect(within(parcel).getByText(code)).toBeTruthy();
  const track = within(parcel).getByRole('link', { name: /Track on Steadfast/ });
  expect(track.getAttribute('href')).toBe(`https://steadfast.com.bd/t/${code}`);
  // Shipped now: nothing left to book.
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Book a parcel' })).toBeNull());
});

test("Steadfast's refusal shows in its words, and Steadfast down says try again", async () => {
  const order = await newOrder();
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);
  const form = await bookingForm();

  steadfast.setMode({ kind: 'refusing', words: 'Your account is not active for booking.' });
  await user.click(within(form).getByRole('button', { name: 'Book with Steadfast' }));
  const refusal = await within(form).findByText(
    /Your account is not active for booking\./,
    {},
    SLOW,
  );
  expect(refusal.closest('[role=alert]')).toBeTruthy();

  steadfast.setMode({ kind: 'down' });
  await user.click(within(form).getByRole('button', { name: 'Book with Steadfast' }));
  await within(form).findByText(
    'Steadfast could not be reached, so nothing was booked. Try again in a minute.',
    {},
    SLOW,
  );
  // Nothing was booked: the form is still there and no parcel shows.
  expect(screen.queryByRole('article', { name: /^Parcel 1/ })).toBeNull();
});

test('a held order waits for its call; released, it can be booked', async () => {
  const order = await newOrder();
  const user = userEvent.setup();
  await renderApp(`/admin/orders/${order.id}`);
  await bookingForm();
  await user.click(screen.getByRole('button', { name: 'Hold for a confirmation call' }));
  await screen.findByText(/^Held for a confirmation call: call the customer/, {}, SLOW);
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Book a parcel' })).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Release' }));
  await bookingForm();
});

test('books three orders in one go, three at a time, with a result line for each', async () => {
  const orders = [await newOrder(), await newOrder(), await newOrder()];
  const user = userEvent.setup();
  await renderApp('/admin/orders?status=processing');
  for (const order of orders) {
    const [box] = await screen.findAllByLabelText(
      `Select order #${order.id.slice(0, 8)}`,
      undefined,
      SLOW,
    );
    await user.click(box as HTMLElement);
  }
  await screen.findByText('3 orders selected');
  await user.click(screen.getByRole('button', { name: 'Book with …' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book 3 orders' });
  // The weight field shows once the shop's couriers are known.
  const weight = await within(dialog).findByLabelText(/^Weight \(kg\)/, undefined, SLOW);
  expect((weight as HTMLInputElement).value).toBe('0.5');

  const bookCalls = () => steadfast.calls.filter((call) => call.operation === 'book').length;
  const before = bookCalls();
  // One of the three is refused by Steadfast, whichever is asked first.
  steadfast.replyNext('book', {
    status: 200,
    body: { status: 400, message: 'The recipient phone is not valid.' },
  });
  await user.click(
    await within(dialog).findByRole('button', { name: 'Book with Steadfast' }, SLOW),
  );

  const progress = within(dialog).getByRole('progressbar');
  expect(progress.getAttribute('aria-valuemax')).toBe('3');
  await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('3'), SLOW);
  await within(dialog).findByText('2 booked, 1 not booked', {}, SLOW);
  expect(within(dialog).getAllByText(/^Booked, tracking [0-9A-F]{8}$/)).toHaveLength(2);
  expect(
    within(dialog).getByText(/^Not booked: .*The recipient phone is not valid\./),
  ).toBeTruthy();
  // Each order was sent to Steadfast once (the pool's limit of three is proven by its own test).
  expect(bookCalls() - before).toBe(3);

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  // The refused order stays ticked to try again; the booked ones left the processing list.
  await screen.findByText('1 order selected', undefined, SLOW);
});
