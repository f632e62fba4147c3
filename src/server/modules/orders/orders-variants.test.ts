/**
 * Orders of shades and sizes, on the real database: stock taken from the variant bought, its title
 * and SKU kept on the item, 200 shoppers racing for one shade, and cancelling restocking it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import type { SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, createShoppers, productRow, setProduct } from '../../test/fixtures/orders';
import { giveOptions, setVariant, variantRow } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, who: SignedInShopper, payload: Record<string, unknown>) =>
  injectAs(t.app, who, 'POST', url, payload);

describe('orders of variants', () => {
  it('takes the stock of the shade bought and keeps its title and SKU on the item', async () => {
    await setProduct(t.db, 44, { status: 'active' });
    const [ruby = 0, nude = 0] = await giveOptions(
      t.db,
      44,
      ['Shade'],
      [
        { values: ['Ruby Woo'], price: 250_000, stock: 5 },
        { values: ['Velvet Nude'], price: 240_000, salePrice: 200_000, stock: 3 },
      ],
    );
    expect((await productRow(t.db, 44)).stockQuantity).toBe(8);
    const [shopper] = await createShoppers(t.app, 1);
    if (!shopper) throw new Error('no shopper');
    await post('/api/cart/items', shopper, { productId: 44, variantId: ruby, quantity: 2 });
    await post('/api/cart/items', shopper, { productId: 44, variantId: nude, quantity: 1 });

    const placed = await post('/api/orders', shopper, checkoutBody());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.subtotal).toBe(2 * 250_000 + 200_000);
    expect(order.items).toEqual([
      expect.objectContaining({
        variantId: ruby,
        variantTitle: 'Shade: Ruby Woo',
        sku: 'T-44-1',
        unitPrice: 250_000,
        quantity: 2,
      }),
      expect.objectContaining({
        variantId: nude,
        variantTitle: 'Shade: Velvet Nude',
        sku: 'T-44-2',
        unitPrice: 200_000,
        quantity: 1,
      }),
    ]);
    expect((await variantRow(t.db, ruby)).stockQuantity).toBe(3);
    expect((await variantRow(t.db, nude)).stockQuantity).toBe(2);
    expect((await productRow(t.db, 44)).stockQuantity).toBe(5);

    const cancelled = await post(`/api/orders/${order.id}/cancel`, shopper, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await variantRow(t.db, ruby)).stockQuantity).toBe(5);
    expect((await variantRow(t.db, nude)).stockQuantity).toBe(3);
    expect((await productRow(t.db, 44)).stockQuantity).toBe(8);
  });

  it('refuses a shade gone off sale by name, writing nothing', async () => {
    await setProduct(t.db, 45, { status: 'active' });
    const [mocha = 0] = await giveOptions(
      t.db,
      45,
      ['Shade'],
      [
        { values: ['Mocha'], price: 100_000, stock: 5 },
        { values: ['Plum'], price: 100_000, stock: 5 },
      ],
    );
    const [shopper] = await createShoppers(t.app, 1);
    if (!shopper) throw new Error('no shopper');
    await post('/api/cart/items', shopper, { productId: 45, variantId: mocha, quantity: 1 });
    await setVariant(t.db, mocha, { status: 'inactive' });
    const refused = await post('/api/orders', shopper, checkoutBody());
    expect(refused.statusCode).toBe(409);
    const { name } = await productRow(t.db, 45);
    expect(refused.json().message).toBe(`${name} (Shade: Mocha) is no longer available`);
    expect((await variantRow(t.db, mocha)).stockQuantity).toBe(5);
  });

  it('sells exactly the 10 units of one shade to 200 shoppers racing for it', async () => {
    const productId = 46;
    await setProduct(t.db, productId, { status: 'active' });
    const [raced = 0, other = 0] = await giveOptions(
      t.db,
      productId,
      ['Shade'],
      [
        { values: ['Ruby Woo'], price: 250_000, stock: 500 },
        { values: ['Velvet Nude'], price: 240_000, stock: 7 },
      ],
    );
    const shoppers = await createShoppers(t.app, 200);
    for (const shopper of shoppers) {
      const added = await post('/api/cart/items', shopper, { productId, variantId: raced });
      expect(added.statusCode).toBe(200);
    }
    await setVariant(t.db, raced, { stockQuantity: 10 });

    const answers = await Promise.all(
      shoppers.map((shopper) => post('/api/orders', shopper, checkoutBody())),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toMatch(/ \(Shade: Ruby Woo\) is out of stock$/);
    }
    expect((await variantRow(t.db, raced)).stockQuantity).toBe(0);
    expect((await variantRow(t.db, other)).stockQuantity).toBe(7);
    expect((await productRow(t.db, productId)).stockQuantity).toBe(7);
    const sold = await t.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.variantId, raced));
    expect(sold).toHaveLength(10);
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(10);
  }, 180_000);

  it('keeps the product’s stock the sum of its shades when two shades sell at once', async () => {
    const productId = 47;
    await setProduct(t.db, productId, { status: 'active' });
    const shades = await giveOptions(
      t.db,
      productId,
      ['Shade'],
      [
        { values: ['Mocha'], price: 100_000, stock: 5 },
        { values: ['Plum'], price: 100_000, stock: 5 },
      ],
    );
    const shoppers = await createShoppers(t.app, 40);
    for (const [index, shopper] of shoppers.entries()) {
      const variantId = shades[index % 2];
      expect((await post('/api/cart/items', shopper, { productId, variantId })).statusCode).toBe(
        200,
      );
    }

    const answers = await Promise.all(
      shoppers.map((shopper) => post('/api/orders', shopper, checkoutBody())),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    for (const id of shades) expect((await variantRow(t.db, id)).stockQuantity).toBe(0);
    expect((await productRow(t.db, productId)).stockQuantity).toBe(0);
  }, 120_000);
});
