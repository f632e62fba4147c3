/** The cart: adding up, stock limits, quantities, removal, and one shopper never touching another's. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopper: SignedInShopper;
let other: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app);
  other = await createShopper(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, who: SignedInShopper | null, payload?: unknown) {
  return injectAs(t.app, who, method, url, payload);
}

async function stockOf(productId: number) {
  const [row] = await t.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? 0;
}

async function setStock(productId: number, stockQuantity: number) {
  await t.db.update(products).set({ stockQuantity }).where(eq(products.id, productId));
}

describe('the cart', () => {
  it('starts empty and adds up when a product is added again', async () => {
    await call('DELETE', '/api/cart', shopper);
    const empty = await call('GET', '/api/cart', shopper);
    expect(empty.json()).toEqual({ items: [], itemCount: 0, subtotal: 0 });

    await setStock(3, 20);
    const first = await call('POST', '/api/cart/items', shopper, { productId: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json().items[0]).toMatchObject({ productId: 3, quantity: 1, problem: null });
    const again = await call('POST', '/api/cart/items', shopper, { productId: 3, quantity: 3 });
    const cart = again.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(4);
    expect(cart.itemCount).toBe(4);
    const [product] = await t.db.select().from(products).where(eq(products.id, 3));
    const charged = product?.salePrice ?? product?.price ?? 0;
    expect(cart.items[0].price).toBe(charged);
    expect(cart.subtotal).toBe(charged * 4);
    expect(cart.items[0]).toMatchObject({ name: product?.name, brand: product?.brand });
  });

  it('refuses more than the stock and leaves the cart as it was', async () => {
    await call('DELETE', '/api/cart', shopper);
    await setStock(4, 3);
    await call('POST', '/api/cart/items', shopper, { productId: 4, quantity: 2 });
    const over = await call('POST', '/api/cart/items', shopper, { productId: 4, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: 'Only 3 left in stock',
      code: 'NOT_ENOUGH_STOCK',
    });
    const setOver = await call('PUT', '/api/cart/items/4', shopper, { quantity: 5 });
    expect(setOver.json().message).toBe('Only 3 left in stock');
    const cart = (await call('GET', '/api/cart', shopper)).json();
    expect(cart.items[0].quantity).toBe(2);
    expect(await stockOf(4)).toBe(3);
  });

  it('refuses an out-of-stock product and an inactive or unknown one', async () => {
    await setStock(5, 0);
    const out = await call('POST', '/api/cart/items', shopper, { productId: 5 });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('This product is out of stock');
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, 6));
    const inactive = await call('POST', '/api/cart/items', shopper, { productId: 6 });
    expect(inactive.statusCode).toBe(404);
    const unknown = await call('POST', '/api/cart/items', shopper, { productId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
  });

  it('sets quantities, removes at zero or below, removes and clears', async () => {
    await call('DELETE', '/api/cart', shopper);
    await setStock(7, 10);
    await setStock(8, 10);
    await call('POST', '/api/cart/items', shopper, { productId: 7 });
    await call('POST', '/api/cart/items', shopper, { productId: 8 });
    const set = await call('PUT', '/api/cart/items/7', shopper, { quantity: 5 });
    expect(set.json().itemCount).toBe(6);
    const zero = await call('PUT', '/api/cart/items/7', shopper, { quantity: 0 });
    expect(zero.json().items.map((line: { productId: number }) => line.productId)).toEqual([8]);
    const removed = await call('DELETE', '/api/cart/items/8', shopper);
    expect(removed.json().items).toEqual([]);
    const missing = await call('DELETE', '/api/cart/items/8', shopper);
    expect(missing.statusCode).toBe(404);
    await call('POST', '/api/cart/items', shopper, { productId: 7, quantity: 2 });
    const cleared = await call('DELETE', '/api/cart', shopper);
    expect(cleared.json()).toEqual({ items: [], itemCount: 0, subtotal: 0 });
  });

  it('flags lines whose product went out of stock or off sale, and leaves them out of the subtotal', async () => {
    await call('DELETE', '/api/cart', shopper);
    await setStock(9, 5);
    await setStock(10, 5);
    await call('POST', '/api/cart/items', shopper, { productId: 9, quantity: 2 });
    await call('POST', '/api/cart/items', shopper, { productId: 10, quantity: 1 });
    await setStock(9, 1);
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, 10));
    const cart = (await call('GET', '/api/cart', shopper)).json();
    expect(cart.items.map((line: { problem: string }) => line.problem)).toEqual([
      'not_enough_stock',
      'inactive',
    ]);
    expect(cart.subtotal).toBe(0);
    // Lowering a line to what is left is allowed.
    const fixed = await call('PUT', '/api/cart/items/9', shopper, { quantity: 1 });
    expect(fixed.json().items[0].problem).toBeNull();
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, 10));
  });

  it.each([
    ['a fractional quantity', { productId: 3, quantity: 1.5 }],
    ['a zero quantity', { productId: 3, quantity: 0 }],
    ['more than 99', { productId: 3, quantity: 100 }],
    ['a quantity as text', { productId: 3, quantity: 'two' }],
    ['no product', { quantity: 1 }],
    ['a product id as a word', { productId: 'lipstick' }],
    ['an extra field', { productId: 3, price: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    await call('DELETE', '/api/cart', shopper);
    const response = await call('POST', '/api/cart/items', shopper, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect((await call('GET', '/api/cart', shopper)).json().items).toEqual([]);
  });

  it('never lets a line pass 99', async () => {
    await call('DELETE', '/api/cart', shopper);
    await setStock(11, 500);
    await call('POST', '/api/cart/items', shopper, { productId: 11, quantity: 99 });
    const more = await call('POST', '/api/cart/items', shopper, { productId: 11 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('You can have at most 99 of one product in your cart');
    const set = await call('PUT', '/api/cart/items/11', shopper, { quantity: 100 });
    expect(set.statusCode).toBe(400);
  });

  it('keeps each shopper to their own cart', async () => {
    await call('DELETE', '/api/cart', shopper);
    await call('DELETE', '/api/cart', other);
    await setStock(12, 10);
    await call('POST', '/api/cart/items', shopper, { productId: 12, quantity: 2 });
    expect((await call('GET', '/api/cart', other)).json().items).toEqual([]);
    expect((await call('PUT', '/api/cart/items/12', other, { quantity: 5 })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/cart/items/12', other)).statusCode).toBe(404);
    await call('DELETE', '/api/cart', other);
    const mine = (await call('GET', '/api/cart', shopper)).json();
    expect(mine.items[0]).toMatchObject({ productId: 12, quantity: 2 });
  });

  it('needs a session for every cart route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/cart', undefined],
      ['POST', '/api/cart/items', { productId: 3 }],
      ['PUT', '/api/cart/items/3', { quantity: 1 }],
      ['DELETE', '/api/cart/items/3', undefined],
      ['DELETE', '/api/cart', undefined],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
    }
  });

  it('lets only one of two simultaneous adds take the last units', async () => {
    await call('DELETE', '/api/cart', shopper);
    await setStock(13, 3);
    const answers = await Promise.all([
      call('POST', '/api/cart/items', shopper, { productId: 13, quantity: 2 }),
      call('POST', '/api/cart/items', shopper, { productId: 13, quantity: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await call('GET', '/api/cart', shopper)).json().items[0].quantity).toBe(2);
  });
});
