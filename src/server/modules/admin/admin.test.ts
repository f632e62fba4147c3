/** The admin API: each action, its refusals, and what customers see of the result. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, products, users } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  lastMailTo,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, productRow } from '../../test/fixtures/orders';
import { makePhoneAccount } from '../../test/fixtures/phones';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
let superAdmin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superAdmin, customer] = await Promise.all([
    createAdmin(t.app, t.db),
    createAdmin(t.app, t.db, {}, 'super_admin'),
    createShopper(t.app),
  ]);
});
afterAll(() => t.close());

const send = (
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => injectAs(t.app, who, method, url, payload);

const lipstick = {
  name: 'Velvet Matte Lipstick - Ruby',
  description: 'A long-wearing matte red.',
  category: 'makeup',
  price: 125_000,
  salePrice: 99_900,
  actualPrice: 60_000,
  stockQuantity: 12,
  brand: 'Sajghor Beauty',
  status: 'active',
  featured: true,
  images: ['', 'https://example.com/ruby.webp', '  '],
};

describe('products', () => {
  it('creates, lists, edits and shows a product to shoppers', async () => {
    const upload = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
      field: 'image',
      bytes: await smallPng(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { image } = upload.json();
    const created = await send(admin, 'POST', '/api/admin/products', {
      ...lipstick,
      images: [image, ...lipstick.images],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product.images).toEqual([image, 'https://example.com/ruby.webp']);
    expect(product.orderCount).toBe(0);

    const listed = (await send(admin, 'GET', '/api/admin/products?q=velvet%20matte')).json();
    expect(listed.products.map((row: { id: number }) => row.id)).toContain(product.id);
    const shown = await send(undefined, 'GET', `/api/products/${product.id}`);
    expect(shown.json().salePrice).toBe(99_900);

    const edited = await send(admin, 'PUT', `/api/admin/products/${product.id}`, {
      ...lipstick,
      status: 'inactive',
      images: [image],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send(undefined, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    const hidden = (await send(admin, 'GET', '/api/admin/products?status=inactive')).json();
    expect(hidden.products.map((row: { id: number }) => row.id)).toContain(product.id);
  });

  it.each([
    [{ price: -1 }, 'price: Price cannot be below 0'],
    [{ price: 10.5 }, 'price: Price must be in whole poisha (at most 2 decimals)'],
    [{ stockQuantity: 2.5 }, 'stockQuantity: Stock must be a whole number'],
    [{ category: 'groceries' }, 'category: Choose a category'],
    [{ status: 'sold' }, 'status: Status must be active, inactive or out_of_stock'],
    [{ name: '  ' }, 'name: Name is required'],
    [{ salePrice: 200_000 }, 'salePrice: Sale price must be below the price'],
    [{ images: ['javascript:alert(1)'] }, 'images.0: Each image must be'],
    [{ role: 'admin' }, 'Unrecognized key: "role"'],
  ])('refuses %o, changing nothing', async (change, message) => {
    const before = (await send(admin, 'GET', '/api/admin/products')).json().total;
    const answer = await send(admin, 'POST', '/api/admin/products', { ...lipstick, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(message);
    expect((await send(admin, 'GET', '/api/admin/products')).json().total).toBe(before);
  });

  it('refuses an upload that is not an image', async () => {
    const answer = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
      field: 'image',
      bytes: Buffer.from('<svg onload="alert(1)"></svg>'),
      type: 'image/svg+xml',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The image must be a JPEG, PNG or WebP image');
  });

  it('deletes a product nobody ordered and archives one with orders', async () => {
    const fresh = (await send(admin, 'POST', '/api/admin/products', lipstick)).json();
    const gone = await send(admin, 'DELETE', `/api/admin/products/${fresh.id}`);
    expect(gone.json()).toEqual({ outcome: 'deleted', message: 'Product deleted successfully' });
    expect((await send(admin, 'GET', `/api/admin/products/${fresh.id}`)).statusCode).toBe(404);

    const ordered = (await send(admin, 'POST', '/api/admin/products', lipstick)).json();
    await fillCart(t.app, customer, [[ordered.id, 1]]);
    expect(
      (await injectAs(t.app, customer, 'POST', '/api/orders', checkoutBody())).statusCode,
    ).toBe(201);
    const archived = (await send(admin, 'DELETE', `/api/admin/products/${ordered.id}`)).json();
    expect(archived.outcome).toBe('archived');
    expect((await productRow(t.db, ordered.id)).status).toBe('inactive');
  });
});

describe('orders and payments', () => {
  async function placeOrder(body = {}) {
    const [row] = await t.db
      .update(products)
      .set({ stockQuantity: 20, status: 'active' })
      .where(eq(products.id, 70))
      .returning();
    expect(row).toBeDefined();
    await fillCart(t.app, customer, [[70, 2]]);
    const placed = await injectAs(
      t.app,
      customer,
      'POST',
      '/api/orders',
      checkoutBody({
        email: customer.email,
        paymentMethod: 'bkash',
        transactionId: `TX${Date.now()}${Math.random()}`.slice(0, 20),
        ...body,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }

  it('lists, finds by transaction ID, moves along and records who did it', async () => {
    const order = await placeOrder();
    const found = (
      await send(admin, 'GET', `/api/admin/orders?q=${encodeURIComponent(order.transactionId)}`)
    ).json();
    expect(found.orders.map((row: { id: string }) => row.id)).toEqual([order.id]);
    const byId = (await send(admin, 'GET', `/api/admin/orders?q=${order.id.slice(0, 8)}`)).json();
    expect(byId.orders[0].id).toBe(order.id);

    const paid = await send(admin, 'POST', `/api/admin/orders/${order.id}/payment`, {
      paymentStatus: 'completed',
      note: 'Matched in the bKash statement',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await lastMailTo(t.app, customer.email)).subject).toMatch(/payment is completed$/);

    for (const status of ['shipped', 'delivered']) {
      const moved = await send(admin, 'POST', `/api/admin/orders/${order.id}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const seen = (await injectAs(t.app, customer, 'GET', `/api/orders/${order.id}`)).json();
    expect(seen.status).toBe('delivered');
    expect(seen.paymentStatus).toBe('completed');
    expect(seen.history.every((event: object) => !('by' in event))).toBe(true);
    const audited = (await send(admin, 'GET', `/api/orders/${order.id}`)).json();
    expect(audited.history.at(-1).by).toBe(admin.email.toLowerCase());
    expect(audited.history.find((event: { to: string }) => event.to === 'completed').note).toBe(
      'Matched in the bKash statement',
    );
    expect(seen.history.map((event: { to: string }) => event.to)).toEqual([
      'pending',
      'processing',
      'completed',
      'shipped',
      'delivered',
    ]);

    const backwards = await send(admin, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
    });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().code).toBe('STATUS_MOVE_NOT_ALLOWED');
  });

  it('names an account made by phone by its name and number, not its placeholder e-mail', async () => {
    const shopper = await createShopper(t.app);
    await makePhoneAccount(t.db, shopper.userId, '+8801719876543', {
      notifyEmail: false,
      notifySms: true,
      notifyMarketing: false,
    });
    await t.db.update(users).set({ name: 'Rina Begum' }).where(eq(users.id, shopper.userId));
    await t.db
      .update(products)
      .set({ stockQuantity: 20, status: 'active' })
      .where(eq(products.id, 70));
    await fillCart(t.app, shopper, [[70, 1]]);
    const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const cancelled = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/orders/${placed.json().id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const audited = (await send(admin, 'GET', `/api/orders/${placed.json().id}`)).json();
    expect(audited.history.at(-1)).toMatchObject({
      to: 'cancelled',
      by: 'Rina Begum (01719876543)',
    });
    expect(JSON.stringify(audited.history)).not.toContain('phone.invalid');
  });

  it('restocks when an admin cancels, and refuses a payment move that is not allowed', async () => {
    const order = await placeOrder();
    expect((await productRow(t.db, 70)).stockQuantity).toBe(18);
    const cancelled = await send(admin, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await productRow(t.db, 70)).stockQuantity).toBe(20);
    const refund = await send(admin, 'POST', `/api/admin/orders/${order.id}/payment`, {
      paymentStatus: 'refunded',
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().code).toBe('PAYMENT_MOVE_NOT_ALLOWED');
    const unknown = await send(admin, 'POST', `/api/admin/orders/${order.id}/status`, {
      status: 'lost',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('exports the filtered orders as CSV, with formulas defused', async () => {
    const order = await placeOrder({ firstName: '=HYPERLINK("x")' });
    const csv = await send(admin, 'GET', `/api/admin/orders.csv?q=${order.id.slice(0, 8)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${order.id}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")`);
  });
});

describe('dashboard, customers and messages', () => {
  it('counts revenue without cancelled orders and lists low stock', async () => {
    await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, 71));
    const stats = (await send(admin, 'GET', '/api/admin/stats')).json();
    expect(stats.totalOrders).toBeGreaterThan(0);
    expect(stats.revenue).toBeGreaterThan(0);
    expect(stats.paidRevenue).toBeLessThanOrEqual(stats.revenue);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1).orders).toBeGreaterThan(0);
    expect(stats.lowStock.map((row: { id: number }) => row.id)).toContain(71);
    for (const row of stats.lowStock) expect(row.stockQuantity).toBeLessThanOrEqual(5);
  });

  it('lists customers with their orders, and lets only a super admin grant admin', async () => {
    const page = (
      await send(admin, 'GET', `/api/admin/customers?q=${encodeURIComponent(customer.email)}`)
    ).json();
    expect(page.customers).toHaveLength(1);
    expect(page.customers[0].orderCount).toBeGreaterThan(0);

    const url = `/api/admin/customers/${customer.userId}/role`;
    expect((await send(admin, 'PUT', url, { role: 'admin' })).statusCode).toBe(403);
    const granted = await send(superAdmin, 'PUT', url, { role: 'admin' });
    expect(granted.json().role).toBe('admin');
    expect((await send(customer, 'GET', '/api/admin/stats')).statusCode).toBe(200);
    await send(superAdmin, 'PUT', url, { role: 'customer' });
    expect((await send(customer, 'GET', '/api/admin/stats')).statusCode).toBe(403);

    const own = await send(superAdmin, 'PUT', `/api/admin/customers/${superAdmin.userId}/role`, {
      role: 'customer',
    });
    expect(own.statusCode).toBe(409);
    const smuggled = await send(superAdmin, 'PUT', url, { role: 'super_admin' });
    expect(smuggled.statusCode).toBe(400);
  });

  it('marks a contact message handled and back', async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Rumana', email: 'rumana@example.com', subject: 'Size', message: 'Hi' })
      .returning();
    if (!message) throw new Error('no message');
    const url = `/api/admin/contact-messages/${message.id}/handled`;
    expect((await send(admin, 'PUT', url, { handled: true })).json().handledAt).not.toBeNull();
    expect((await send(admin, 'PUT', url, { handled: false })).json().handledAt).toBeNull();
    expect((await send(customer, 'PUT', url, { handled: true })).statusCode).toBe(403);
  });
});
