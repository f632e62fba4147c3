/**
 * /api/track on the real database: the right pair shows the order without an account, a wrong
 * number and a wrong phone answer alike, the phone in any Bangladeshi form, and the per-address
 * limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createShopper } from '../../test/fixtures/accounts';
import { checkoutBody, setProduct } from '../../test/fixtures/orders';
import { giveOptions } from '../../test/fixtures/variants';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
let orderId: string;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t.db, 44, { status: 'active' });
  const [ruby = 0] = await giveOptions(
    t.db,
    44,
    ['Shade'],
    [{ values: ['Ruby Woo'], price: 250_000, stock: 5 }],
  );
  const shopper = await createShopper(t.app);
  await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
    productId: 44,
    variantId: ruby,
    quantity: 2,
  });
  const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  orderId = placed.json().id;
  orderNumber = orderId.slice(0, 8);
  const admin = await createAdmin(t.app, t.db);
  for (const [url, body] of [
    [`/api/admin/orders/${orderId}/status`, { status: 'shipped', note: 'Pathao, tracking PX-778' }],
    [`/api/admin/orders/${orderId}/payment`, { paymentStatus: 'completed', note: 'statement 42' }],
  ] as const) {
    const moved = await injectAs(t.app, admin, 'POST', url, body);
    if (moved.statusCode !== 200) throw new Error(`admin move failed: ${moved.body}`);
  }
});
afterAll(() => t.close());

function track(body: Record<string, unknown>, app = t.app, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/track',
    remoteAddress,
    headers: { origin: originOf(app) },
    payload: body,
  });
}

describe('tracking an order by number and phone', () => {
  it('shows a signed-out visitor the status, history, items and totals, and nothing private', async () => {
    const response = await track({ orderNumber, phone: '01712345678' });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      orderNumber,
      status: 'shipped',
      paymentStatus: 'completed',
      paymentMethod: 'cod',
      location: 'dhaka',
      city: 'Dhaka',
      subtotal: 500_000,
      items: [
        {
          productId: 44,
          variantTitle: 'Shade: Ruby Woo',
          unitPrice: 250_000,
          quantity: 2,
        },
      ],
    });
    expect(order.total).toBe(order.subtotal - order.discount + order.shipping + order.codCharge);
    type Event = { kind: string; to: string; note: string | null };
    const history: Event[] = order.history;
    expect(history.map((event) => event.to).slice(-2)).toEqual(['shipped', 'completed']);
    expect(history.find((event) => event.to === 'shipped')?.note).toBe('Pathao, tracking PX-778');
    expect(history.find((event) => event.kind === 'payment')?.note).toBeNull();
    for (const secret of [
      orderId,
      'buyer@example.com',
      'Banani',
      'Rina',
      '01712345678',
      'statement 42',
      '@example.com',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    for (const event of order.history) {
      expect(Object.keys(event).sort()).toEqual(['at', 'from', 'kind', 'note', 'to']);
    }
    expect(Object.keys(order.items[0]).sort()).toEqual([
      'brand',
      'discount',
      'image',
      'name',
      'pointsDiscount',
      'productId',
      'quantity',
      'unitPrice',
      'variantId',
      'variantTitle',
    ]);
  });

  it('reads the number in any case, with #, and the phone in any Bangladeshi form', async () => {
    for (const [number, phone] of [
      [`#${orderNumber.toUpperCase()}`, '+880 1712-345678'],
      [` ${orderNumber} `, '8801712345678'],
      [orderNumber, '০১৭১২-৩৪৫৬৭৮'],
    ]) {
      const response = await track({ orderNumber: number, phone });
      expect(response.statusCode, `${number} ${phone}: ${response.body}`).toBe(200);
      expect(response.json().orderNumber).toBe(orderNumber);
    }
  });

  it('answers a wrong number and a wrong phone with the same 404', async () => {
    const otherNumber = orderNumber === 'ffffffff' ? '00000000' : 'ffffffff';
    const wrongNumber = await track({ orderNumber: otherNumber, phone: '01712345678' });
    const wrongPhone = await track({ orderNumber, phone: '01812345678' });
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(wrongNumber.body);
    expect(wrongNumber.json()).toMatchObject({
      code: 'ORDER_NOT_FOUND',
      message:
        'We found no order with this order number and mobile number. Please check both and try again.',
    });
  });

  it('tells what to fix in a malformed number or phone (400), in Bangla too', async () => {
    const shortNumber = await track({ orderNumber: 'abc', phone: '01712345678' });
    expect(shortNumber.statusCode).toBe(400);
    expect(shortNumber.json().message).toContain('8-character order number');
    const landline = await t.app.inject({
      method: 'POST',
      url: '/api/track',
      headers: { origin: originOf(t.app), cookie: 'lang=bn' },
      payload: { orderNumber, phone: '029876543' },
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toContain('বাংলাদেশি মোবাইল নম্বর');
  });
});

describe('the tracking limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitEnabled: true });
  });
  afterAll(() => limited.close());

  it('allows 20 lookups per client address in 15 minutes, then asks to wait', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, guess) =>
        track(
          { orderNumber: guess.toString(16).padStart(8, '0'), phone: '01712345678' },
          limited.app,
          '203.0.113.7',
        ),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = guesses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message:
        'Too many lookups from your network. Please try again in 15 minutes, or sign in to see your orders.',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not held back.
    const other = await track(
      { orderNumber: '00000000', phone: '01712345678' },
      limited.app,
      '203.0.113.8',
    );
    expect(other.statusCode).toBe(404);
  });
});
