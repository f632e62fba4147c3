/** The admin's orders and payments: each action, its refusals, and who did it. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  readOutbox,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, productRow } from '../../test/fixtures/orders';
import { makePhoneAccount } from '../../test/fixtures/phones';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(() => t.close());

const send = (
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => injectAs(t.app, who, method, url, payload);

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
    // The placed mail may still be in the background worker's hands: find the payment's by name.
    const subjects = (await readOutbox(t.app))
      .filter((mail) => mail.to === customer.email.toLowerCase())
      .map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/payment is completed$/));

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
