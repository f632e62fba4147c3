/**
 * A list of products with shades, against a real shop server: the card's price range and shade
 * count, its Choose options link, and the Shade family filter ticked into the URL.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  giveOptions,
  type ShopServer,
  setProduct,
  setVariant,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(() => closeApp());

const SLOW = { timeout: 10_000 };
const LIPSTICK = 31;
const SKU = 'LISTTEST-RW-7';

test('a card shows its price range and shades; the Shade family filter goes into the URL', async () => {
  await setProduct(shop.db, LIPSTICK, { status: 'active' });
  const [ruby = 0] = await giveOptions(
    shop.db,
    LIPSTICK,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 120_000, stock: 4, shadeFamily: 'red' },
      { values: ['Velvet Nude'], price: 85_000, stock: 2, shadeFamily: 'nude' },
    ],
  );
  await setVariant(shop.db, ruby, { sku: SKU });

  const { router } = await renderApp(`/products?q=${SKU}`);
  const results = await screen.findByRole('region', { name: 'Products' }, SLOW);
  const card = await within(results).findByRole('article', {}, SLOW);
  expect(within(card).getByText('৳850 – ৳1,200')).toBeTruthy();
  expect(within(card).getByText('2 shades')).toBeTruthy();
  // A shade is chosen on the product's page, so the card sends the shopper there.
  const choose = within(card).getByRole('link', { name: /^Choose options/ });
  expect(choose.getAttribute('href')).toBe(`/product/${LIPSTICK}`);

  const filters = screen.getAllByRole('group', { name: 'Shade family' })[0];
  if (!filters) throw new Error('no Shade family filter');
  await userEvent
    .setup({ delay: null })
    .click(within(filters).getByRole('checkbox', { name: /Red/ }));
  await waitFor(() => expect(router.state.location.search).toContain('shadeFamilies=red'));
});
