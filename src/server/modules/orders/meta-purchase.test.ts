/**
 * The server's Purchase for Meta (decision 036) against a stand-in of the Conversions API: one
 * per order at the right moment, hashed as Meta asks, retried after a 5xx, and nothing without
 * the shopper's consent or without the settings.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import { outgoingMessages, products, productVariants } from '../../db/schema';
import { hashedEmail, hashedPhone } from '../../integrations/meta/conversions-api';
import {
  createAdmin,
  createShopper,
  type SignedInShopper,
  sendQueuedMessages,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { SET_BY_TEST } from '../../test/fixtures/stock';
import {
  type MetaConversionsStandIn,
  startMetaConversionsStandIn,
} from '../../test/stand-ins/meta-conversions-stand-in';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PRODUCT = 70;

let meta: MetaConversionsStandIn;
let t: TestApp;
let admin: SignedInShopper;
let shopper: SignedInShopper;

beforeAll(async () => {
  meta = await startMetaConversionsStandIn();
  t = await createTestApp({ metaConversions: meta.settings });
  [admin, shopper] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

async function place(app: TestApp, who: SignedInShopper, cookie: string, body = {}) {
  await app.db.update(products).set({ status: 'active' }).where(eq(products.id, PRODUCT));
  await app.db
    .update(productVariants)
    .set({ stockQuantity: 50, stockMove: SET_BY_TEST, status: 'active' })
    .where(eq(productVariants.productId, PRODUCT));
  await fillCart(app.app, who, [[PRODUCT, 2]]);
  const placed = await injectAs(
    app.app,
    `${who.cookie}; ${cookie}`,
    'POST',
    '/api/orders',
    checkoutBody({ email: ' Rina.Begum@Example.COM ', phone: '01712-345678', ...body }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as Order;
}

async function moveTo(orderId: string, ...statuses: string[]) {
  for (const status of statuses) {
    const moved = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${orderId}/status`, {
      status,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

const eventsFor = (orderId: string) =>
  meta.received.filter((event) => event.event_id === `order-${orderId}`);

async function queuedFor(app: TestApp, orderId: string) {
  return app.db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.orderId, orderId), eq(outgoingMessages.channel, 'meta')));
}

describe("Meta's Purchase from the server", () => {
  it('hashes e-mail and phone as Meta documents them', () => {
    // Meta's own examples (customer information parameters).
    expect(hashedEmail(' John_Smith@gmail.com ')).toBe(
      '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
    );
    expect(hashedPhone('+1 (650) 555-1212')).toBe(
      'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176',
    );
    // A Bangladeshi number however written: 880 then the number without its 0.
    for (const phone of ['01712-345678', '+8801712345678', '008801712345678']) {
      expect(hashedPhone(phone)).toBe(sha256('8801712345678'));
    }
    expect(hashedEmail('')).toBeNull();
    expect(hashedPhone('12')).toBeNull();
  });

  it('tells Meta of a cash-on-delivery order once, when it is delivered', async () => {
    const order = await place(t, shopper, 'consent=marketing');
    await sendQueuedMessages(t.app);
    expect(eventsFor(order.id)).toEqual([]);

    await moveTo(order.id, 'shipped', 'delivered');
    await sendQueuedMessages(t.app);
    const [event, ...more] = eventsFor(order.id);
    expect(more).toEqual([]);
    const skus = order.items.map((item) => item.sku);
    expect(skus.every(Boolean)).toBe(true);
    expect(event).toMatchObject({
      pixelId: meta.settings.pixelId,
      event_name: 'Purchase',
      event_id: `order-${order.id}`,
      action_source: 'website',
      user_data: {
        em: [sha256('rina.begum@example.com')],
        ph: [sha256('8801712345678')],
      },
      custom_data: { value: order.total / 100, currency: 'BDT', content_ids: skus },
    });
    // Only the hashes: no name, address or plain contact leaves the shop.
    expect(Object.keys(event?.user_data ?? {}).sort()).toEqual(['em', 'ph']);
    expect(JSON.stringify(event)).not.toMatch(/example\.com|01712|Rina|Banani/i);
  });

  it('tells Meta of a bKash transfer when it is placed, and never again', async () => {
    const order = await place(t, shopper, 'lang=bn; consent=marketing', {
      paymentMethod: 'bkash',
      transactionId: `TX${Date.now()}`.slice(0, 12),
    });
    await sendQueuedMessages(t.app);
    expect(eventsFor(order.id)).toHaveLength(1);
    const paid = await injectAs(t.app, admin, 'POST', `/api/admin/orders/${order.id}/payment`, {
      paymentStatus: 'completed',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await moveTo(order.id, 'shipped', 'delivered');
    await sendQueuedMessages(t.app);
    expect(eventsFor(order.id)).toHaveLength(1);
  });

  it('sends nothing for a shopper who chose necessary cookies only, or made no choice', async () => {
    for (const cookie of ['consent=necessary', 'lang=en', 'consent=marketingx']) {
      const order = await place(t, shopper, cookie);
      await moveTo(order.id, 'shipped', 'delivered');
      await sendQueuedMessages(t.app);
      expect(eventsFor(order.id), cookie).toEqual([]);
      expect(await queuedFor(t, order.id), cookie).toEqual([]);
    }
  });

  it('tries again after Meta answers 500, and still sends it once', async () => {
    const order = await place(t, shopper, 'consent=marketing', {
      paymentMethod: 'bank',
      transactionId: `BK${Date.now()}`.slice(0, 12),
    });
    meta.failNext(2);
    for (let round = 0; round < 5 && eventsFor(order.id).length === 0; round += 1) {
      await sendQueuedMessages(t.app);
      // As if the backoff had passed.
      await t.db.execute(
        sql`UPDATE outgoing_messages SET next_attempt_at = now() WHERE order_id = ${order.id}`,
      );
    }
    expect(eventsFor(order.id)).toHaveLength(1);
    const [row] = await queuedFor(t, order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, recipient: meta.settings.pixelId });
    expect(row?.lastError).toMatch(/HTTP 500/);
  });

  it('queues nothing without the Conversions API settings', async () => {
    const plain = await createTestApp();
    try {
      const buyer = await createShopper(plain.app);
      const order = await place(plain, buyer, 'consent=marketing', {
        paymentMethod: 'bkash',
        transactionId: `NS${Date.now()}`.slice(0, 12),
      });
      expect(await queuedFor(plain, order.id)).toEqual([]);
      const [stored] = await plain.db
        .execute<{ marketing_consent: boolean }>(
          sql`SELECT marketing_consent FROM orders WHERE id = ${order.id}`,
        )
        .then((result) => result.rows);
      // The consent is kept all the same: turning the settings on later needs no new question.
      expect(stored?.marketing_consent).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
