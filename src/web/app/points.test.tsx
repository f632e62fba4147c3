/**
 * Loyalty points as a shopper meets them, against a real shop server: Account → Points with the
 * balance, what expires when and the history (in both languages), the shop that gives none, and
 * checkout's "use points" box, whose number the server prices and the order keeps.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { inLanguageDigits } from '#shared/numbers';
import { shortOrderId } from '#shared/orders';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  fillCart,
  injectAs,
  placeOrder,
  type ShopServer,
  type SignedInShopper,
  signInInBrowser,
  startShopServer,
  walletLot,
  walletMove,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
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

async function pointsOn(enabled: boolean) {
  await shop.db.execute(sql`
    INSERT INTO shop_settings (id, points_enabled) VALUES (1, ${enabled})
    ON CONFLICT (id) DO UPDATE SET points_enabled = ${enabled}`);
}

/** An order of hers, placed as checkout places it: what her points came from or went on. */
const orderOf = async (shopper: SignedInShopper) =>
  (await placeOrder(shop.app, shopper, [[LIPSTICK, 1]])).id;

/** A lot of points earned by an order, with its move, as delivery leaves them. */
const earned = (
  shopper: SignedInShopper,
  orderId: string,
  points: { earned: number; remaining: number; daysAgo: number; expiresInDays: number },
) =>
  walletLot(shop.db, {
    userId: shopper.userId,
    kind: 'points',
    reason: 'earned',
    earnedBy: orderId,
    amount: points.earned,
    remaining: points.remaining,
    daysAgo: points.daysAgo,
    expiresInDays: points.expiresInDays,
  });

const move = (
  shopper: SignedInShopper,
  lotId: number,
  change: number,
  reason: 'spent' | 'expired',
  orderId: string | null,
  daysAgo: number,
) =>
  walletMove(shop.db, {
    userId: shopper.userId,
    kind: 'points',
    lotId,
    change,
    reason,
    orderId,
    daysAgo,
  });

test('Account → Points shows the balance, its worth, the rule, what expires when and every move', async () => {
  await pointsOn(true);
  const shopper = await signInInBrowser(shop);
  const first = await orderOf(shopper);
  const second = await orderOf(shopper);
  // 120 earned by the first order, 20 of them spent on the second; 30 earned long ago, expired.
  const lot = await earned(shopper, first, {
    earned: 120,
    remaining: 100,
    daysAgo: 10,
    expiresInDays: 90,
  });
  await move(shopper, lot, -20, 'spent', second, 5);
  const old = await earned(shopper, second, {
    earned: 30,
    remaining: 0,
    daysAgo: 400,
    expiresInDays: -35,
  });
  await move(shopper, old, -30, 'expired', null, 1);

  const user = userEvent.setup({ delay: null });
  await renderApp('/account');
  await user.click(await screen.findByRole('tab', { name: 'Points & credit' }, SLOW));

  const panel = await screen.findByRole('region', { name: 'My points' }, SLOW);
  expect(within(panel).getByText('100 points')).toBeTruthy();
  expect(within(panel).getByText('Worth ৳100 off your next order')).toBeTruthy();
  expect(
    within(panel).getByText(
      '1 point for every ৳100 spent, each worth ৳1, at most 20% of an order. Points come when an order is delivered.',
    ),
  ).toBeTruthy();
  expect(within(panel).getByText(/^100 points on \d{1,2} \w{3} \d{4}$/)).toBeTruthy();

  const rows = within(panel).getAllByRole('row').slice(1);
  // Newest first; each move names the order it came from or went on.
  expect(rows.map((row) => row.textContent?.replace(/^\d{1,2} \w{3} \d{4}/, ''))).toEqual([
    'Expired−30',
    `Used on an order · Order #${shortOrderId(second)}−20`,
    `Earned · Order #${shortOrderId(first)}+120`,
    `Earned · Order #${shortOrderId(second)}+30`,
  ]);
  expect(
    within(panel)
      .getByRole('link', { name: `Order #${shortOrderId(first)}` })
      .getAttribute('href'),
  ).toBe(`/account/orders/${first}`);
}, 60_000);

test('in Bangla the points read in Bangla with Bangla digits', async () => {
  await pointsOn(true);
  const shopper = await signInInBrowser(shop);
  const order = await orderOf(shopper);
  await earned(shopper, order, { earned: 250, remaining: 250, daysAgo: 2, expiresInDays: 300 });

  // Her account's language, as Settings saves it: the page follows it.
  const chosen = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(chosen.ok).toBe(true);
  await renderApp('/account?tab=points');
  const panel = await screen.findByRole('region', { name: 'আমার পয়েন্ট' }, SLOW);
  expect(within(panel).getByText('২৫০ পয়েন্ট')).toBeTruthy();
  expect(within(panel).getByText('পরের অর্ডারে ৳২৫০ ছাড়ের সমান')).toBeTruthy();
  expect(within(panel).getByText(/^প্রতি ৳১০০ কেনাকাটায় ১ পয়েন্ট, প্রতিটির মূল্য ৳১/)).toBeTruthy();
  expect(within(panel).getByText(/তারিখে ২৫০ পয়েন্ট$/)).toBeTruthy();
  expect(within(panel).getByText('অর্জিত', { exact: false })).toBeTruthy();
  expect(within(panel).getByText('+২৫০')).toBeTruthy();
}, 60_000);

test('with points switched off and none held, the page says the shop gives none', async () => {
  await pointsOn(false);
  await signInInBrowser(shop);
  await renderApp('/account?tab=points');
  const panel = await screen.findByRole('region', { name: 'My points' }, SLOW);
  expect(within(panel).getByText('The shop gives no points now.')).toBeTruthy();
  expect(within(panel).queryByText('History')).toBeNull();
}, 60_000);

async function continueTo(user: UserEvent, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: heading }, SLOW);
}

test('at checkout she uses points: the server prices them, the summary shows them, the order keeps them', async () => {
  await pointsOn(true);
  const shopper = await signInInBrowser(shop);
  const earlier = await orderOf(shopper);
  await earned(shopper, earlier, { earned: 5000, remaining: 5000, daysAgo: 3, expiresInDays: 200 });
  await fillCart(shop.app, shopper, [[LIPSTICK, 1]]);
  // The most this cart takes, as the server works it out (its share of the goods, her balance).
  const quoted = await injectAs(shop.app, shopper, 'POST', '/api/cart/quote', {
    location: 'dhaka',
    paymentMethod: 'cod',
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const { max } = (JSON.parse(quoted.body) as { points: { max: number } }).points;
  // Her balance is more than the order's share: the share is the most.
  expect(max).toBeGreaterThan(1);
  expect(max).toBeLessThan(5000);
  const use = Math.min(max - 1, 50);

  const user = userEvent.setup({ delay: null });
  const { router } = await renderApp('/checkout');
  await screen.findByRole('heading', { name: 'Shipping Information' }, SLOW);
  await user.type(await screen.findByLabelText(/^Address/, {}, SLOW), 'House 4, Road 11, Banani');
  await user.selectOptions(screen.getByLabelText(/^District/), 'dhaka');
  await user.type(screen.getByLabelText(/^City/), 'Dhaka');
  await user.type(screen.getByLabelText(/^Phone/), '01712345678');
  await continueTo(user, 'Delivery Location');
  await continueTo(user, 'Payment Method');
  await user.click(screen.getByRole('radio', { name: /^Cash on Delivery/ }));
  await continueTo(user, 'Review Your Order');

  expect(
    await screen.findByText(
      `You have 5,000 points (৳5,000). Use up to ${max} on this order.`,
      {},
      SLOW,
    ),
  ).toBeTruthy();
  const field = screen.getByLabelText('Points to use') as HTMLInputElement;
  expect(field.value).toBe(String(max));

  // More than the order takes: the server's reason, and nothing used.
  await user.clear(field);
  await user.type(field, String(max + 1));
  await user.click(screen.getByRole('button', { name: 'Use' }));
  expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
    `At most ${max} points can be used on this order`,
  );
  expect(screen.queryByText(/^Points \(/)).toBeNull();

  // Bangla digits are read as digits.
  await user.clear(screen.getByLabelText('Points to use'));
  await user.type(screen.getByLabelText('Points to use'), inLanguageDigits(String(use), 'bn'));
  await user.click(screen.getByRole('button', { name: 'Use' }));
  expect(
    await screen.findByText(`${use} points take ৳${use} off this order.`, {}, SLOW),
  ).toBeTruthy();
  const lines = await screen.findAllByText(`Points (${use})`, {}, SLOW);
  for (const line of lines) {
    expect(line.nextElementSibling?.textContent).toBe(`−৳${use}`);
  }

  await user.click(await screen.findByRole('button', { name: 'Place Order' }, SLOW));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
  const { rows } = await shop.db.execute<{ points_used: number; points_discount: number }>(sql`
    SELECT points_used, points_discount FROM orders
    WHERE user_id = ${shopper.userId} ORDER BY created_at DESC LIMIT 1`);
  expect(rows[0]).toEqual({ points_used: use, points_discount: use * 100 });
}, 90_000);

test("an order that used points shows them on its page, apart from the code's discount", async () => {
  await pointsOn(true);
  const shopper = await signInInBrowser(shop);
  const earlier = await orderOf(shopper);
  await earned(shopper, earlier, { earned: 40, remaining: 40, daysAgo: 3, expiresInDays: 200 });
  await fillCart(shop.app, shopper, [[LIPSTICK, 2]]);
  const placed = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ points: 30 }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = JSON.parse(placed.body) as { id: string; pointsUsed: number; discount: number };
  expect(order.pointsUsed).toBe(30);
  expect(order.discount).toBe(3000);

  await renderApp(`/account/orders/${order.id}`);
  const summary = await screen.findByRole('region', { name: 'Order Summary' }, SLOW);
  const label = await within(summary).findByText('Points (30)', {}, SLOW);
  expect(label.nextElementSibling?.textContent).toBe('−৳30.00');
  // All of the discount is the points': no code's line.
  expect(within(summary).queryByText(/^Discount/)).toBeNull();
}, 60_000);
