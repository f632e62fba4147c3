/**
 * The shopper's Skin type filter and the product page's "Suits" line, against a real shop server
 * with the sample shop's skincare: the group shows where the list holds skincare, its five types
 * go into the URL, and the list narrows to them.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };

async function showing(): Promise<number> {
  const status = await screen.findByText(/^Showing /, undefined, SLOW);
  return Number(status.textContent?.replace(/\D/g, ''));
}

test('skincare lists filter by skin type, kept in the URL', async () => {
  const { router } = await renderApp('/products/skincare');
  const all = await showing();
  const [group] = await screen.findAllByRole('group', { name: 'Skin type' }, SLOW);
  if (!group) throw new Error('no Skin type filter');
  const boxes = within(group).getAllByRole('checkbox');
  // Five types, no counts: the list does not count them (docs/decisions/044).
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
    'Oily',
    'Dry',
    'Combination',
    'Normal',
    'Sensitive',
  ]);
  await userEvent
    .setup({ delay: null })
    .click(within(group).getByRole('checkbox', { name: 'Dry' }));
  await waitFor(() => expect(router.state.location.search).toBe('?skinTypes=dry'));
  await waitFor(async () => expect(await showing()).toBeLessThan(all), SLOW);
  const { rows } = await shop.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM products
      WHERE status = 'active' AND category = 'skincare' AND 'dry' = ANY (skin_types)`,
  );
  const expected = rows[0]?.count;
  expect(await showing()).toBe(expected);
});

test('lists without skincare offer no Skin type filter', async () => {
  await renderApp('/products/handbags');
  await screen.findAllByRole('group', { name: 'Brands' }, SLOW);
  expect(screen.queryByRole('group', { name: 'Skin type' })).toBeNull();
});

test('the product page says which skin types it suits, in Bangla too', async () => {
  const { rows } = await shop.db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE name = 'CeraVe Foaming Facial Cleanser'`,
  );
  const cleanser = rows[0];
  await renderApp(`/product/${cleanser?.id}`);
  expect(
    await screen.findByText('Suits: Oily, Combination, Normal skin', undefined, SLOW),
  ).toBeTruthy();
  closeApp();
  await renderApp(`/product/${cleanser?.id}`, 'bn');
  expect(await screen.findByText('উপযোগী: তৈলাক্ত, মিশ্র, স্বাভাবিক ত্বক', undefined, SLOW)).toBeTruthy();
});
