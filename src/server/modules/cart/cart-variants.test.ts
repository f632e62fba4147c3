/** The cart with shades and sizes: which variant a line holds, and every way to name a wrong one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { setProduct } from '../../test/fixtures/orders';
import { giveOptions, setVariant } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopper: SignedInShopper;
/** Product 40 in three shades (Coral not on sale); product 41 in one shade on sale. */
let ruby: number;
let nude: number;
let coral: number;
let onlyShade: number;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app);
  for (const id of [40, 41, 42]) await setProduct(t.db, id, { status: 'active' });
  [ruby = 0, nude = 0, coral = 0] = await giveOptions(
    t.db,
    40,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, stock: 5, swatch: '#9b111e', shadeFamily: 'red' },
      { values: ['Velvet Nude'], price: 240_000, salePrice: 200_000, stock: 2 },
      { values: ['Coral'], price: 230_000, stock: 9, status: 'inactive' },
    ],
  );
  [onlyShade = 0] = await giveOptions(
    t.db,
    41,
    ['Shade', 'Size'],
    [
      { values: ['Mocha', '3.5 g'], price: 150_000, stock: 4 },
      { values: ['Plum', '3.5 g'], price: 150_000, stock: 4, status: 'inactive' },
    ],
  );
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, lang = 'en') {
  return injectAs(t.app, `${shopper.cookie}; lang=${lang}`, method, url, payload);
}
const add = (payload: Record<string, unknown>, lang?: string) =>
  call('POST', '/api/cart/items', payload, lang);

describe('a cart of variants', () => {
  it('asks which shade when a product has several on sale, in either language', async () => {
    const answer = await add({ productId: 40 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Choose a Shade first');
    const bangla = await add({ productId: 40 }, 'bn');
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toBe('আগে Shade বেছে নিন');
  });

  it('refuses an unknown variant, another product’s variant and one not on sale', async () => {
    const unknown = await add({ productId: 40, variantId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('That choice is not available for this product');
    const otherProducts = await add({ productId: 42, variantId: ruby });
    expect(otherProducts.statusCode).toBe(404);
    expect(otherProducts.json().message).toBe('That choice is not available for this product');
    const offSale = await add({ productId: 40, variantId: coral });
    expect(offSale.statusCode).toBe(409);
    expect(offSale.json().message).toBe('Shade: Coral is no longer available');
    const malformed = await add({ productId: 40, variantId: 'ruby' });
    expect(malformed.statusCode).toBe(400);
    expect((await call('GET', '/api/cart')).json().items).toEqual([]);
  });

  it('uses the only variant on sale when none is named, and a default variant as today', async () => {
    const answer = await add({ productId: 41 });
    expect(answer.statusCode).toBe(200);
    const [line] = answer.json().items;
    expect(line.variant).toEqual({
      id: onlyShade,
      title: 'Shade: Mocha, Size: 3.5 g',
      sku: 'T-41-1',
      options: [
        { name: 'Shade', value: 'Mocha' },
        { name: 'Size', value: '3.5 g' },
      ],
    });
    const plain = await add({ productId: 42 });
    expect(plain.statusCode).toBe(200);
    const plainLine = plain
      .json()
      .items.find((item: { productId: number }) => item.productId === 42);
    expect(plainLine.variant).toMatchObject({ title: null, sku: 'SG-42', options: [] });
    await call('DELETE', '/api/cart');
  });

  it('keeps two shades of one product as two lines, each priced and capped by its own stock', async () => {
    expect((await add({ productId: 40, variantId: ruby, quantity: 2 })).statusCode).toBe(200);
    const both = await add({ productId: 40, variantId: nude, quantity: 2 });
    expect(both.statusCode).toBe(200);
    const cart = both.json();
    expect(cart.items.map((item: { variant: { id: number } }) => item.variant.id)).toEqual([
      ruby,
      nude,
    ]);
    expect(cart.items.map((item: { price: number }) => item.price)).toEqual([250_000, 200_000]);
    expect(cart.subtotal).toBe(2 * 250_000 + 2 * 200_000);
    expect(cart.itemCount).toBe(4);

    const tooMany = await add({ productId: 40, variantId: nude, quantity: 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 2 left in stock');
    expect((await add({ productId: 40, variantId: ruby, quantity: 3 })).statusCode).toBe(200);
  });

  it('needs the shade to change or remove a line of a product in two shades', async () => {
    const unnamed = await call('PUT', '/api/cart/items/40', { quantity: 1 });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(
      'This product is in your cart more than once: say which one',
    );
    const overStock = await call('PUT', '/api/cart/items/40', { quantity: 3, variantId: nude });
    expect(overStock.statusCode).toBe(409);
    const set = await call('PUT', '/api/cart/items/40', { quantity: 1, variantId: nude });
    expect(set.statusCode).toBe(200);
    expect(set.json().items.map((item: { quantity: number }) => item.quantity)).toEqual([5, 1]);

    expect((await call('DELETE', '/api/cart/items/40')).statusCode).toBe(400);
    const removed = await call('DELETE', `/api/cart/items/40?variantId=${ruby}`);
    expect(removed.statusCode).toBe(200);
    expect(
      removed.json().items.map((item: { variant: { id: number } }) => item.variant.id),
    ).toEqual([nude]);
    // One line left: the product's id alone names it again.
    expect((await call('PUT', '/api/cart/items/40', { quantity: 2 })).statusCode).toBe(200);
  });

  it('marks a line whose variant went off sale, and leaves it out of the subtotal', async () => {
    await setVariant(t.db, nude, { status: 'inactive' });
    const cart = (await call('GET', '/api/cart')).json();
    expect(cart.items[0].problem).toBe('inactive');
    expect(cart.subtotal).toBe(0);
    await setVariant(t.db, nude, { status: 'active' });
  });
});
