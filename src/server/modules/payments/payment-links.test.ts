/**
 * Payment links against the bKash stand-in: sent by an admin, opened without signing in, paid
 * through the same start and callback as checkout, or confirmed as cash on delivery; expiry,
 * re-issue, the sweeper, refusals and two confirmations at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outgoingMessages, paymentLinks, payments, profiles } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { historyOf, orderRow as orderRowOf } from '../../test/fixtures/delivery';
import { insertOrder } from '../../test/fixtures/parcels';
import {
  type BkashShop,
  bkashCallback,
  placeUnpaidBkashOrder,
  startBkashShop,
} from '../../test/fixtures/payments';
import type { BkashStandIn } from '../../test/stand-ins/bkash-stand-in';
import { injectAs } from '../../test/test-app';
import { hashLinkToken } from './payment-links';
import { timeoutNote } from './sweeper';

let t: BkashShop;
let bkash: BkashStandIn;
let admin: SignedInShopper;
const PRODUCT = 31;

beforeAll(async () => {
  t = await startBkashShop(PRODUCT);
  bkash = t.bkash;
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** An order a shopper left unpaid online, outside Dhaka (so cash on delivery adds its charge). */
async function unpaidOrder() {
  const shopper = await createShopper(t.app);
  return placeUnpaidBkashOrder(t.app, shopper, PRODUCT, { phone: '01812345678' });
}

async function issue(orderId: string, body: Record<string, unknown> = {}, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payment-link`,
    headers: { origin: t.config.publicUrl, cookie: admin.cookie, 'accept-language': language },
    payload: body,
  });
}

async function issued(orderId: string) {
  const response = await issue(orderId);
  expect(response.statusCode, response.body).toBe(200);
  const link = response.json() as { url: string; expiresAt: string; smsQueued: boolean };
  return { ...link, token: link.url.split('/pay/')[1] ?? '' };
}

const open = (token: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/pay/${token}`,
    headers: { 'accept-language': language },
  });
const payOnline = (token: string, paymentMethod = 'bkash_online') =>
  injectAs(t.app, null, 'POST', `/api/pay/${token}/pay`, { paymentMethod });
const confirmCod = (token: string) => injectAs(t.app, null, 'POST', `/api/pay/${token}/cod`);

const orderRow = (id: string) => orderRowOf(t.db, id);
const eventsOf = (id: string) => historyOf(t.db, id);
const linkSmsOf = (id: string) =>
  t.db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.orderId, id), eq(outgoingMessages.topic, 'order.paymentLink')));

describe('a payment link paid by bKash', () => {
  it('is sent by SMS, opens the order without an account, and lands it in processing', async () => {
    const order = await unpaidOrder();
    const link = await issued(order.id);
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/pay/[A-Za-z0-9_-]{32}$`));
    expect(link.smsQueued).toBe(true);
    const expires = new Date(link.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);

    const [sms] = await linkSmsOf(order.id);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+8801812345678' });
    expect(sms?.body).toContain(link.url);
    expect(sms?.body).toContain(`#${order.id.slice(0, 8)}`);
    // Only the hash is kept.
    const [stored] = await t.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.orderId, order.id));
    expect(stored?.tokenHash).toBe(hashLinkToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    const sent = (await eventsOf(order.id)).find((event) => event.note?.includes('Payment link'));
    expect(sent).toMatchObject({
      actorUserId: admin.userId,
      note: 'Payment link sent by SMS to 01812345678',
    });

    const read = await open(link.token);
    expect(read.statusCode, read.body).toBe(200);
    const view = read.json();
    expect(view).toMatchObject({
      number: order.id.slice(0, 8),
      total: order.total,
      online: ['bkash_online'],
      delivery: { name: 'Rina Begum', phone: '••••••••678', location: 'outside' },
    });
    expect(view.codTotal).toBeGreaterThan(order.total);
    expect(view.items).toHaveLength(1);
    expect(read.body).not.toContain('buyer@example.com');
    expect(read.body).not.toContain(order.id);

    const started = await payOnline(link.token);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().redirectUrl).toContain(bkash.baseUrl);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    if (!attempt?.gatewayPaymentId) throw new Error('no attempt');
    bkash.payWithoutCallback(attempt.gatewayPaymentId);
    const back = await bkashCallback(t.app, attempt.gatewayPaymentId, 'success');
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(back.headers.location).toBe(
      `/checkout/success?order=${order.id}&trxID=${row.transactionId}`,
    );

    const again = await open(link.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain('already paid or confirmed');
    expect((await issue(order.id)).statusCode).toBe(409);
  });

  it('refuses a gateway that is not set up, and changes nothing', async () => {
    const order = await unpaidOrder();
    const { token } = await issued(order.id);
    const response = await payOnline(token, 'sslcommerz');
    expect(response.statusCode).toBe(409);
    expect((await orderRow(order.id)).paymentMethod).toBe('bkash_online');
    expect((await payOnline(token, 'bank')).statusCode).toBe(400);
  });
});

describe('cash on delivery through the link', () => {
  it('confirms the order with the COD charge, once, and the sweeper leaves it alone', async () => {
    const order = await unpaidOrder();
    const { token } = await issued(order.id);
    const before = (await open(token)).json();
    const confirmed = await confirmCod(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ number: order.id.slice(0, 8), total: before.codTotal });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'processing',
      paymentMethod: 'cod',
      total: before.codTotal,
    });
    const notes = (await eventsOf(order.id)).map((event) => event.note);
    expect(notes).toContain(
      'Payment method changed from bKash (pay now) to cash on delivery through the payment link',
    );
    expect((await confirmCod(token)).statusCode).toBe(410);

    await t.app.paymentSweeper.sweepOnce(new Date(Date.now() + 3 * 60 * 60_000));
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('confirms a pending cash-on-delivery order, whose link lives a day', async () => {
    const orderId = await insertOrder(t.db, { status: 'pending', paymentMethod: 'cod' });
    const link = await issued(orderId);
    const hours = (new Date(link.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect((await confirmCod(link.token)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing', paymentMethod: 'cod' });
    const notes = (await eventsOf(orderId)).map((event) => event.note);
    expect(notes).toContain('Cash on delivery confirmed through the payment link');
  });

  it('applies two confirmations sent at once only once', async () => {
    const order = await unpaidOrder();
    const { token } = await issued(order.id);
    const answers = await Promise.all([confirmCod(token), confirmCod(token), confirmCod(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
    const moves = (await eventsOf(order.id)).filter((event) => event.toValue === 'processing');
    expect(moves).toHaveLength(1);
    const placed = await t.db
      .select()
      .from(outgoingMessages)
      .where(
        and(eq(outgoingMessages.orderId, order.id), eq(outgoingMessages.topic, 'order.placed')),
      );
    expect(placed).toHaveLength(1);
  });

  it('lets a payment and a confirmation race without paying a cash order or confirming twice', async () => {
    const order = await unpaidOrder();
    const { token } = await issued(order.id);
    const [paid, cod] = await Promise.all([payOnline(token), confirmCod(token)]);
    expect([200, 409, 410]).toContain(paid.statusCode);
    expect([200, 410]).toContain(cod.statusCode);
    const row = await orderRow(order.id);
    if (cod.statusCode === 200) {
      expect(row).toMatchObject({ status: 'processing', paymentMethod: 'cod' });
      // An attempt opened before the switch is given up, so bKash's money can never arrive silently.
      const open = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'started')));
      expect(open).toHaveLength(0);
    } else {
      expect(row).toMatchObject({ status: 'pending', paymentMethod: 'bkash_online' });
    }
  });
});

describe('expiry and re-issue', () => {
  it('answers 410 once expired; a new link replaces the old one, which is then unknown', async () => {
    const order = await unpaidOrder();
    const first = await issued(order.id);
    await t.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.orderId, order.id));
    const expired = await open(first.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('expired');
    const expiredBn = await open(first.token, 'bn');
    expect(expiredBn.json().message).toContain('মেয়াদ শেষ');
    expect((await confirmCod(first.token)).statusCode).toBe(410);

    const second = await issued(order.id);
    expect(second.token).not.toBe(first.token);
    expect((await open(first.token)).statusCode).toBe(404);
    expect((await open(second.token)).statusCode).toBe(200);
    expect(await linkSmsOf(order.id)).toHaveLength(2);
    const rows = await t.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('sends the SMS in the language asked for, else the account’s', async () => {
    const order = await unpaidOrder();
    await issue(order.id, { language: 'bn' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row?.userId) throw new Error('no owner');
    await t.db.update(profiles).set({ locale: 'bn' }).where(eq(profiles.userId, row.userId));
    await issue(order.id);
    await issue(order.id, { language: 'en' });
    const bodies = (await linkSmsOf(order.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((sms) => sms.body);
    expect(bodies[0]).toContain('অর্ডার');
    expect(bodies[1]).toContain('অর্ডার');
    expect(bodies[2]).toContain('Pay online');
  });
});

describe('the sweeper and a linked order', () => {
  it('counts the time-out from the link, then releases the unpaid order like any online one', async () => {
    const order = await unpaidOrder();
    // Placed an hour ago: without its link, this pass would release it.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(orders.id, order.id));
    const { token } = await issued(order.id);
    await t.app.paymentSweeper.sweepOnce(new Date(Date.now() + 60_000));
    expect((await orderRow(order.id)).status).toBe('pending');

    await t.app.paymentSweeper.sweepOnce(new Date(Date.now() + 31 * 60_000));
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    const notes = (await eventsOf(order.id)).map((event) => event.note);
    expect(notes).toContain(timeoutNote(30));
    const closed = await open(token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('cancelled');
  });
});

describe('refusals', () => {
  it('refuses orders that need no link, in both languages, writing nothing', async () => {
    const cod = await insertOrder(t.db, { status: 'processing', paymentMethod: 'cod' });
    const cancelled = await insertOrder(t.db, {
      status: 'cancelled',
      paymentMethod: 'bkash_online',
    });
    const paid = await insertOrder(t.db, {
      status: 'processing',
      paymentMethod: 'bkash_online',
      paymentStatus: 'completed',
    });
    const cases = [
      [cod, 'already confirmed', 'আগেই নিশ্চিত'],
      [cancelled, 'cancelled', 'বাতিল'],
      [paid, 'already paid', 'পেমেন্ট হয়ে গেছে'],
    ] as const;
    for (const [id, english, bangla] of cases) {
      const en = await issue(id);
      expect(en.statusCode, en.body).toBe(409);
      expect(en.json().message).toContain(english);
      expect((await issue(id, {}, 'bn')).json().message).toContain(bangla);
      expect(await linkSmsOf(id)).toHaveLength(0);
      const links = await t.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, id));
      expect(links).toHaveLength(0);
    }
    expect((await issue(crypto.randomUUID())).statusCode).toBe(404);
    expect((await issue('not-an-order')).statusCode).toBe(404);
    expect((await issue(cod, { language: 'fr' })).statusCode).toBe(400);
  });

  it('answers unknown and malformed tokens 404 in both languages', async () => {
    const unknown = await open('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('does not work');
    expect((await open('A'.repeat(32), 'bn')).json().message).toContain('কাজ করছে না');
    expect((await open('short')).statusCode).toBe(404);
    expect((await confirmCod('B'.repeat(32))).statusCode).toBe(404);
    expect((await payOnline('C'.repeat(32))).statusCode).toBe(404);
  });

  it('keeps the link to admins: a customer cannot make one', async () => {
    const order = await unpaidOrder();
    const shopper = await createShopper(t.app);
    const response = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/admin/orders/${order.id}/payment-link`,
      {},
    );
    expect(response.statusCode).toBe(403);
    expect(await linkSmsOf(order.id)).toHaveLength(0);
  });
});
