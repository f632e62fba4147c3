/**
 * Admin → Stock's "Back in stock" against a real shop server: the owner reads who waits for a
 * sold-out shade and changes how many are told per unit (a bad figure refused in the server's
 * words); a packer, who sees the products but not the stock, reads the same without changing it.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  createStaff,
  type ShopServer,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
/** A seeded variant in stock, which the owner sells out (as damaged) before the tests. */
let variant: { id: number; productId: number; sku: string; stock: number; name: string };

beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'owner');
  const { rows } = await shop.db.execute<typeof variant>(sql`
    SELECT v.id, v.product_id AS "productId", v.sku, v.stock_quantity AS stock, p.name
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE p.status = 'active' AND v.status = 'active' AND v.stock_quantity > 0
    ORDER BY v.id LIMIT 1`);
  const found = rows[0];
  if (!found) throw new Error('the seed has no variant in stock');
  variant = found;
  // Stock is only written through the ledger: as the owner would, by hand.
  const sold = await fetch('/api/admin/stock/adjustments', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variantId: variant.id, change: -variant.stock, reason: 'damaged' }),
    credentials: 'same-origin',
  });
  expect(sold.status).toBe(201);
  await shop.db.execute(sql`DELETE FROM stock_alerts`);
  // Two shoppers' asks, as the product page's "Notify me" leaves them.
  for (const shopper of [await createShopper(shop.app), await createShopper(shop.app)]) {
    await shop.db.execute(sql`
      INSERT INTO stock_alerts (variant_id, user_id, channel, recipient, language)
      VALUES (${variant.id}, ${shopper.userId}, 'email', ${shopper.email}, 'en')`);
  }
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

const card = async () => screen.findByRole('region', { name: 'Back in stock' }, SLOW);
const factorField = (section: HTMLElement) =>
  within(section).getByRole('textbox', {
    name: 'Shoppers told per unit that comes back',
  }) as HTMLInputElement;
/** Product names hold regex characters ('Prep + Prime'): the link's name starts with it. */
const startsWith = (words: string) => (name: string) => name.startsWith(words);

test('the owner reads who waits, saves the shoppers told per unit, and is refused a bad one', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/products');
  await user.click(await screen.findByRole('link', { name: 'Stock count' }, SLOW));
  const section = await card();
  expect(
    await within(section).findByText('2 shoppers waiting · 0 told this month', {}, SLOW),
  ).toBeTruthy();

  const row = within(section).getByRole('rowheader', { name: (name) => name.includes(variant.sku) })
    .parentElement as HTMLElement;
  const link = within(row).getByRole('link', { name: startsWith(variant.name) });
  expect(link.getAttribute('href')).toBe(`/admin/products/${variant.productId}/edit`);
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['0', '2']);

  const field = factorField(section);
  expect(field.value).toBe('3');
  await user.clear(field);
  await user.type(field, '5');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Saved: 5 shoppers told per unit that comes back', {}, SLOW),
  ).toBeTruthy();
  const saved = await shop.db.execute<{ factor: number }>(
    sql`SELECT stock_alert_factor AS factor FROM shop_settings WHERE id = 1`,
  );
  expect(saved.rows).toEqual([{ factor: 5 }]);

  await user.clear(factorField(section));
  await user.type(factorField(section), '0');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  expect((await within(section).findByRole('alert', {}, SLOW)).textContent).toBe(
    'Shoppers told per unit must be a whole number from 1 to 100',
  );
  const answer = await fetch('/api/admin/stock-alerts', { credentials: 'same-origin' });
  expect(((await answer.json()) as { factor: number }).factor).toBe(5);
}, 60_000);

test('a packer reads who waits without counting or changing anything', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));
  const user = userEvent.setup();
  await renderApp('/admin/products');
  await user.click(await screen.findByRole('link', { name: 'Stock count' }, SLOW));
  const section = await card();
  expect(
    await within(section).findByText('2 shoppers waiting · 0 told this month', {}, SLOW),
  ).toBeTruthy();
  expect(
    within(section).getByRole('rowheader', { name: (name) => name.includes(variant.sku) }),
  ).toBeTruthy();
  const field = factorField(section);
  expect(field.value).toBe('5');
  expect(field.disabled).toBe(true);
  expect(within(section).queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Download the count sheet' })).toBeNull();
  expect(screen.getByText(/Counting the stock needs the stock permission/)).toBeTruthy();
}, 60_000);

test('with nobody waiting the card says so; in Bangla, Bangla digits and the server’s refusal', async () => {
  await shop.db.execute(sql`DELETE FROM stock_alerts`);
  await signInInBrowser(shop, 'owner');
  await renderApp('/admin/stock-count');
  const section = await card();
  expect(
    await within(section).findByText('Nobody is waiting for a sold-out item.', {}, SLOW),
  ).toBeTruthy();
  expect(within(section).getByText('0 shoppers waiting · 0 told this month')).toBeTruthy();
  closeApp();

  // The account's language, which the app switches to (and tells the server by its cookie).
  const chosen = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(chosen.ok).toBe(true);
  await renderApp('/admin/stock-count');
  const bangla = await screen.findByRole('region', { name: 'স্টকে ফিরেছে' }, SLOW);
  expect(
    await within(bangla).findByText('০ জন ক্রেতা অপেক্ষায় · এই মাসে ০ জনকে জানানো হয়েছে', {}, SLOW),
  ).toBeTruthy();
  const field = within(bangla).getByRole('textbox') as HTMLInputElement;
  expect(field.value).toBe('৫');
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, '১০১');
  await user.click(within(bangla).getByRole('button', { name: 'সংরক্ষণ করুন' }));
  expect((await within(bangla).findByRole('alert', {}, SLOW)).textContent).toBe(
    'প্রতি ইউনিটে কতজনকে জানানো হবে, তা ১ থেকে ১০০-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  );
}, 60_000);
