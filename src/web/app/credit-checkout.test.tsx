/**
 * Store credit as a shopper spends it and an owner rules it, against a real shop server (decision
 * 049): Account → Points & credit with the balance, what expires when and every move (in both
 * languages); checkout's "use store credit" box paying part of an order (the rest on delivery) or
 * all of it (cash on delivery chosen for her, nothing to collect), each order's page showing what
 * credit paid; and Admin → Promotions' store credit card, saved and refused.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import { inLanguageDigits } from '#shared/numbers';
import { shortOrderId } from '#shared/orders';
import type { CreditSettings } from '#shared/schemas/credit';
import { queryKeys } from '../lib/query-keys';
import { closeApp, renderApp, saveAccountLanguage } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  createStaff,
  fillCart,
  injectAs,
  placeOrder,
  type ShopServer,
  type SignedInShopper,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
  walletLot,
  walletMove,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await shop.db.execute(sql`
    INSERT INTO shop_settings (id, credit_refunds, credit_expire_months) VALUES (1, true, 6)
    ON CONFLICT (id) DO UPDATE SET credit_refunds = true, credit_expire_months = 6`);
});
afterAll(() => shop?.close());
afterEach(() => {
  closeApp();
  // The Bangla test's choice stays in the browser's cookie: the next shopper starts in English.
  // biome-ignore lint/suspicious/noDocumentCookie: the test browser's cookie jar
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

const SLOW = { timeout: 15_000 };
const LIPSTICK = 1;

/** An order of hers, placed as checkout places it: what her credit came from or went on. */
const orderOf = async (shopper: SignedInShopper) =>
  (await placeOrder(shop.app, shopper, [[LIPSTICK, 1]])).id;

type Lot = { amount: number; remaining: number; daysAgo: number; expiresInDays: number };

/** A lot of credit as a refund or the shop leaves it (poisha), with the move that brought it. */
const creditLot = (
  shopper: SignedInShopper,
  lot: Lot,
  how: { reason: 'refunded'; orderId: string } | { reason: 'adjusted'; note: string },
) => walletLot(shop.db, { userId: shopper.userId, kind: 'credit', ...lot, ...how });

const spentMove = (shopper: SignedInShopper, lotId: number, change: number, orderId: string) =>
  walletMove(shop.db, {
    userId: shopper.userId,
    kind: 'credit',
    lotId,
    change,
    reason: 'spent',
    orderId,
    daysAgo: 1,
  });

test('Account → Points & credit shows her credit in taka, what expires when and every move', async () => {
  const shopper = await signInInBrowser(shop);
  const returned = await orderOf(shopper);
  const later = await orderOf(shopper);
  // ৳1,200 refunded as credit, ৳500 of it spent on a later order; ৳300 added by the shop.
  const refund = await creditLot(
    shopper,
    { amount: 120_000, remaining: 70_000, daysAgo: 10, expiresInDays: 170 },
    { reason: 'refunded', orderId: returned },
  );
  await spentMove(shopper, refund, -50_000, later);
  await creditLot(
    shopper,
    { amount: 30_000, remaining: 30_000, daysAgo: 3, expiresInDays: 60 },
    { reason: 'adjusted', note: 'Late parcel, sorry' },
  );

  const user = userEvent.setup({ delay: null });
  await renderApp('/account');
  await user.click(await screen.findByRole('tab', { name: 'Points & credit' }, SLOW));

  const panel = await screen.findByRole('region', { name: 'Store credit' }, SLOW);
  expect(within(panel).getByText('৳1,000')).toBeTruthy();
  expect(
    within(panel).getByText('It pays part or all of your next orders at checkout.'),
  ).toBeTruthy();
  // Soonest first: the shop's ৳300, then what is left of the refund.
  const expiring = within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(expiring).toHaveLength(2);
  expect(expiring[0]).toMatch(/^৳300 on \d{1,2} \w{3} \d{4}$/);
  expect(expiring[1]).toMatch(/^৳700 on \d{1,2} \w{3} \d{4}$/);

  const rows = within(panel).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent?.replace(/^\d{1,2} \w{3} \d{4}/, ''))).toEqual([
    `Paid toward an order · Order #${shortOrderId(later)}−৳500`,
    'Added by the shop: Late parcel, sorry+৳300',
    `Refund of a return · Order #${shortOrderId(returned)}+৳1,200`,
  ]);
  expect(
    within(panel)
      .getByRole('link', { name: `Order #${shortOrderId(later)}` })
      .getAttribute('href'),
  ).toBe(`/account/orders/${later}`);
  // Her points sit above, as before.
  expect(screen.getByRole('region', { name: 'My points' })).toBeTruthy();
}, 60_000);

test('in Bangla her credit reads in Bangla with Bangla digits', async () => {
  const shopper = await signInInBrowser(shop);
  await creditLot(
    shopper,
    { amount: 25_000, remaining: 25_000, daysAgo: 2, expiresInDays: 100 },
    { reason: 'adjusted', note: 'Goodwill' },
  );
  await saveAccountLanguage('bn');
  await renderApp('/account?tab=points');
  expect(await screen.findByRole('tab', { name: 'পয়েন্ট ও ক্রেডিট' }, SLOW)).toBeTruthy();
  const panel = await screen.findByRole('region', { name: 'স্টোর ক্রেডিট' }, SLOW);
  expect(within(panel).getByText('৳২৫০')).toBeTruthy();
  expect(within(panel).getByText(/তারিখে ৳২৫০$/)).toBeTruthy();
  expect(within(panel).getByText('স্টোর ক্রেডিটের ইতিহাস')).toBeTruthy();
  expect(within(panel).getByText('শপ যোগ করেছে', { exact: false })).toBeTruthy();
  expect(within(panel).getByText('+৳২৫০')).toBeTruthy();
}, 60_000);

test('a shopper who never had credit sees no store credit section', async () => {
  await signInInBrowser(shop);
  const { queryClient } = await renderApp('/account?tab=points');
  await screen.findByRole('region', { name: 'My points' }, SLOW);
  // Her (empty) credit has been read, and the page shows nothing for it.
  await waitFor(
    () => expect(queryClient.getQueryState(queryKeys.credit)?.status).toBe('success'),
    SLOW,
  );
  expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
}, 60_000);

async function continueTo(user: UserEvent, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: heading }, SLOW);
}

/** Checkout up to the review, in Dhaka, by cash on delivery or bKash (by hand). */
async function toReview(user: UserEvent, method: 'Cash on Delivery' | 'bKash') {
  await screen.findByRole('heading', { name: 'Shipping Information' }, SLOW);
  await user.type(await screen.findByLabelText(/^Address/, {}, SLOW), 'House 4, Road 11, Banani');
  await user.selectOptions(screen.getByLabelText(/^District/), 'dhaka');
  await user.type(screen.getByLabelText(/^City/), 'Dhaka');
  await user.type(screen.getByLabelText(/^Phone/), '01712345678');
  await continueTo(user, 'Delivery Location');
  await continueTo(user, 'Payment Method');
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${method}`) }));
  if (method === 'bKash') {
    await continueTo(user, 'Payment Instructions');
    await user.type(await screen.findByLabelText(/^Transaction ID/, {}, SLOW), 'BKCREDIT01');
  }
  await continueTo(user, 'Review Your Order');
}

/** The server's quote of her cart in Dhaka (poisha), with `credit` asked. */
async function quoteOf(shopper: SignedInShopper, credit = 0) {
  const quoted = await injectAs(shop.app, shopper, 'POST', '/api/cart/quote', {
    location: 'dhaka',
    paymentMethod: 'cod',
    ...(credit > 0 ? { credit } : {}),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return JSON.parse(quoted.body) as { total: number; credit: { balance: number; used: number } };
}

const money = (poisha: number) => formatMoney(poisha);

async function latestOrder(shopper: SignedInShopper) {
  const { rows } = await shop.db.execute<{
    id: string;
    credit_paid: number;
    total: number;
    payment_method: string;
    payment_status: string;
  }>(sql`
    SELECT id, credit_paid, total, payment_method, payment_status FROM orders
    WHERE user_id = ${shopper.userId} ORDER BY created_at DESC LIMIT 1`);
  return rows[0];
}

test('at checkout she pays part with credit and the rest on delivery; her order page shows it', async () => {
  const shopper = await signInInBrowser(shop);
  await creditLot(
    shopper,
    { amount: 100_000, remaining: 100_000, daysAgo: 1, expiresInDays: 150 },
    { reason: 'adjusted', note: 'Goodwill' },
  );
  await fillCart(shop.app, shopper, [[LIPSTICK, 2]]);
  const before = await quoteOf(shopper);
  expect(before.credit).toEqual({ balance: 100_000, used: 0 });
  const most = Math.min(100_000, before.total);
  // What the server makes of ৳250 of credit on this cart.
  const expected = await quoteOf(shopper, 25_000);

  const user = userEvent.setup({ delay: null });
  const { router } = await renderApp('/checkout');
  await toReview(user, 'Cash on Delivery');
  expect(
    await screen.findByText(
      `You have ৳1,000 of store credit. Use up to ${money(most)} on this order.`,
      {},
      SLOW,
    ),
  ).toBeTruthy();
  const field = screen.getByLabelText('Store credit to use (৳)') as HTMLInputElement;
  expect(field.value).toBe(money(most).replace('৳', ''));

  // More than she holds: the server's reason, and nothing used.
  await user.clear(field);
  await user.type(field, '5000');
  await user.click(screen.getByRole('button', { name: 'Use' }));
  const refusal = await screen.findByText('You have ৳1,000 of store credit, not ৳5,000', {}, SLOW);
  expect(refusal.getAttribute('role')).toBe('alert');
  expect(screen.queryByText('Store credit')).toBeNull();

  // Bangla digits are read as digits.
  const again = screen.getByLabelText('Store credit to use (৳)');
  await user.clear(again);
  await user.type(again, inLanguageDigits('250', 'bn'));
  await user.click(screen.getByRole('button', { name: 'Use' }));
  expect(
    await screen.findByText('৳250 of store credit pays toward this order.', {}, SLOW),
  ).toBeTruthy();
  for (const line of await screen.findAllByText('Store credit', {}, SLOW)) {
    expect(line.nextElementSibling?.textContent).toBe('−৳250');
  }
  for (const line of screen.getAllByText('To pay')) {
    expect(line.nextElementSibling?.textContent).toBe(money(expected.total));
  }
  expect(screen.queryByText('Nothing to pay on delivery')).toBeNull();

  await user.click(await screen.findByRole('button', { name: 'Place Order' }, SLOW));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
  const order = await latestOrder(shopper);
  expect(order).toMatchObject({
    credit_paid: 25_000,
    total: expected.total,
    payment_method: 'cod',
    payment_status: 'pending',
  });
  closeApp();

  await renderApp(`/account/orders/${order?.id}`);
  const summary = await screen.findByRole('region', { name: 'Order Summary' }, SLOW);
  const label = await within(summary).findByText('Store credit', {}, SLOW);
  expect(label.nextElementSibling?.textContent).toBe('−৳250.00');
}, 90_000);

test('credit paying it all chooses cash on delivery for her and places an order already paid', async () => {
  const shopper = await signInInBrowser(shop);
  await creditLot(
    shopper,
    { amount: 1_000_000, remaining: 1_000_000, daysAgo: 1, expiresInDays: 150 },
    { reason: 'adjusted', note: 'Goodwill' },
  );
  await fillCart(shop.app, shopper, [[LIPSTICK, 1]]);
  const { total } = await quoteOf(shopper);

  const user = userEvent.setup({ delay: null });
  const { router } = await renderApp('/checkout');
  await toReview(user, 'bKash');
  const field = (await screen.findByLabelText(
    'Store credit to use (৳)',
    {},
    SLOW,
  )) as HTMLInputElement;
  expect(field.value).toBe(money(total).replace('৳', ''));
  await user.click(screen.getByRole('button', { name: 'Use' }));

  expect(await screen.findByText('Nothing to pay on delivery', {}, SLOW)).toBeTruthy();
  const method = screen.getByRole('heading', { name: 'Payment method' }).parentElement
    ?.parentElement as HTMLElement;
  expect(within(method).getByText('Cash on Delivery')).toBeTruthy();
  for (const line of screen.getAllByText('To pay')) {
    expect(line.nextElementSibling?.textContent).toBe('৳0');
  }

  await user.click(await screen.findByRole('button', { name: 'Place Order' }, SLOW));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
  expect(await latestOrder(shopper)).toMatchObject({
    credit_paid: total,
    total: 0,
    payment_method: 'cod',
    payment_status: 'completed',
  });
}, 90_000);

async function savedRule(): Promise<CreditSettings> {
  const answer = await fetch('/api/admin/credit/settings', { credentials: 'same-origin' });
  return (await answer.json()) as CreditSettings;
}

test('the owner saves the store credit rule, is refused 0 months, and sees credit on an order', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup({ delay: null });
  await renderApp('/admin/promotions');
  const card = await screen.findByRole('region', { name: 'Store credit' }, SLOW);
  const refunds = (await within(card).findByRole(
    'checkbox',
    { name: 'Let shoppers take a return’s refund as store credit' },
    SLOW,
  )) as HTMLInputElement;
  expect(refunds.checked).toBe(true);
  const months = within(card).getByRole('textbox', { name: 'Months credit lasts' });
  expect((months as HTMLInputElement).value).toBe('6');

  await user.click(refunds);
  await user.clear(months);
  await user.type(months, '12');
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved the store credit rule', {}, SLOW)).toBeTruthy();
  expect(await savedRule()).toEqual({ refunds: false, expireMonths: 12 });

  const again = within(card).getByRole('textbox', { name: 'Months credit lasts' });
  await user.clear(again);
  await user.type(again, '0');
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect((await within(card).findByRole('alert', {}, SLOW)).textContent).toBe(
    'Months credit lasts must be a whole number from 1 to 60',
  );
  expect(
    within(card).getByRole('textbox', { name: 'Months credit lasts' }).getAttribute('aria-invalid'),
  ).toBe('true');
  expect(await savedRule()).toEqual({ refunds: false, expireMonths: 12 });
  closeApp();

  // An order that credit paid part of: the admin's order page shows it above the total.
  const shopper = await createShopper(shop.app);
  await creditLot(
    shopper,
    { amount: 40_000, remaining: 40_000, daysAgo: 1, expiresInDays: 100 },
    { reason: 'adjusted', note: 'Goodwill' },
  );
  await fillCart(shop.app, shopper, [[LIPSTICK, 1]]);
  const placed = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ credit: 30_000 }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = JSON.parse(placed.body) as { id: string; creditPaid: number };
  expect(order.creditPaid).toBe(30_000);
  await renderApp(`/admin/orders/${order.id}`);
  const label = await screen.findByText('Store credit', {}, SLOW);
  expect(label.nextElementSibling?.textContent).toBe('−৳300.00');
}, 90_000);

test('staff without store credit see the points card but not the credit card', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'marketing'));
  await renderApp('/admin/promotions');
  await screen.findByRole('region', { name: 'Loyalty points' }, SLOW);
  expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
}, 60_000);

test("an order's lines show only the code's share of their discount, not the points'", async () => {
  await shop.db.execute(sql`
    INSERT INTO shop_settings (id, points_enabled) VALUES (1, true)
    ON CONFLICT (id) DO UPDATE SET points_enabled = true`);
  const shopper = await signInInBrowser(shop);
  const earlier = await orderOf(shopper);
  const { rows } = await shop.db.execute<{ id: number }>(sql`
    INSERT INTO wallet_lots (user_id, kind, order_id, amount, remaining, expires_at)
    VALUES (${shopper.userId}, 'points', ${earlier}, 40, 40, now() + interval '6 months')
    RETURNING id`);
  await shop.db.execute(sql`
    INSERT INTO wallet_moves (user_id, kind, change, reason, lot_id)
    VALUES (${shopper.userId}, 'points', 40, 'earned', ${rows[0]?.id})`);
  await fillCart(shop.app, shopper, [[LIPSTICK, 2]]);
  const placed = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ points: 30 }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = JSON.parse(placed.body) as {
    id: string;
    items: { discount: number; pointsDiscount: number }[];
  };
  // All of the line's discount is the points'.
  expect(order.items[0]?.discount).toBe(3000);
  expect(order.items[0]?.pointsDiscount).toBe(3000);

  await renderApp(`/account/orders/${order.id}`);
  const items = await screen.findByRole('region', { name: 'Items' }, SLOW);
  await within(screen.getByRole('region', { name: 'Order Summary' })).findByText(
    'Points (30)',
    {},
    SLOW,
  );
  expect(items.querySelector('[data-line-discount]')).toBeNull();
}, 60_000);
