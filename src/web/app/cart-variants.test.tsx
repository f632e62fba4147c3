/**
 * Shades and sizes in the cart and wishlist, against a real shop server: two shades are two lines,
 * each naming its shade and changed or removed on its own; a wishlisted product with options asks
 * the shopper to choose on its page.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Cart } from '#shared/schemas/cart';
import { closeApp, renderApp } from '../test/render-app';
import {
  giveOptions,
  injectAs,
  type ShopServer,
  setProduct,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(() => closeApp());

const SLOW = { timeout: 10_000 };
const LIPSTICK = 30;

test('shows two shades as two lines and changes each on its own', async () => {
  await setProduct(shop.db, LIPSTICK, { status: 'active' });
  const [ruby = 0, nude = 0] = await giveOptions(
    shop.db,
    LIPSTICK,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, stock: 10 },
      { values: ['Velvet Nude'], price: 240_000, stock: 10 },
    ],
  );
  const shopper = await signInInBrowser(shop);
  for (const variantId of [ruby, nude]) {
    const added = await injectAs(shop.app, shopper, 'POST', '/api/cart/items', {
      productId: LIPSTICK,
      variantId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const serverCart = async () =>
    (await injectAs(shop.app, shopper, 'GET', '/api/cart')).json() as Cart;
  const name = (await serverCart()).items[0]?.name ?? '';

  await renderApp('/cart');
  const list = await screen.findByRole('list', { name: 'Items in your cart' }, SLOW);
  const lines = within(list).getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  const [rubyLine, nudeLine] = lines as [HTMLElement, HTMLElement];
  expect(within(rubyLine).getByText('Shade: Ruby Woo')).toBeTruthy();
  expect(within(nudeLine).getByText('Shade: Velvet Nude')).toBeTruthy();
  const user = userEvent.setup({ delay: null });
  await user.click(
    within(nudeLine).getByRole('button', {
      name: `Increase quantity of ${name} (Shade: Velvet Nude)`,
    }),
  );
  await waitFor(async () => {
    const cart = await serverCart();
    expect(cart.items.map((line) => [line.variant?.id, line.quantity])).toEqual([
      [ruby, 1],
      [nude, 2],
    ]);
  }, SLOW);

  // At one, minus stops and says what it does; only the bin takes the line away (issue 37).
  const bin = within(rubyLine).getByRole('button', {
    name: `Remove ${name} (Shade: Ruby Woo) from cart`,
  });
  const minus = within(rubyLine).getByRole('button', {
    name: `Decrease quantity of ${name} (Shade: Ruby Woo)`,
  });
  // One change at a time: the buttons wait until the last answer is in.
  await waitFor(() => expect((bin as HTMLButtonElement).disabled).toBe(false), SLOW);
  expect((minus as HTMLButtonElement).disabled).toBe(true);
  await user.click(bin);
  await waitFor(async () => {
    const cart = await serverCart();
    expect(cart.items.map((line) => [line.variant?.id, line.quantity])).toEqual([[nude, 2]]);
  }, SLOW);
  await waitFor(() => {
    const left = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    expect(left).toHaveLength(1);
    expect(left[0]?.textContent).toContain('Shade: Velvet Nude');
  }, SLOW);
});

test('a wishlisted product with options sends the shopper to its page to choose', async () => {
  const SANDALS = 31;
  await setProduct(shop.db, SANDALS, { status: 'active' });
  await giveOptions(
    shop.db,
    SANDALS,
    ['Size'],
    [
      { values: ['39'], price: 300_000, stock: 5 },
      { values: ['40'], price: 300_000, stock: 5 },
    ],
  );
  const shopper = await signInInBrowser(shop);
  const listed = await injectAs(shop.app, shopper, 'POST', '/api/wishlist/items', {
    productId: SANDALS,
  });
  expect(listed.statusCode, listed.body).toBe(200);

  const { router } = await renderApp('/account');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'Wishlist' }, SLOW));
  await user.click(await screen.findByRole('button', { name: /Move to Cart/ }, SLOW));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${SANDALS}`), SLOW);
  expect(await screen.findByText('Choose a Size first', {}, SLOW)).toBeTruthy();
  // Nothing was moved: the product stays on the wishlist and the cart stays empty.
  const wishlist = (await injectAs(shop.app, shopper, 'GET', '/api/wishlist')).json();
  expect(wishlist.items.map((item: { productId: number }) => item.productId)).toEqual([SANDALS]);
  expect((await injectAs(shop.app, shopper, 'GET', '/api/cart')).json().items).toEqual([]);
});
