/**
 * An admin ticks the skin types a cleanser suits in the product form, against a real shop server:
 * saved in the shop's order, ticked again on the edit page, changed there.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { AdminProduct } from '#shared/schemas/admin';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'admin');
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };
const NAME = 'Mattifying Gel Cleanser';

async function saved(): Promise<AdminProduct> {
  const found = await fetch(`/api/admin/products?q=${encodeURIComponent(NAME)}`);
  const [listed] = ((await found.json()) as { products: AdminProduct[] }).products;
  return (await (await fetch(`/api/admin/products/${listed?.id}`)).json()) as AdminProduct;
}

const skinTypes = () => screen.getByRole('group', { name: 'Skin types it suits' });
const box = (name: string) =>
  within(skinTypes()).getByRole('checkbox', { name }) as HTMLInputElement;

test('an admin ticks the skin types a product suits, then changes them', async () => {
  const user = userEvent.setup();
  const created = await renderApp('/admin/products/new');
  await user.type(await screen.findByLabelText(/^Name/, undefined, SLOW), NAME);
  await user.selectOptions(screen.getByLabelText(/^Category/), 'skincare');
  await user.type(screen.getByLabelText(/^Price \(৳\)/), '1500');
  await user.type(screen.getByLabelText(/^Stock/), '8');
  expect(
    within(skinTypes())
      .getAllByRole('checkbox')
      .map((each) => each.closest('label')?.textContent),
  ).toEqual(['Oily', 'Dry', 'Combination', 'Normal', 'Sensitive']);
  await user.click(box('Combination'));
  await user.click(box('Oily'));
  await user.click(screen.getByRole('button', { name: 'Create Product' }));
  await waitFor(() => expect(created.router.state.location.pathname).toBe('/admin/products'), SLOW);
  const product = await saved();
  expect(product.skinTypes).toEqual(['oily', 'combination']);
  closeApp();

  const edited = await renderApp(`/admin/products/${product.id}/edit`);
  await screen.findByRole('group', { name: 'Skin types it suits' }, SLOW);
  expect(box('Oily').checked).toBe(true);
  expect(box('Combination').checked).toBe(true);
  expect(box('Dry').checked).toBe(false);
  await user.click(box('Oily'));
  await user.click(box('Dry'));
  // happy-dom leaves an edit page's category select empty (admin-product-figures.test.tsx).
  await user.selectOptions(screen.getByLabelText(/^Category/), 'skincare');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(edited.router.state.location.pathname).toBe('/admin/products'), SLOW);
  expect((await saved()).skinTypes).toEqual(['dry', 'combination']);
});
