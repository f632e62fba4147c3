/**
 * A staff order the customer pays online (issue 39, decision 034): placed pending with a payment
 * link, paid through the bKash stand-in from the link, and refused in both languages when the shop
 * has no online payment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outgoingMessages, payments, productVariants } from '../../db/schema';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import {
  type PricedProduct,
  priceVariant,
  productsWithOneVariant,
} from '../../test/fixtures/promotions';
import { staffOrderBody } from '../../test/fixtures/staff-orders';
import { type BkashStandIn, startBkashStandIn } from '../../test/stand-ins/bkash-stand-in';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let bkash: BkashStandIn;
let admin: SignedInShopper;
let product: PricedProduct;

beforeAll(async () => {
  bkash = await startBkashStandIn();
  t = await createTestApp({
    payments: {
      bkash: bkash.settings,
      sslcommerz: undefined,
      timeoutMinutes: 30,
      callTimeoutMs: 1500,
    },
  });
  admin = await createAdmin(t.app, t.db);
  const [found] = await productsWithOneVariant(t.db, 1);
  if (!found) throw new Error('no product');
  product = found;
  await priceVariant(t.db, product.variantId, { price: 150_000, stock: 20 });
});
afterAll(async () => {
  await t.close();
  await bkash.close();
});

const place = (app: TestApp['app'], body: Record<string, unknown>, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/staff-orders',
    headers: { origin: t.config.publicUrl, cookie: admin.cookie, 'accept-language': language },
    payload: body,
  });

async function stock() {
  const [row] = await t.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, product.variantId));
  return row?.stock;
}

describe('"Customer pays online"', () => {
  it('places the order pending with its link, which the customer pays by bKash', async () => {
    const before = await stock();
    const body = staffOrderBody([{ variantId: product.variantId, quantity: 2 }], {
      paymentMethod: 'payment_link',
      district: 'cumilla',
      area: '',
    });
    const response = await place(t.app, body);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json();
    expect(placed).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'bkash_online',
      codCharge: 0,
      source: 'messenger',
    });
    expect(placed.paymentLink.url).toMatch(new RegExp(`^${t.config.publicUrl}/pay/[\\w-]{32}$`));
    expect(placed.paymentLink.smsQueued).toBe(true);
    expect(await stock()).toBe((before ?? 0) - 2);

    // Only the link's SMS: the order's "placed" news waits for the payment, as at checkout.
    const sms = await t.db
      .select({ topic: outgoingMessages.topic, body: outgoingMessages.body })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.orderId, placed.id), eq(outgoingMessages.channel, 'sms')));
    expect(sms.map((message) => message.topic)).toEqual(['order.paymentLink']);
    expect(sms[0]?.body).toContain(placed.paymentLink.url);

    const token = placed.paymentLink.url.split('/pay/')[1];
    const opened = await injectAs(t.app, null, 'GET', `/api/pay/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().total).toBe(placed.total);
    const started = await injectAs(t.app, null, 'POST', `/api/pay/${token}/pay`, {
      paymentMethod: 'bkash_online',
    });
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, placed.id));
    if (!attempt?.gatewayPaymentId) throw new Error('no attempt');
    bkash.payWithoutCallback(attempt.gatewayPaymentId);
    await t.app.inject({
      method: 'GET',
      url: `/api/payments/bkash/callback?paymentID=${attempt.gatewayPaymentId}&status=success`,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
  });

  it('needs no transaction ID, and a replay answers the order without a new link', async () => {
    const body = staffOrderBody([{ variantId: product.variantId, quantity: 1 }], {
      paymentMethod: 'payment_link',
    });
    const first = await place(t.app, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await place(t.app, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, paymentLink: null });
  });

  it('gives a cash-on-delivery order no link', async () => {
    const response = await place(
      t.app,
      staffOrderBody([{ variantId: product.variantId, quantity: 1 }]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'processing', paymentLink: null });
  });

  it('is refused in both languages, nothing written, when no online payment is set up', async () => {
    const bare = await createTestApp();
    try {
      const staff = await createAdmin(bare.app, bare.db);
      const [item] = await productsWithOneVariant(bare.db, 1);
      if (!item) throw new Error('no product');
      await priceVariant(bare.db, item.variantId, { price: 100_000, stock: 5 });
      for (const [language, words] of [
        ['en', 'Online payment is not set up'],
        ['bn', 'অনলাইন পেমেন্ট চালু নেই'],
      ] as const) {
        const body = staffOrderBody([{ variantId: item.variantId, quantity: 1 }], {
          paymentMethod: 'payment_link',
        });
        const response = await bare.app.inject({
          method: 'POST',
          url: '/api/admin/staff-orders',
          headers: {
            origin: bare.config.publicUrl,
            cookie: staff.cookie,
            'accept-language': language,
          },
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().message).toContain(words);
        expect(await bare.db.select().from(orders).where(eq(orders.phone, body.phone))).toEqual([]);
      }
    } finally {
      await bare.close();
    }
  });
});
