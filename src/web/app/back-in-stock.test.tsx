/**
 * "Notify me when it's back" as a shopper meets it on a sold-out shade, against a real shop server:
 * a visitor is sent to sign in; a shopper asks by e-mail, sees where the news will go, and can stop
 * waiting; a shade in stock offers nothing of the kind.
 */
import '../test/browser';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  giveOptions,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let productId: number;
let inStock: number;
let soldOut: number;
beforeAll(async () => {
  shop = await startShopServer();
  const { rows } = await shop.db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE status = 'active' AND category = 'makeup' ORDER BY id LIMIT 1`,
  );
  productId = rows[0]?.id as number;
  [inStock, soldOut] = (await giveOptions(
    shop.db,
    productId,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, stock: 4, swatch: '#9b111e' },
      { values: ['Diva'], price: 260_000, stock: 0, swatch: '#5c1a1b' },
    ],
  )) as [number, number];
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };

async function asksOf(userId: string) {
  const { rows } = await shop.db.execute(
    sql`SELECT variant_id, channel, language FROM stock_alerts WHERE user_id = ${userId}`,
  );
  return rows;
}

test('a visitor on a sold-out shade is asked to sign in first', async () => {
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
  await renderApp(`/product/${productId}?variant=${soldOut}`);
  const link = await screen.findByRole('link', { name: "Notify me when it's back" }, SLOW);
  expect(link.getAttribute('href')).toBe(
    `/login?redirect=${encodeURIComponent(`/product/${productId}?variant=${soldOut}`)}`,
  );
  expect(screen.getByText("Sign in to be told when it's back")).toBeTruthy();
});

test('a shopper asks to be e-mailed when the shade is back, then stops waiting', async () => {
  const shopper = await signInInBrowser(shop);
  await renderApp(`/product/${productId}?variant=${soldOut}`);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: "Notify me when it's back" }, SLOW));
  const byEmail = screen.getByRole('radio', { name: `E-mail to ${shopper.email}` });
  expect((byEmail as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Notify me' }));

  expect(
    await screen.findByText(`We'll e-mail ${shopper.email} once when it's back.`, {}, SLOW),
  ).toBeTruthy();
  expect(await asksOf(shopper.userId)).toEqual([
    { variant_id: soldOut, channel: 'email', language: 'en' },
  ]);

  await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
  expect(await screen.findByText('You will not be told about it.', {}, SLOW)).toBeTruthy();
  await waitFor(async () => expect(await asksOf(shopper.userId)).toEqual([]));
  expect(
    await screen.findByRole('button', { name: "Notify me when it's back" }, SLOW),
  ).toBeTruthy();
});

test('a shade in stock offers Add to Cart and no Notify me', async () => {
  await signInInBrowser(shop);
  await renderApp(`/product/${productId}?variant=${inStock}`);
  await screen.findByText('In Stock (4 available)', {}, SLOW);
  expect(screen.queryByRole('button', { name: "Notify me when it's back" })).toBeNull();
});
