/**
 * A review names the shades or sizes its author bought ("Bought: Ruby Woo"), read from their
 * orders of that product each time the review is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '#shared/schemas/review';
import type { SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, createShoppers, setProduct } from '../../test/fixtures/orders';
import { giveOptions } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let ruby: number;
let nude: number;
let red: number;

beforeAll(async () => {
  t = await createTestApp();
  await Promise.all([60, 61, 62].map((id) => setProduct(t.db, id, { status: 'active' })));
  await setProduct(t.db, 62, { stockQuantity: 30 });
  [ruby = 0, nude = 0] = await giveOptions(
    t.db,
    60,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, stock: 30 },
      { values: ['Velvet Nude'], price: 240_000, stock: 30 },
    ],
  );
  [red = 0] = await giveOptions(
    t.db,
    61,
    ['Colour', 'Size'],
    [
      { values: ['Red', 'M'], price: 150_000, stock: 30 },
      { values: ['Red', 'L'], price: 150_000, stock: 30 },
    ],
  );
});
afterAll(() => t.close());

async function order(who: SignedInShopper, lines: Record<string, number>[]): Promise<string> {
  for (const line of lines) {
    const added = await injectAs(t.app, who, 'POST', '/api/cart/items', line);
    expect(added.statusCode, added.body).toBe(200);
  }
  const placed = await injectAs(t.app, who, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

async function review(who: SignedInShopper, productId: number): Promise<Review> {
  const body = { rating: 5, title: 'Lovely', content: 'Stays on all day in the heat.' };
  const written = await injectAs(t.app, who, 'POST', `/api/products/${productId}/reviews`, body);
  expect(written.statusCode, written.body).toBe(201);
  return written.json();
}

async function listed(productId: number, reviewId: number): Promise<Review | undefined> {
  const page = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` });
  expect(page.statusCode).toBe(200);
  return (page.json().reviews as Review[]).find((item) => item.id === reviewId);
}

describe('what a reviewer bought', () => {
  it('names every shade the author ordered, once each, in the list and on writing', async () => {
    const [buyer] = await createShoppers(t.app, 1);
    if (!buyer) throw new Error('no shopper');
    await order(buyer, [{ productId: 60, variantId: ruby, quantity: 1 }]);
    await order(buyer, [
      { productId: 60, variantId: ruby, quantity: 2 },
      { productId: 60, variantId: nude, quantity: 1 },
    ]);
    const written = await review(buyer, 60);
    expect(written.bought).toEqual(['Ruby Woo', 'Velvet Nude']);
    expect((await listed(60, written.id))?.bought).toEqual(['Ruby Woo', 'Velvet Nude']);
  });

  it('joins the values of several options, and forgets a cancelled order', async () => {
    const [buyer, canceller] = await createShoppers(t.app, 2);
    if (!buyer || !canceller) throw new Error('no shopper');
    await order(buyer, [{ productId: 61, variantId: red, quantity: 1 }]);
    expect((await review(buyer, 61)).bought).toEqual(['Red / M']);

    const cancelled = await order(canceller, [{ productId: 61, variantId: red, quantity: 1 }]);
    const undone = await injectAs(t.app, canceller, 'POST', `/api/orders/${cancelled}/cancel`, {});
    expect(undone.statusCode).toBe(200);
    expect((await review(canceller, 61)).bought).toEqual([]);
  });

  it('names nothing for a product without options or a reviewer who never ordered it', async () => {
    const [buyer, browser] = await createShoppers(t.app, 2);
    if (!buyer || !browser) throw new Error('no shopper');
    await order(buyer, [{ productId: 62, quantity: 1 }]);
    expect((await review(buyer, 62)).bought).toEqual([]);
    expect((await review(browser, 60)).bought).toEqual([]);
  });
});
