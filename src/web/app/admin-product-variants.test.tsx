/**
 * An admin makes a lipstick in six shades in the product form's Options and variants editor,
 * against a real shop server: options as chips, Generate variants, bulk price and stock, one
 * shade's stock and swatch edited; what is saved is what the table showed. A SKU another product
 * already uses is refused on the row that has it.
 */
import '../test/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
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
const SHADES = ['Ruby Woo', 'Velvet Teddy', 'Chili', 'Pink Nouveau', 'Mocha', 'Plum Dandy'];

/** Fills the product's own fields and the Shade option, then generates the six rows. */
async function startLipstick(name: string) {
  const user = userEvent.setup();
  const { router } = await renderApp('/admin/products/new');
  await user.type(await screen.findByLabelText(/^Name/, undefined, SLOW), name);
  await user.selectOptions(screen.getByLabelText(/^Category/), 'makeup');
  await user.type(screen.getByLabelText('Brand'), 'MAC');
  await user.click(screen.getByRole('button', { name: 'Add an option' }));
  await user.type(screen.getByLabelText('Option 1'), 'Shade');
  const values = screen.getByLabelText('Values of Shade', { selector: 'input' });
  for (const shade of SHADES) await user.type(values, `${shade}{Enter}`);
  // The price and stock of the product itself give way to the variants'.
  expect(screen.queryByLabelText(/^Price \(৳\)/, { selector: 'input[name=price]' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Generate variants' }));
  await user.type(screen.getByLabelText('Set price for all'), '2400{Enter}');
  await user.type(screen.getByLabelText('Set stock for all'), '5{Enter}');
  return { user, router };
}

test('an admin creates a lipstick in six shades', async () => {
  const { user, router } = await startLipstick('Retro Matte Lipstick');
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(1 + SHADES.length);
  expect((screen.getByLabelText('SKU: Ruby Woo') as HTMLInputElement).value).toBe(
    'MAC-RML-RUBYWOO',
  );
  const chiliStock = screen.getByLabelText('Stock: Chili');
  await user.clear(chiliStock);
  await user.type(chiliStock, '9');
  fireEvent.input(screen.getByLabelText('Swatch: Ruby Woo'), { target: { value: '#9b111e' } });
  await user.selectOptions(screen.getByLabelText('Shade family: Ruby Woo'), 'red');

  await user.click(screen.getByRole('button', { name: 'Create Product' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'), SLOW);

  // What was saved, as the admin API reads it back.
  const found = await fetch('/api/admin/products?q=Retro%20Matte%20Lipstick');
  const [listed] = ((await found.json()) as { products: AdminProduct[] }).products;
  const product = (await (await fetch(`/api/admin/products/${listed?.id}`)).json()) as AdminProduct;
  const variants = product.variants ?? [];
  expect(variants.map((variant) => variant.options)).toEqual(SHADES.map((shade) => [shade]));
  expect(variants.map((variant) => variant.stockQuantity)).toEqual([5, 5, 9, 5, 5, 5]);
  expect(variants.every((variant) => variant.price === 240_000)).toBe(true);
  expect(variants[0]).toMatchObject({
    swatch: '#9b111e',
    shadeFamily: 'red',
    sku: 'MAC-RML-RUBYWOO',
  });
  expect(product.stockQuantity).toBe(34);
});

test("a SKU another product uses is refused on that shade's row", async () => {
  // The same brand and initials suggest the same SKUs as the lipstick above.
  const { user, router } = await startLipstick('Retro Matte Liner');
  await user.click(screen.getByRole('button', { name: 'Create Product' }));
  const sku = screen.getByLabelText('SKU: Ruby Woo');
  await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'), SLOW);
  const error = document.getElementById(sku.getAttribute('aria-describedby') ?? '');
  expect(error?.textContent).toBe('SKU MAC-RML-RUBYWOO is already used by Retro Matte Lipstick');
  expect(router.state.location.pathname).toBe('/admin/products/new');
});
