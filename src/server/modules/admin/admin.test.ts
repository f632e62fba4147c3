/** The admin's own pages: the dashboard, customers and their roles, contact messages. */
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders, products } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, placeOrder } from '../../test/fixtures/orders';
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

/** The dashboard and the customers list count the customer's order. */
beforeAll(async () => {
  await fillCart(t.app, customer, [[70, 1]]);
  const placed = await injectAs(
    t.app,
    customer,
    'POST',
    '/api/orders',
    checkoutBody({ email: customer.email }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
});

describe('dashboard, customers and messages', () => {
  it('counts revenue without cancelled orders, as the sales report does, and lists low stock', async () => {
    const cancelled = await placeOrder(t.app, customer, [[72, 2]], { email: customer.email });
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, 71));
    const stats = (await send(admin, 'GET', '/api/admin/stats')).json();
    const [counted] = await t.db
      .select({ n: sql<number>`count(*)::int`, total: sql<number>`sum(total)::int` })
      .from(orders)
      .where(ne(orders.status, 'cancelled'));
    expect(stats.revenue).toBe(counted?.total);
    expect(stats.paidRevenue).toBeLessThanOrEqual(stats.revenue);
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily.at(-1);
    expect(today.orders).toBe(counted?.n);
    const report = (
      await send(
        admin,
        'GET',
        `/api/admin/reports/sales?from=${today.date}&to=${today.date}&by=day`,
      )
    ).json();
    const { grossSales, discounts, delivery, codCharges, orders: placed } = report.totals;
    expect(today).toEqual({
      date: today.date,
      orders: placed,
      revenue: grossSales - discounts + delivery + codCharges,
    });
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
