/** Placing orders: server-side figures, stock, one transaction, idempotency and privacy. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products } from '../../db/schema';
import { createShopper, originOf, type SignedInShopper } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST', url: string, who: SignedInShopper, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: originOf(t.app), cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function checkout(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    email: 'buyer@example.com',
    firstName: 'Rina',
    lastName: 'Begum',
    address: 'House 4, Road 11, Banani',
    city: 'Dhaka',
    phone: '01712345678',
    location: 'dhaka',
    paymentMethod: 'cod',
    ...overrides,
  };
}

async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
  await t.db.update(products).set(values).where(eq(products.id, id));
}

async function productRow(id: number) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function fill(who: SignedInShopper, lines: [number, number][]) {
  for (const [productId, quantity] of lines) {
    const added = await send('POST', '/api/cart/items', who, { productId, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
}

async function cartOf(who: SignedInShopper) {
  return (await send('GET', '/api/cart', who)).json();
}

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
  });

  it('refuses a product taken off sale and an empty cart', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(36, { stockQuantity: 5 });
    await fill(shopper, [[36, 1]]);
    await setProduct(36, { status: 'inactive' });
    const gone = await send('POST', '/api/orders', shopper, checkout());
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/is no longer available$/);
    await setProduct(36, { status: 'active' });
    await send('POST', '/api/orders', shopper, checkout());
    const empty = await send('POST', '/api/orders', shopper, checkout());
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Your cart is empty');
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

  it('places one order for many simultaneous requests with one key', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(38, { stockQuantity: 50 });
    await fill(shopper, [[38, 2]]);
    const body = checkout();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/orders', shopper, body)),
    );
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await productRow(38)).stockQuantity).toBe(48);
  });

  it('never sells more than the stock when shoppers race for it', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(t.app)));
    await setProduct(39, { stockQuantity: 50 });
    for (const shopper of shoppers) await fill(shopper, [[39, 1]]);
    await setProduct(39, { stockQuantity: 3 });
    const answers = await Promise.all(
      shoppers.map((shopper) => send('POST', '/api/orders', shopper, checkout())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect((await productRow(39)).stockQuantity).toBe(0);
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
    expect((await send('GET', '/api/orders/not-a-uuid', owner)).statusCode).toBe(400);
    const [total] = await t.db.select({ n: count() }).from(orders).where(eq(orders.id, placed.id));
    expect(total?.n).toBe(1);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, owner.userId))).toEqual(
      [],
    );
  });
});
