/** The wishlist: add once, remove, move to the cart, and one shopper never touching another's. */
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

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, who: SignedInShopper | null, payload?: unknown) {
  return injectAs(t.app, who, method, url, payload);
}

const ids = (body: { items: { productId: number }[] }) => body.items.map((item) => item.productId);

describe('the wishlist', () => {
  it('adds products once each, newest first, with their name, price and pictures', async () => {
    await call('POST', '/api/wishlist/items', shopper, { productId: 20 });
    await call('POST', '/api/wishlist/items', shopper, { productId: 21 });
    const again = await call('POST', '/api/wishlist/items', shopper, { productId: 20 });
    expect(again.statusCode).toBe(200);
    const list = (await call('GET', '/api/wishlist', shopper)).json();
    expect(ids(list)).toEqual([21, 20]);
    const [product] = await t.db.select().from(products).where(eq(products.id, 21));
    expect(list.items[0]).toMatchObject({
      name: product?.name,
      price: product?.salePrice ?? product?.price,
      images: product?.images,
    });
  });

  it('removes a product, and says so when it was not there', async () => {
    await call('POST', '/api/wishlist/items', shopper, { productId: 22 });
    const removed = await call('DELETE', '/api/wishlist/items/22', shopper);
    expect(ids(removed.json())).not.toContain(22);
    const missing = await call('DELETE', '/api/wishlist/items/22', shopper);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This product is not in your wishlist');
  });

  it('moves a product to the cart, and keeps it listed when the cart refuses', async () => {
    await t.db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, 23));
    await call('POST', '/api/wishlist/items', shopper, { productId: 23 });
    const moved = await call('POST', '/api/wishlist/items/23/move-to-cart', shopper);
    expect(moved.statusCode).toBe(200);
    expect(ids(moved.json())).not.toContain(23);
    const cart = (await call('GET', '/api/cart', shopper)).json();
    expect(cart.items).toContainEqual(expect.objectContaining({ productId: 23, quantity: 1 }));

    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, 24));
    await call('POST', '/api/wishlist/items', shopper, { productId: 24 });
    const refused = await call('POST', '/api/wishlist/items/24/move-to-cart', shopper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product is out of stock');
    expect(ids((await call('GET', '/api/wishlist', shopper)).json())).toContain(24);
  });

  it('refuses unknown, inactive and malformed products', async () => {
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, 25));
    expect((await call('POST', '/api/wishlist/items', shopper, { productId: 25 })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/wishlist/items', shopper, { productId: 999999 })).statusCode,
    ).toBe(404);
    const word = await call('POST', '/api/wishlist/items', shopper, { productId: 'x' });
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('productId: Product id must be a whole number from 1');
    expect((await call('DELETE', '/api/wishlist/items/abc', shopper)).statusCode).toBe(400);
  });

  it('keeps each shopper to their own wishlist', async () => {
    await call('POST', '/api/wishlist/items', shopper, { productId: 26 });
    expect(ids((await call('GET', '/api/wishlist', other)).json())).not.toContain(26);
    expect((await call('DELETE', '/api/wishlist/items/26', other)).statusCode).toBe(404);
    expect((await call('POST', '/api/wishlist/items/26/move-to-cart', other)).statusCode).toBe(404);
    expect(ids((await call('GET', '/api/wishlist', shopper)).json())).toContain(26);
  });

  it('needs a session for every wishlist route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/wishlist', undefined],
      ['POST', '/api/wishlist/items', { productId: 20 }],
      ['DELETE', '/api/wishlist/items/20', undefined],
      ['POST', '/api/wishlist/items/20/move-to-cart', undefined],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
    }
  });
});
