/**
 * The product form for a role without `products.prices` (a Catalogue-like role the owner made):
 * the prices are shown read-only with a note, the stock stays editable, and a save goes through
 * with the prices sent back as they were. With variants, their prices are read-only and the list
 * of variants is fixed. Adding a product, which sets prices, is not offered.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { AdminProduct } from '#shared/schemas/admin';
import { closeApp, renderApp } from '../test/render-app';
import {
  createStaff,
  createStaffRole,
  giveOptions,
  injectAs,
  type ShopServer,
  type SignedInShopper,
  signInAsInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let keeper: SignedInShopper;
let plainId: number;
let shadedId: number;

async function createProduct(name: string): Promise<number> {
  const owner = await createStaff(shop.app, shop.db, 'owner');
  const created = await injectAs(shop.app, owner, 'POST', '/api/admin/products', {
    name,
    description: 'For the figures test.',
    category: 'makeup',
    price: 45_000,
    salePrice: 39_900,
    actualPrice: 20_000,
    stockQuantity: 9,
    status: 'active',
    images: [],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

beforeAll(async () => {
  shop = await startShopServer();
  plainId = await createProduct('Figures Kajal');
  shadedId = await createProduct('Figures Lipstick');
  await giveOptions(
    shop.db,
    shadedId,
    ['Shade'],
    [
      { values: ['Ruby'], price: 120_000, stock: 4 },
      { values: ['Chili'], price: 125_000, stock: 6 },
    ],
  );
  await createStaffRole(shop.db, 'stock_keeper', 'Stock keeper', [
    'products.view',
    'products.edit',
    'products.stock',
  ]);
  keeper = await signInAsInBrowser(await createStaff(shop.app, shop.db, 'stock_keeper'));
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

/**
 * happy-dom leaves the category select of an edit page empty (Chromium shows the product's:
 * e2e/activity.e2e.ts saves this form there), so the test chooses it as the product has it.
 */
async function keepCategory(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Category/), 'makeup');
}

async function savedProduct(id: number): Promise<AdminProduct> {
  const read = await injectAs(shop.app, keeper, 'GET', `/api/admin/products/${id}`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

test('prices read-only with a note, stock editable, and the save goes through', async () => {
  const user = userEvent.setup();
  const { router } = await renderApp(`/admin/products/${plainId}/edit`);
  const price = (await screen.findByLabelText(/^Price \(৳\)/, undefined, SLOW)) as HTMLInputElement;
  expect(price.readOnly).toBe(true);
  expect(price.value).toBe('450');
  expect((screen.getByLabelText(/^Sale price/) as HTMLInputElement).readOnly).toBe(true);
  expect((screen.getByLabelText(/^Cost price/) as HTMLInputElement).readOnly).toBe(true);
  expect(screen.getByText(/Your role cannot change prices/)).toBeTruthy();

  const stock = screen.getByLabelText(/^Stock/) as HTMLInputElement;
  expect(stock.readOnly).toBe(false);
  await user.clear(stock);
  await user.type(stock, '14');
  await user.type(price, '9'); // read-only: nothing changes
  expect(price.value).toBe('450');
  await keepCategory(user);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'), SLOW);

  expect(await savedProduct(plainId)).toMatchObject({
    price: 45_000,
    salePrice: 39_900,
    actualPrice: 20_000,
    stockQuantity: 14,
  });
});

test('with variants: their prices read-only, the list fixed, their stock editable', async () => {
  const user = userEvent.setup();
  const { router } = await renderApp(`/admin/products/${shadedId}/edit`);
  const rubyPrice = (await screen.findByLabelText(
    'Price (৳): Ruby',
    undefined,
    SLOW,
  )) as HTMLInputElement;
  expect(rubyPrice.readOnly).toBe(true);
  expect((screen.getByLabelText('SKU: Ruby') as HTMLInputElement).readOnly).toBe(true);
  const table = screen.getByRole('table');
  const remove = within(table).getByRole('button', { name: 'Remove Ruby' }) as HTMLButtonElement;
  expect(remove.disabled).toBe(true);
  expect(
    (screen.getByRole('button', { name: 'Generate variants' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  expect(screen.queryByLabelText('Set price for all')).toBeNull();
  expect(screen.getByText(/Adding, removing or renaming variants/)).toBeTruthy();

  const chiliStock = screen.getByLabelText('Stock: Chili');
  await user.clear(chiliStock);
  await user.type(chiliStock, '11');
  await keepCategory(user);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'), SLOW);

  const saved = await savedProduct(shadedId);
  expect(saved.variants?.map((v) => [v.options, v.price, v.stockQuantity])).toEqual([
    [['Ruby'], 120_000, 4],
    [['Chili'], 125_000, 11],
  ]);
});

test('adding a product is not offered without prices', async () => {
  await renderApp('/admin/products');
  expect(await screen.findByRole('heading', { name: 'Products' }, SLOW)).toBeTruthy();
  expect(screen.queryByRole('link', { name: /Add Product/i })).toBeNull();
  await renderApp('/admin/products/new');
  const note = await screen.findByText(/Adding a product sets its prices/, undefined, SLOW);
  const form = note.closest('form') as HTMLElement;
  expect(
    (within(form).getByRole('button', { name: /Create Product/ }) as HTMLButtonElement).disabled,
  ).toBe(true);
});
