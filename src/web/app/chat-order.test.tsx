/**
 * The product page's chat buttons and the cookie choice, against a real shop server with
 * WHATSAPP_NUMBER, MESSENGER_PAGE and META_PIXEL_ID set: the WhatsApp message follows the shade
 * picked, in the page's language; the cookie bar remembers the choice and the pixel waits for it.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { giveOptions, type ShopServer, startShopServer, testConfig } from '../test/shop-server';

let shop: ShopServer;
let productId: number;
let name: string;
let shades: number[];
beforeAll(async () => {
  const base = testConfig().shop;
  shop = await startShopServer({
    shop: {
      ...base,
      siteUrl: 'https://sajghor.com.bd',
      whatsappNumber: '8801711222333',
      messengerPage: 'sajghor',
      metaPixelId: '1234567890',
    },
  });
  const { rows } = await shop.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM products WHERE status = 'active' AND category = 'makeup' ORDER BY id LIMIT 1`,
  );
  productId = rows[0]?.id as number;
  name = rows[0]?.name as string;
  shades = await giveOptions(
    shop.db,
    productId,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, salePrice: 220_000, stock: 4, swatch: '#9b111e' },
      { values: ['Velvet Teddy'], price: 240_000, stock: 6, swatch: '#a0695f' },
    ],
  );
});
afterAll(() => shop.close());
afterEach(() => {
  closeApp();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without a choice
  document.cookie = 'consent=; Path=/; Max-Age=0';
});

const SLOW = { timeout: 10_000 };

function whatsappText(link: HTMLElement): string | null {
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text');
}

test('the WhatsApp message names the shade picked, its price and its link', async () => {
  await renderApp(`/product/${productId}`);
  const group = within(await screen.findByRole('radiogroup', { name: 'Shade' }, SLOW));
  // The buttons' code loads after the page's (chat-order-slot.tsx).
  const whatsapp = await screen.findByRole('link', { name: /Order on WhatsApp/ }, SLOW);
  expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/8801711222333\?text=/);
  expect(whatsapp.getAttribute('target')).toBe('_blank');
  // No shade yet: the product alone.
  expect(whatsappText(whatsapp)).toBe(
    `Hello! I would like to order ${name}, ৳2,200. https://sajghor.com.bd/product/${productId}`,
  );

  const user = userEvent.setup({ delay: null });
  await user.click(group.getByRole('radio', { name: 'Velvet Teddy' }));
  await waitFor(() =>
    expect(whatsappText(screen.getByRole('link', { name: /Order on WhatsApp/ }))).toBe(
      `Hello! I would like to order ${name} (Velvet Teddy), ৳2,400. https://sajghor.com.bd/product/${productId}?variant=${shades[1]}`,
    ),
  );
  await user.click(group.getByRole('radio', { name: 'Ruby Woo' }));
  await waitFor(() =>
    expect(whatsappText(screen.getByRole('link', { name: /Order on WhatsApp/ }))).toContain(
      `(Ruby Woo), ৳2,200. https://sajghor.com.bd/product/${productId}?variant=${shades[0]}`,
    ),
  );
  const messenger = screen.getByRole('link', { name: /Message us on Messenger/ });
  expect(messenger.getAttribute('href')).toBe('https://m.me/sajghor');
});

test('on a Bangla page the buttons and the message are in Bangla', async () => {
  await renderApp(`/product/${productId}?variant=${shades[0]}`, 'bn');
  const whatsapp = await screen.findByRole('link', { name: /হোয়াটসঅ্যাপে অর্ডার করুন/ }, SLOW);
  expect(whatsappText(whatsapp)).toBe(
    `হ্যালো! আমি ${name} (Ruby Woo) অর্ডার করতে চাই, ৳২,২০০। https://sajghor.com.bd/product/${productId}?variant=${shades[0]}`,
  );
  expect(screen.getByRole('link', { name: /মেসেঞ্জারে মেসেজ দিন/ })).toBeTruthy();
});

test('the cookie bar asks once, remembers "necessary only" and loads no pixel', async () => {
  await renderApp(`/product/${productId}`);
  const bar = await screen.findByRole('region', { name: 'Cookies' }, SLOW);
  expect(bar.className).toMatch(/\bfixed\b.*\bbottom-0\b/);
  const user = userEvent.setup({ delay: null });
  await user.click(within(bar).getByRole('button', { name: 'Necessary only' }));
  await waitFor(() => expect(document.cookie).toMatch(/(^|; )consent=necessary(;|$)/));
  expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  expect(document.querySelector('script[data-meta-pixel]')).toBeNull();
  closeApp();
  await renderApp(`/product/${productId}`);
  await screen.findByRole('link', { name: /Order on WhatsApp/ }, SLOW);
  expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
});

test('accepting marketing loads the pixel after the page, from its own chunk', async () => {
  await renderApp(`/product/${productId}`);
  const bar = await screen.findByRole('region', { name: 'Cookies' }, SLOW);
  expect(document.querySelector('script[data-meta-pixel]')).toBeNull();
  const user = userEvent.setup({ delay: null });
  await user.click(within(bar).getByRole('button', { name: 'Accept marketing' }));
  await waitFor(() => expect(document.cookie).toMatch(/(^|; )consent=marketing(;|$)/));
  await waitFor(() => {
    const script = document.querySelector('script[data-meta-pixel]');
    expect(script?.getAttribute('src')).toBe('https://connect.facebook.net/en_US/fbevents.js');
  }, SLOW);
});
