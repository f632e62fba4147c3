/** Order news reaches the shopper in their account's language, whoever caused it and in what. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  lastMailTo,
  originOf,
  type SignedInShopper,
  uniqueEmail,
} from '../../test/auth-helpers';
import { checkoutBody, fillCart, sendAs, setProduct } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  await setProduct(t.db, 1, { stockQuantity: 50, status: 'active' });
});
afterAll(() => t.close());

/** A shopper whose account speaks `language`, and an order they placed browsing in `browsing`. */
async function orderOf(language: 'en' | 'bn', browsing: 'en' | 'bn') {
  const shopper = await createShopper(t.app);
  await t.db.update(profiles).set({ locale: language }).where(eq(profiles.userId, shopper.userId));
  await fillCart(t.app, shopper, [[1, 1]]);
  const email = uniqueEmail('buyer');
  const placed = await sendAs(
    t.app,
    { ...shopper, cookie: `${shopper.cookie}; lang=${browsing}` },
    'POST',
    '/api/orders',
    checkoutBody({ email }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { id: placed.json().id as string, email };
}

describe('notifying the shopper', () => {
  it("confirms in the account's language, not the page's", async () => {
    const order = await orderOf('en', 'bn');
    const mail = await lastMailTo(t.app, order.email);
    expect(mail.subject).toBe(`Your ${t.config.shop.name} order #${order.id.slice(0, 8)}`);
  });

  it("tells of an admin's move in the shopper's language, not the admin's", async () => {
    const order = await orderOf('bn', 'bn');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { origin: originOf(t.app), cookie: `${admin.cookie}; lang=en` },
      payload: { status: 'shipped' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await lastMailTo(t.app, order.email);
    expect(mail.subject).toBe(
      `আপনার ${t.config.shop.name} অর্ডার #${order.id.slice(0, 8)} এখন পাঠানো হয়েছে`,
    );
  });
});
