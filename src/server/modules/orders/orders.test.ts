/** Placing orders: server-side figures, stock, one transaction, idempotency and privacy. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, type products } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import {
  checkoutBody,
  fillCart,
  productRow as readProduct,
  setProduct as setProductRow,
} from '../../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, who: SignedInShopper, payload?: unknown) =>
  injectAs(t.app, who, method, url, payload);
const checkout = checkoutBody;
const setProduct = (id: number, values: Partial<typeof products.$inferInsert>) =>
  setProductRow(t.db, id, values);
const productRow = (id: number) => readProduct(t.db, id);
const fill = (who: SignedInShopper, lines: [number, number][]) => fillCart(t.app, who, lines);
const ordersOf = (who: SignedInShopper) =>
  t.db.select().from(orders).where(eq(orders.userId, who.userId));
const cartOf = async (who: SignedInShopper) => (await send('GET', '/api/cart', who)).json();

describe('placing an order', () => {
  it('computes every figure on the server, takes the stock and empties the cart', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(30, { stockQuantity: 10 });
    await setProduct(31, { stockQuantity: 10 });
    await fill(shopper, [
      [30, 2],
      [31, 1],
    ]);
    const [a, b] = [await productRow(30), await productRow(31)];
    const subtotal = 2 * (a.salePrice ?? a.price) + (b.salePrice ?? b.price);
    const response = await send(
      'POST',
      '/api/orders',
      shopper,
      checkout({
        location: 'outside',
        total: 1,
        subtotal: 1,
        status: 'delivered',
        payment_status: 'completed',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    const codCharge = Math.round(subtotal / 100 / 100) * 100;
    expect(order).toMatchObject({
      status: 'processing',
      paymentStatus: 'pending',
      subtotal,
      shipping: 20000,
      codCharge,
      total: subtotal + 20000 + codCharge,
    });
    expect(order.items).toHaveLength(2);
    expect(order.history.map((event: { to: string }) => event.to)).toEqual([
      'pending',
      'processing',
    ]);
    expect((await productRow(30)).stockQuantity).toBe(8);
    expect((await productRow(31)).stockQuantity).toBe(9);
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it('asks for a transaction ID for bKash and bank transfers', async () => {
    const shopper = await createShopper(t.app);
    await fill(shopper, [[32, 1]]);
    const response = await send(
      'POST',
      '/api/orders',
      shopper,
      checkout({ paymentMethod: 'bkash' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('transactionId: Please provide transaction ID');
    expect((await cartOf(shopper)).items).toHaveLength(1);
  });

  it('refuses a transaction ID another order used, writing nothing', async () => {
    const first = await createShopper(t.app);
    const second = await createShopper(t.app);
    await setProduct(33, { stockQuantity: 10 });
    await fill(first, [[33, 1]]);
    await fill(second, [[33, 1]]);
    const paid = checkout({ paymentMethod: 'bkash', transactionId: 'TX9AB12CD3' });
    expect((await send('POST', '/api/orders', first, paid)).statusCode).toBe(201);
    const again = await send('POST', '/api/orders', second, {
      ...paid,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This transaction ID has already been used');
    expect((await productRow(33)).stockQuantity).toBe(9);
    expect((await cartOf(second)).items).toHaveLength(1);
  });

  it('refuses when the stock fell below the cart, naming what is left, and keeps the cart', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(34, { stockQuantity: 5 });
    await setProduct(35, { stockQuantity: 5 });
    await fill(shopper, [
      [34, 1],
      [35, 4],
    ]);
    await setProduct(35, { stockQuantity: 2 });
    const response = await send('POST', '/api/orders', shopper, checkout());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Only 2 left of /);
    expect((await productRow(34)).stockQuantity).toBe(5);
    expect((await cartOf(shopper)).items).toHaveLength(2);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('refuses a product taken off sale, and a cart emptied in another tab', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(36, { stockQuantity: 5 });
    await fill(shopper, [[36, 1]]);
    await setProduct(36, { status: 'inactive' });
    const gone = await send('POST', '/api/orders', shopper, checkout());
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/is no longer available$/);
    expect((await cartOf(shopper)).items).toHaveLength(1);

    await setProduct(36, { status: 'active' });
    await injectAs(t.app, shopper, 'DELETE', '/api/cart');
    const empty = await send('POST', '/api/orders', shopper, checkout());
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Your cart is empty');
    expect(await ordersOf(shopper)).toEqual([]);
    expect((await productRow(36)).stockQuantity).toBe(5);
  });

  it('answers a retry with the same order and refuses the key for another order', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(37, { stockQuantity: 5 });
    await fill(shopper, [[37, 1]]);
    const body = checkout();
    const first = await send('POST', '/api/orders', shopper, body);
    const retry = await send('POST', '/api/orders', shopper, body);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const other = await send('POST', '/api/orders', shopper, { ...body, city: 'Sylhet' });
    expect(other.statusCode).toBe(409);
    expect((await productRow(37)).stockQuantity).toBe(4);
  });
});

describe('reading orders', () => {
  it('lists your own orders and hides them from everyone else', async () => {
    const owner = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    await setProduct(40, { stockQuantity: 5 });
    await fill(owner, [[40, 1]]);
    const placed = (await send('POST', '/api/orders', owner, checkout())).json();
    const mine = (await send('GET', '/api/orders', owner)).json();
    expect(mine.orders.map((order: { id: string }) => order.id)).toContain(placed.id);
    expect((await send('GET', '/api/orders', stranger)).json().orders).toEqual([]);
    expect((await send('GET', `/api/orders/${placed.id}`, owner)).statusCode).toBe(200);
    const hidden = await send('GET', `/api/orders/${placed.id}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect((await send('GET', '/api/orders/not-a-uuid', owner)).statusCode).toBe(404);
    const [total] = await t.db.select({ n: count() }).from(orders).where(eq(orders.id, placed.id));
    expect(total?.n).toBe(1);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, owner.userId))).toEqual(
      [],
    );
  });
});
