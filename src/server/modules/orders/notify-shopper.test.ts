/**
 * Order news reaches the shopper in their account's language, whoever caused it and in what, on
 * the channels their account's switches allow.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outgoingMessages, profiles } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  lastMailTo,
  post,
  readOutbox,
  type SignedInShopper,
  sendQueuedMessages,
  uniqueEmail,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../../test/fixtures/orders';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { notifyShopper } from './notify-shopper';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://sajghor.example' });
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
  const placed = await injectAs(
    t.app,
    { ...shopper, cookie: `${shopper.cookie}; lang=${browsing}` },
    'POST',
    '/api/orders',
    checkoutBody({ email }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  // The confirmation goes now, so a later message is the last in the outbox however lanes race.
  await sendQueuedMessages(t.app);
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

type Switches = { language: 'en' | 'bn'; email?: boolean; sms?: boolean; marketing?: boolean };

/** A shopper with these switches places an order (cash on delivery unless `checkout` says). */
async function switchedOrder(switches: Switches, checkout: Record<string, unknown> = {}) {
  const shopper = await createShopper(t.app);
  await t.db
    .update(profiles)
    .set({
      locale: switches.language,
      notifyEmail: switches.email ?? true,
      notifySms: switches.sms ?? false,
      notifyMarketing: switches.marketing ?? false,
    })
    .where(eq(profiles.userId, shopper.userId));
  await fillCart(t.app, shopper, [[1, 1]]);
  const email = uniqueEmail('switched');
  const placed = await injectAs(
    t.app,
    shopper,
    'POST',
    '/api/orders',
    checkoutBody({ email, phone: '01812345678', ...checkout }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { shopper, email, order: placed.json(), short: (placed.json().id as string).slice(0, 8) };
}

async function adminMoves(orderId: string, kind: 'status' | 'payment', to: string) {
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/${kind}`,
    headers: { origin: originOf(t.app), cookie: admin.cookie },
    payload: kind === 'status' ? { status: to } : { paymentStatus: to },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json();
}

async function smsOf(orderId: string) {
  return t.db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.orderId, orderId), eq(outgoingMessages.channel, 'sms')))
    .orderBy(outgoingMessages.createdAt);
}

async function mailsTo(email: string) {
  return (await readOutbox(t.app)).filter((mail) => mail.to === email.toLowerCase());
}

describe('the SMS switch', () => {
  it('on: texts placed, shipped with the track link, and delivered, in English', async () => {
    const { order, short } = await switchedOrder({ language: 'en', sms: true });
    await adminMoves(order.id, 'status', 'shipped');
    await adminMoves(order.id, 'status', 'delivered');
    const sms = await smsOf(order.id);
    expect(sms.map((message) => message.topic)).toEqual([
      'order.placed',
      'order.shipped',
      'order.delivered',
    ]);
    for (const message of sms) expect(message.recipient).toBe('+8801812345678');
    expect(sms[0]?.body).toContain(`order #${short} received`);
    expect(sms[0]?.body).toMatch(/Tk [\d,.]+/);
    expect(sms[1]?.body).toContain(`https://sajghor.example/track?order=${short}`);
    expect(sms[2]?.body).toContain(`order #${short} is delivered`);
    expect(sms[1]?.dedupeKey).toBe(`order:${order.id}:shipped:sms`);
  });

  it('on: texts a bKash order its payment details and its verification, in Bangla', async () => {
    const { order, short } = await switchedOrder(
      { language: 'bn', sms: true },
      { paymentMethod: 'bkash', transactionId: '9ABC1D2EFG' },
    );
    await adminMoves(order.id, 'payment', 'completed');
    const [placed, verified] = await smsOf(order.id);
    expect(placed?.body).toContain(`অর্ডার #${short} পেয়েছি`);
    expect(placed?.body).toContain(t.config.shop.bkashNumber);
    expect(placed?.body).toContain('9ABC1D2EFG');
    expect(verified?.topic).toBe('order.paymentVerified');
    expect(verified?.body).toContain('পেমেন্ট নিশ্চিত');
  });

  it('on: texts a cancellation, whoever cancels', async () => {
    const byShopper = await switchedOrder({ language: 'bn', sms: true });
    const cancelled = await injectAs(
      t.app,
      byShopper.shopper,
      'POST',
      `/api/orders/${byShopper.order.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byAdmin = await switchedOrder({ language: 'en', sms: true });
    await adminMoves(byAdmin.order.id, 'status', 'cancelled');
    const [shopperSms, adminSms] = [
      (await smsOf(byShopper.order.id)).at(-1),
      (await smsOf(byAdmin.order.id)).at(-1),
    ];
    expect(shopperSms?.topic).toBe('order.cancelled');
    expect(shopperSms?.body).toContain('বাতিল হয়েছে');
    expect(adminSms?.body).toContain(`order #${byAdmin.short} is cancelled`);
  });

  it('on: no SMS for a failed payment', async () => {
    const { order } = await switchedOrder(
      { language: 'en', sms: true },
      { paymentMethod: 'bank', transactionId: 'REF-12345' },
    );
    await adminMoves(order.id, 'payment', 'failed');
    expect((await smsOf(order.id)).map((message) => message.topic)).toEqual(['order.placed']);
  });

  it('off: no SMS at all', async () => {
    const { order } = await switchedOrder({ language: 'en', sms: false });
    await adminMoves(order.id, 'status', 'shipped');
    await adminMoves(order.id, 'status', 'delivered');
    expect(await smsOf(order.id)).toEqual([]);
  });

  it('sends none for an order whose account was deleted', async () => {
    const { order } = await switchedOrder({ language: 'en', sms: true });
    // Deleting an account keeps its orders for the books, without the owner.
    await t.db.update(orders).set({ userId: null }).where(eq(orders.id, order.id));
    await adminMoves(order.id, 'status', 'shipped');
    expect((await smsOf(order.id)).map((message) => message.topic)).toEqual(['order.placed']);
  });

  it('texts the same news once, however often it is told', async () => {
    const { order } = await switchedOrder({ language: 'en', sms: true });
    const shipped = await adminMoves(order.id, 'status', 'shipped');
    // A retried request tells the same news again.
    await notifyShopper(t.app, shipped, 'statusChanged', 'en');
    await notifyShopper(t.app, shipped, 'statusChanged', 'en');
    const topics = (await smsOf(order.id)).map((message) => message.topic);
    expect(topics.filter((topic) => topic === 'order.shipped')).toHaveLength(1);
  });
});

describe('the e-mail switch', () => {
  it('off: no order e-mail, yet a password reset mail still goes', async () => {
    const { shopper, email, order } = await switchedOrder({ language: 'en', email: false });
    await adminMoves(order.id, 'status', 'shipped');
    await adminMoves(order.id, 'status', 'cancelled');
    expect(await mailsTo(email)).toEqual([]);
    const before = (await mailsTo(shopper.email)).length;
    const reset = await post(t.app, '/api/auth/request-password-reset', { email: shopper.email });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await mailsTo(shopper.email);
    expect(after.length).toBe(before + 1);
  });

  it('marketing consent alone sends no order news on any channel', async () => {
    const { email, order } = await switchedOrder({
      language: 'en',
      email: false,
      sms: false,
      marketing: true,
    });
    await adminMoves(order.id, 'status', 'shipped');
    expect(await mailsTo(email)).toEqual([]);
    expect(await smsOf(order.id)).toEqual([]);
  });

  it('on: the order e-mails go', async () => {
    const { email, order } = await switchedOrder({ language: 'en', email: true });
    await adminMoves(order.id, 'status', 'shipped');
    expect((await mailsTo(email)).length).toBe(2);
  });
});
