/**
 * Admin → Promotions' left-cart reminders against a real shop server: the owner reads the last 30
 * days' reminders and who came back, changes the hours (0 turns them off), is refused a bad figure
 * in the server's words, and reads it all in Bangla with Bangla digits.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
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

beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'owner');
  await shop.db.execute(sql`DELETE FROM cart_reminders`);
  const [returning, waiting, longAgo] = await Promise.all([
    createShopper(shop.app),
    createShopper(shop.app),
    createShopper(shop.app),
  ]);
  // As the sweep leaves them: two in the last 30 days (one of each channel), one before.
  for (const [shopper, channel, daysAgo] of [
    [returning, 'email', 2],
    [waiting, 'sms', 1],
    [longAgo, 'email', 40],
  ] as const) {
    await shop.db.execute(sql`
      INSERT INTO cart_reminders (user_id, channel, cart_changed_at, sent_at)
      VALUES (${shopper.userId}, ${channel}, now() - make_interval(days => ${daysAgo + 1}),
        now() - make_interval(days => ${daysAgo}))`);
  }
  // She orders today, two days after her reminder: she came back.
  const { rows } = await shop.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p JOIN product_variants v ON v.product_id = p.id
    WHERE p.status = 'active' AND v.status = 'active'
    GROUP BY p.id HAVING count(v.id) = 1 AND min(v.stock_quantity) > 0 ORDER BY p.id LIMIT 1`);
  const product = rows[0];
  if (!product) throw new Error('the seed has no one-variant product in stock');
  await fillCart(shop.app, returning, [[product.id, 1]]);
  const placed = await injectAs(shop.app, returning, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

const card = (name = 'Left-cart reminders') => screen.findByRole('region', { name }, SLOW);
const hoursField = (section: HTMLElement) =>
  within(section).getByRole('textbox') as HTMLInputElement;
async function savedHours(): Promise<number> {
  const answer = await fetch('/api/admin/cart-reminders', { credentials: 'same-origin' });
  return ((await answer.json()) as { hours: number }).hours;
}

test('the owner reads the figures, sets 6 hours, turns them off, and is refused 100', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/promotions');
  const section = await card();
  expect(
    await within(section).findByText(
      'Last 30 days: 2 sent (1 by e-mail, 1 by SMS) · 1 came back to order',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  expect(within(section).getByText('On: after 3 hours')).toBeTruthy();
  const field = within(section).getByRole('textbox', {
    name: 'Send a reminder after hours (0 = off)',
  }) as HTMLInputElement;
  expect(field.value).toBe('3');

  await user.clear(field);
  await user.type(field, '6');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Saved: a reminder goes 6 hours after a cart is left', {}, SLOW),
  ).toBeTruthy();
  expect(await savedHours()).toBe(6);
  expect(await within(section).findByText('On: after 6 hours', {}, SLOW)).toBeTruthy();

  await user.clear(hoursField(section));
  await user.type(hoursField(section), '0');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved: left-cart reminders are off', {}, SLOW)).toBeTruthy();
  expect(await within(section).findByText('Off', {}, SLOW)).toBeTruthy();
  expect(await savedHours()).toBe(0);

  await user.clear(hoursField(section));
  await user.type(hoursField(section), '100');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect((await within(section).findByRole('alert', {}, SLOW)).textContent).toBe(
    'Hours before a reminder must be a whole number from 0 to 72',
  );
  expect(await savedHours()).toBe(0);
}, 60_000);

test('in Bangla the figures use Bangla digits, and Bangla digits typed are saved', async () => {
  const chosen = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(chosen.ok).toBe(true);
  const user = userEvent.setup();
  await renderApp('/admin/promotions');
  const section = await card('ফেলে রাখা কার্টের রিমাইন্ডার');
  expect(
    await within(section).findByText(
      'গত ৩০ দিন: ২টি পাঠানো হয়েছে (ই-মেইলে ১টি, এসএমএসে ১টি) · ১ জন ফিরে এসে অর্ডার করেছেন',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  expect(within(section).getByText('বন্ধ')).toBeTruthy();
  const field = hoursField(section);
  expect(field.value).toBe('০');

  await user.clear(field);
  await user.type(field, '১২');
  await user.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
  expect(
    await screen.findByText('সংরক্ষিত: কার্ট ফেলে রাখার ১২ ঘণ্টা পর রিমাইন্ডার যাবে', {}, SLOW),
  ).toBeTruthy();
  expect(await savedHours()).toBe(12);
  expect(await within(section).findByText('চালু: ১২ ঘণ্টা পর', {}, SLOW)).toBeTruthy();

  await user.clear(hoursField(section));
  await user.type(hoursField(section), '৭৩');
  await user.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
  expect((await within(section).findByRole('alert', {}, SLOW)).textContent).toBe(
    'রিমাইন্ডারের আগে কত ঘণ্টা, তা ০ থেকে ৭২-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  );
  expect(await savedHours()).toBe(12);
}, 60_000);
