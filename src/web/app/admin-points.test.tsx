/**
 * Admin → Promotions' loyalty points against a real shop server: the owner reads the rule,
 * switches points on and changes its figures, is refused a bad figure in the server's words
 * (without the field's name), and does it all in Bangla with Bangla digits.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { PointsSettings } from '#shared/schemas/points';
import { closeApp, renderApp, saveAccountLanguage } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  fillCart,
  injectAs,
  placeOrder,
  type ShopServer,
  signInInBrowser,
  startShopServer,
  walletLot,
} from '../test/shop-server';

let shop: ShopServer;

beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'owner');
  await shop.db.execute(sql`
    INSERT INTO shop_settings (id, points_enabled) VALUES (1, false)
    ON CONFLICT (id) DO UPDATE SET points_enabled = false, points_earn_taka = 100,
      point_worth_taka = 1, points_expire_months = 12, points_max_percent = 20`);
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

const card = (name = 'Loyalty points') => screen.findByRole('region', { name }, SLOW);
async function savedRule(): Promise<PointsSettings> {
  const answer = await fetch('/api/admin/points/settings', { credentials: 'same-origin' });
  return (await answer.json()) as PointsSettings;
}

test('the owner switches points on, changes the rule, and is refused 101 %', async () => {
  const user = userEvent.setup({ delay: null });
  await renderApp('/admin/promotions');
  const section = await card();
  expect(await within(section).findByText('Off', {}, SLOW)).toBeTruthy();
  const on = within(section).getByRole('checkbox', {
    name: 'Give points and let shoppers spend them',
  }) as HTMLInputElement;
  expect(on.checked).toBe(false);
  const field = (name: string) =>
    within(section).getByRole('textbox', { name }) as HTMLInputElement;
  expect(field('Taka spent for 1 point').value).toBe('100');
  expect(field('1 point is worth (taka)').value).toBe('1');
  expect(field('Months a point lasts').value).toBe('12');
  expect(field('Most of an order points may pay (%)').value).toBe('20');

  await user.click(on);
  await user.clear(field('Taka spent for 1 point'));
  await user.type(field('Taka spent for 1 point'), '200');
  await user.clear(field('Most of an order points may pay (%)'));
  await user.type(field('Most of an order points may pay (%)'), '10');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved the points rule', {}, SLOW)).toBeTruthy();
  expect(await savedRule()).toEqual({
    enabled: true,
    earnTaka: 200,
    worthTaka: 1,
    expireMonths: 12,
    maxPercent: 10,
  });
  expect(await within(section).findByText('On', {}, SLOW)).toBeTruthy();

  const percent = field('Most of an order points may pay (%)');
  await user.clear(percent);
  await user.type(percent, '101');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  const refusal = await within(section).findByRole('alert', {}, SLOW);
  expect(refusal.textContent).toBe(
    'The share points may pay must be a whole percent from 1 to 100',
  );
  expect(field('Most of an order points may pay (%)').getAttribute('aria-invalid')).toBe('true');
  expect(field('Taka spent for 1 point').getAttribute('aria-invalid')).toBeNull();
  expect((await savedRule()).maxPercent).toBe(10);
}, 60_000);

test('in Bangla the card reads in Bangla, Bangla digits typed are saved, a refusal is Bangla', async () => {
  await saveAccountLanguage('bn');
  const user = userEvent.setup({ delay: null });
  await renderApp('/admin/promotions');
  const section = await card('লয়্যালটি পয়েন্ট');
  expect(await within(section).findByText('চালু', {}, SLOW)).toBeTruthy();
  const months = within(section).getByRole('textbox', {
    name: 'একটি পয়েন্ট কত মাস থাকে',
  }) as HTMLInputElement;
  expect(months.value).toBe('১২');
  expect(
    (
      within(section).getByRole('textbox', {
        name: '১ পয়েন্টের জন্য কত টাকার কেনাকাটা',
      }) as HTMLInputElement
    ).value,
  ).toBe('২০০');

  await user.clear(months);
  await user.type(months, '৬');
  await user.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
  expect(await screen.findByText('পয়েন্টের নিয়ম সংরক্ষিত হয়েছে', {}, SLOW)).toBeTruthy();
  expect((await savedRule()).expireMonths).toBe(6);

  const again = within(section).getByRole('textbox', { name: 'একটি পয়েন্ট কত মাস থাকে' });
  await user.clear(again);
  await user.type(again, '৬১');
  await user.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
  expect((await within(section).findByRole('alert', {}, SLOW)).textContent).toBe(
    'পয়েন্ট থাকার মাস ১ থেকে ৬০ এর মধ্যে পূর্ণ সংখ্যা হতে হবে',
  );
  expect((await savedRule()).expireMonths).toBe(6);
}, 60_000);

test("an order that used points shows them on the admin's order page, apart from the code's", async () => {
  await shop.db.execute(sql`UPDATE shop_settings SET points_enabled = true WHERE id = 1`);
  // Back to English after the Bangla test.
  await saveAccountLanguage('en');
  const shopper = await createShopper(shop.app);
  const first = await placeOrder(shop.app, shopper, [[1, 1]]);
  // 40 points her first order earned, as delivery leaves them.
  await walletLot(shop.db, {
    userId: shopper.userId,
    kind: 'points',
    reason: 'earned',
    earnedBy: first.id,
    amount: 40,
    expiresInDays: 180,
  });
  await fillCart(shop.app, shopper, [[1, 2]]);
  const placed = await injectAs(
    shop.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ points: 25 }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = JSON.parse(placed.body) as { id: string; pointsUsed: number };
  expect(order.pointsUsed).toBe(25);

  await renderApp(`/admin/orders/${order.id}`);
  const label = await screen.findByText('Points (25)', {}, SLOW);
  expect(label.nextElementSibling?.textContent).toBe('−৳25.00');
  expect(screen.queryByText(/^Discount \(/)).toBeNull();
}, 60_000);
