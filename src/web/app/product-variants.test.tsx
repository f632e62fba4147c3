/**
 * A product in shades as a shopper meets it, against a real shop server: nothing can be added until
 * a shade is chosen, a sold-out shade cannot be, and the shade chosen sets the price, stock, SKU
 * and address and is the one that lands in the cart.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Cart } from '#shared/schemas/cart';
import { closeApp, renderApp } from '../test/render-app';
import {
  giveOptions,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let productId: number;
let shades: number[];
beforeAll(async () => {
  shop = await startShopServer();
  const { rows } = await shop.db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE status = 'active' AND category = 'makeup' ORDER BY id LIMIT 1`,
  );
  productId = rows[0]?.id as number;
  shades = await giveOptions(
    shop.db,
    productId,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, salePrice: 220_000, stock: 4, swatch: '#9b111e' },
      { values: ['Velvet Teddy'], price: 240_000, stock: 6, swatch: '#a0695f' },
      { values: ['Diva'], price: 260_000, stock: 0, swatch: '#5c1a1b' },
    ],
  );
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };

async function cartLines() {
  const response = await fetch('/api/cart', { credentials: 'same-origin' });
  return ((await response.json()) as Cart).items;
}

test('a shopper picks a shade, sees its price, stock and SKU, and adds that shade to the cart', async () => {
  await signInInBrowser(shop);
  const { router } = await renderApp(`/product/${productId}`);
  const group = within(await screen.findByRole('radiogroup', { name: 'Shade' }, SLOW));
  const addToCart = screen.getByRole('button', { name: 'Add to Cart' });
  // No WHATSAPP_NUMBER, MESSENGER_PAGE or META_PIXEL_ID: no chat buttons and no cookie question.
  expect(
    screen.queryByRole('link', { name: /Order on WhatsApp|Message us on Messenger/ }),
  ).toBeNull();
  expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();

  // Nothing chosen yet: the button says why it waits.
  expect(addToCart.hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('Choose a Shade')).toBeTruthy();
  expect(addToCart.getAttribute('aria-describedby')).toBe(
    screen.getByText('Choose a Shade').getAttribute('id'),
  );
  const diva = group.getByRole('radio', { name: 'Diva, sold out' }) as HTMLInputElement;
  expect(diva.disabled).toBe(true);

  const user = userEvent.setup({ delay: null });
  await user.click(group.getByRole('radio', { name: 'Ruby Woo' }));
  expect((group.getByRole('radio', { name: 'Ruby Woo' }) as HTMLInputElement).checked).toBe(true);
  await waitFor(() => expect(router.state.location.search).toBe(`?variant=${shades[0]}`), SLOW);
  expect(screen.getByText('৳2,200')).toBeTruthy();
  expect(screen.getByText('In Stock (4 available)')).toBeTruthy();
  expect(screen.queryByText('Choose a Shade')).toBeNull();
  expect(document.title).toMatch(/ – Ruby Woo \| Sajghor$/);

  await user.click(screen.getByRole('tab', { name: 'Specifications' }));
  expect(screen.getByText(`T-${productId}-1`)).toBeTruthy();

  await user.click(addToCart);
  await waitFor(async () => {
    const lines = await cartLines();
    expect(lines.map((line) => [line.variant?.id, line.variant?.title, line.quantity])).toEqual([
      [shades[0], 'Shade: Ruby Woo', 1],
    ]);
  }, SLOW);
});

test('a shared link opens its shade, and arrow keys move to the next one', async () => {
  const { router } = await renderApp(`/product/${productId}?variant=${shades[1]}`);
  const group = within(await screen.findByRole('radiogroup', { name: 'Shade' }, SLOW));
  const velvet = group.getByRole('radio', { name: 'Velvet Teddy' }) as HTMLInputElement;
  expect(velvet.checked).toBe(true);
  expect(screen.getByText('৳2,400')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(false);

  const user = userEvent.setup({ delay: null });
  velvet.focus();
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(router.state.location.search).toBe(`?variant=${shades[0]}`), SLOW);
  expect((group.getByRole('radio', { name: 'Ruby Woo' }) as HTMLInputElement).checked).toBe(true);
});

test('a product without options shows no picker and goes to the cart as before', async () => {
  const { rows } = await shop.db.execute<{ id: number }>(
    sql`SELECT id FROM products p WHERE status = 'active' AND stock_quantity > 0 AND NOT EXISTS
          (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY id LIMIT 1`,
  );
  const plainId = Number(rows[0]?.id);
  await signInInBrowser(shop);
  await renderApp(`/product/${plainId}`);
  await screen.findByRole('heading', { level: 1 }, SLOW);
  expect(screen.queryByRole('radiogroup')).toBeNull();
  expect(screen.queryByText(/^Choose a /)).toBeNull();

  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(async () => {
    const lines = await cartLines();
    expect(lines.map((line) => [line.productId, line.variant?.title ?? null])).toEqual([
      [plainId, null],
    ]);
  }, SLOW);
});
