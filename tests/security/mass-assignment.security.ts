/**
 * Mass assignment: a customer adds fields the form never sends (their role, a verified flag,
 * prices, totals, statuses, someone else's id, a creation date) to every body they can send. Each
 * must be refused (400 from a strict schema) or ignored (what is stored is what the server
 * computed, read back from the database), never applied.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cartItems,
  contactMessages,
  orderItems,
  orders,
  paymentLinks,
  productVariants,
  profiles,
  reviews,
  users,
  wishlistItems,
} from '../../src/server/db/schema';
import {
  createAdmin,
  createShopper,
  followVerificationLink,
  register,
  type SignedInShopper,
  shopperDetails,
} from '../../src/server/test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../src/server/test/fixtures/orders';
import { insertOrder } from '../../src/server/test/fixtures/parcels';
import {
  forgetCodeLimits,
  lastCodeTo,
  makePhoneAccount,
  sendOtp,
  uniquePhoneNumber,
  verifyPhone,
} from '../../src/server/test/fixtures/phones';
import { staffOrderBody } from '../../src/server/test/fixtures/staff-orders';
import { smallPng, uploadAs } from '../../src/server/test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../src/server/test/test-app';
import { placeholderEmailFor } from '../../src/shared/phone';

// ---------------------------------------------------------------------------------------------
// What gets smuggled
// ---------------------------------------------------------------------------------------------

const LONG_AGO = '2000-01-01T00:00:00.000Z';
const FOREIGN_ORDER_ID = '00000000-0000-4000-8000-000000000bad';

/** Every field a customer must not be able to set, with the value an attacker would want. */
function smuggledFields(victimId: string): Record<string, unknown> {
  return {
    role: 'super_admin',
    user_role: 'admin',
    isAdmin: true,
    email_verified: true,
    emailVerified: true,
    price: 1,
    salePrice: 1,
    unitPrice: 1,
    total: 1,
    subtotal: 1,
    shipping: 0,
    codCharge: 0,
    discount: 99_999_900,
    deliveryDiscount: 20_000,
    promotionId: 1,
    status: 'delivered',
    paymentStatus: 'completed',
    verified: true,
    helpfulCount: 9999,
    userId: victimId,
    id: FOREIGN_ORDER_ID,
    createdAt: LONG_AGO,
  };
}

// ---------------------------------------------------------------------------------------------
// The shop, its customers and helpers
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let shopper: SignedInShopper;
let victim: SignedInShopper;
let smuggled: Record<string, unknown>;
let stocked: number[];
let unreviewed: number[];
let someoneElsesReview: number;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app);
  victim = await createShopper(t.app);
  smuggled = smuggledFields(victim.userId);
  const rows = await t.db.execute<{ id: number }>(sql`
    SELECT id FROM products WHERE status = 'active' AND stock_quantity >= 20 ORDER BY id LIMIT 6`);
  stocked = rows.rows.map((row) => Number(row.id));
  const fresh = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY p.id LIMIT 2`);
  unreviewed = fresh.rows.map((row) => Number(row.id));
  const [review] = await t.db.select({ id: reviews.id }).from(reviews).limit(1);
  if (!review || stocked.length < 6 || unreviewed.length < 2) throw new Error('seed lacks data');
  someoneElsesReview = review.id;
});
afterAll(() => t?.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function send(method: Method, url: string, payload: unknown, who: SignedInShopper = shopper) {
  return injectAs(t.app, who, method as 'POST', url, payload);
}

async function profileOf(userId: string) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

async function userRow(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The smuggled field was named and refused by the strict schema, not some other field. */
function expectRefused(response: LightMyRequestResponse, field: string, what: string) {
  expect(response.statusCode, `${what} with "${field}": ${response.body}`).toBe(400);
  expect(response.json().message, what).toContain(`"${field}"`);
}

/**
 * A body the route accepts, then the same body with each smuggled field in turn: every one
 * refused. Ends with the clean body once more, so the refusals are the fields', not the body's.
 */
async function expectEachFieldRefused(
  method: Method,
  url: string,
  base: Record<string, unknown>,
  acceptedStatus: number,
) {
  for (const [field, value] of Object.entries(smuggled)) {
    expectRefused(await send(method, url, { ...base, [field]: value }), field, `${method} ${url}`);
  }
  const clean = await send(method, url, base);
  expect(clean.statusCode, `${method} ${url} clean: ${clean.body}`).toBe(acceptedStatus);
  return clean;
}

/** After any attempt: the shopper is still a customer, and nobody else's data moved. */
async function expectNothingEscalated() {
  expect((await profileOf(shopper.userId))?.role).toBe('customer');
  expect((await profileOf(victim.userId))?.role).toBe('customer');
  expect(await userRow(victim.userId)).toBeDefined();
}

describe('sign-up ignores every field but name, e-mail and password', () => {
  it('stores an unverified customer with its own id and today as its creation date', async () => {
    const details = shopperDetails();
    const response = await register(t.app, {
      ...details,
      ...smuggled,
      image: 'https://evil.example/x.png',
    } as never);
    expect(response.statusCode, response.body).toBe(200);

    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, details.email.toLowerCase()));
    expect(user).toBeDefined();
    if (!user) return;
    expect(user.emailVerified).toBe(false);
    expect(user.id).not.toBe(victim.userId);
    expect(user.id).not.toBe(FOREIGN_ORDER_ID);
    expect(user.image).toBeNull();
    expect(user.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect((await profileOf(user.id))?.role).toBe('customer');
    // The victim's account is untouched: no second user took over its id or e-mail.
    expect((await userRow(victim.userId))?.email).toBe(victim.email.toLowerCase());

    // Still a customer once verified the normal way.
    expect((await followVerificationLink(t.app, details.email)).statusCode).toBe(302);
    expect((await profileOf(user.id))?.role).toBe('customer');
  });
});

describe('account bodies are strict', () => {
  it('profile: each smuggled field is refused, and the role stays customer', async () => {
    const base = {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      phone: '01712345678',
      address: 'Banani',
    };
    await expectEachFieldRefused('PATCH', '/api/account/profile', base, 200);
    await expectNothingEscalated();
  });

  it('notifications and language: each smuggled field is refused', async () => {
    await expectEachFieldRefused(
      'PUT',
      '/api/account/notifications',
      { email: true, sms: false, marketing: false },
      200,
    );
    await expectEachFieldRefused('PUT', '/api/account/language', { language: 'bn' }, 204);
    expect((await profileOf(shopper.userId))?.locale).toBe('bn');
    await expectNothingEscalated();
  });

  it('account deletion: a smuggled userId is refused, and nobody is deleted', async () => {
    const response = await send('DELETE', '/api/account', {
      password: shopper.password,
      userId: victim.userId,
    });
    expectRefused(response, 'userId', 'DELETE /api/account');
    expect(await userRow(victim.userId)).toBeDefined();
    expect(await userRow(shopper.userId)).toBeDefined();
  });
});

describe('an account made by phone: its bodies are strict too', () => {
  /** A customer as a phone sign-up leaves one: a verified number, no e-mail, no password. */
  async function phoneShopper() {
    const made = await createShopper(t.app);
    const phoneNumber = uniquePhoneNumber();
    await makePhoneAccount(t.db, made.userId, phoneNumber, {
      notifyEmail: true,
      notifySms: true,
      notifyMarketing: false,
    });
    await t.db.delete(accounts).where(eq(accounts.userId, made.userId));
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, made.userId));
    await forgetCodeLimits(t.db);
    return { ...made, phoneNumber };
  }

  it('adding an e-mail: each smuggled field is refused, and nothing but the request is made', async () => {
    const phone = await phoneShopper();
    const email = `added-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const [field, value] of Object.entries(smuggled)) {
      const response = await send('POST', '/api/account/email', { email, [field]: value }, phone);
      expectRefused(response, field, 'POST /api/account/email');
    }
    const clean = await send('POST', '/api/account/email', { email }, phone);
    expect(clean.statusCode, clean.body).toBe(202);
    // Until the link is opened the account keeps its placeholder, unverified, and a customer.
    const row = await userRow(phone.userId);
    expect(row?.email).toBe(placeholderEmailFor(phone.phoneNumber));
    expect(row?.emailVerified).toBe(false);
    expect((await profileOf(phone.userId))?.role).toBe('customer');
    await expectNothingEscalated();
  });

  it('deleting with a code: a smuggled userId or role is refused, and nobody is deleted', async () => {
    const phone = await phoneShopper();
    const asked = await send('POST', '/api/account/deletion-code', undefined, phone);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastCodeTo(t.db, phone.phoneNumber);
    for (const [field, value] of Object.entries(smuggled)) {
      const response = await send('DELETE', '/api/account', { code, [field]: value }, phone);
      expectRefused(response, field, 'DELETE /api/account');
    }
    expect(await userRow(victim.userId)).toBeDefined();
    expect(await userRow(phone.userId)).toBeDefined();
    // The refusals did not spend the code: the clean request deletes the asker, and only them.
    const clean = await send('DELETE', '/api/account', { code }, phone);
    expect(clean.statusCode, clean.body).toBe(200);
    expect(await userRow(phone.userId)).toBeUndefined();
    expect(await userRow(victim.userId)).toBeDefined();
  });
});

describe('signing up by phone ignores every field but number, code and names', () => {
  it('makes a customer with its own id, the placeholder e-mail and today as its creation date', async () => {
    await forgetCodeLimits(t.db);
    const phoneNumber = uniquePhoneNumber();
    expect((await sendOtp(t.app, phoneNumber)).statusCode).toBe(200);
    const code = await lastCodeTo(t.db, phoneNumber);
    const response = await verifyPhone(t.app, {
      phoneNumber,
      code,
      firstName: 'Mitu',
      lastName: 'Rahman',
      ...smuggled,
      email: victim.email,
      name: 'Injected Name',
      image: 'https://evil.example/x.png',
      phoneNumberVerified: false,
      disableSession: true,
    });
    expect(response.statusCode, response.body).toBe(200);

    const [user] = await t.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(user).toBeDefined();
    if (!user) return;
    expect(user.id).not.toBe(victim.userId);
    expect(user.id).not.toBe(FOREIGN_ORDER_ID);
    expect(user.email).toBe(placeholderEmailFor(phoneNumber));
    expect(user.emailVerified).toBe(false);
    expect(user.phoneNumberVerified).toBe(true);
    expect(user.name).toBe('Mitu Rahman');
    expect(user.image).toBeNull();
    expect(user.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect((await profileOf(user.id))?.role).toBe('customer');
    // The session was made all the same (disableSession is not the client's to send).
    expect(response.cookies.some((cookie) => cookie.value !== '')).toBe(true);
    // The victim keeps their account and address.
    expect((await userRow(victim.userId))?.email).toBe(victim.email.toLowerCase());
    await forgetCodeLimits(t.db);
  });
});

describe('cart and wishlist bodies are strict', () => {
  it('cart: prices, totals and owners cannot ride along with a product', async () => {
    const [productId] = stocked;
    await expectEachFieldRefused('POST', '/api/cart/items', { productId, quantity: 1 }, 200);
    await expectEachFieldRefused('PUT', `/api/cart/items/${productId}`, { quantity: 2 }, 200);
    // The quote prices the cart; a shopper cannot send their own discount or total.
    await expectEachFieldRefused(
      'POST',
      '/api/cart/quote',
      { location: 'dhaka', paymentMethod: 'cod' },
      200,
    );
    // One line, in the shopper's cart, with the quantity of the clean request; none in the victim's.
    const lines = await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, Number(productId)));
    expect(lines.map((line) => [line.userId, line.quantity])).toEqual([[shopper.userId, 2]]);
    await send('DELETE', '/api/cart', undefined);
  });

  it('wishlist: a smuggled owner or field is refused', async () => {
    const productId = stocked[1];
    await expectEachFieldRefused('POST', '/api/wishlist/items', { productId }, 200);
    const saved = await t.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.productId, Number(productId)));
    expect(saved.map((item) => item.userId)).toEqual([shopper.userId]);
  });
});

describe('orders ignore what the server computes', () => {
  async function placeOrder(extra: Record<string, unknown>) {
    await fillCart(t.app, shopper, [
      [Number(stocked[2]), 2],
      [Number(stocked[3]), 1],
    ]);
    const response = await send('POST', '/api/orders', checkoutBody(extra));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const items = await t.db
      .select({
        productId: orderItems.productId,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        discount: orderItems.discount,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(orderItems.productId);
    if (!order) throw new Error('order not stored');
    return { order, items };
  }

  it('stores the same prices, totals, status and owner as an order placed without the extras', async () => {
    const reference = await placeOrder({});
    const attacked = await placeOrder({
      ...smuggled,
      items: [{ productId: stocked[2], quantity: 2, unitPrice: 1, price: 1 }],
    });

    for (const field of [
      'subtotal',
      'discount',
      'shipping',
      'deliveryDiscount',
      'codCharge',
      'total',
      'couponCode',
      'promotionId',
      'status',
      'paymentStatus',
    ] as const) {
      expect(attacked.order[field], field).toEqual(reference.order[field]);
    }
    expect(attacked.items).toEqual(reference.items);
    expect(attacked.order.userId).toBe(shopper.userId);
    expect(attacked.order.id).not.toBe(FOREIGN_ORDER_ID);
    expect(attacked.order.createdAt.getFullYear()).toBeGreaterThan(2000);
    // And the figures are the server's own: not the smuggled 1s and 0s.
    expect(attacked.order.total).toBeGreaterThan(1);
    expect(attacked.order.status).not.toBe(smuggled.status);
    expect(attacked.order.paymentStatus).not.toBe(smuggled.paymentStatus);
    expect(await t.db.select().from(orders).where(eq(orders.userId, victim.userId))).toEqual([]);
    await expectNothingEscalated();
  });
});

describe('review bodies are strict', () => {
  it('writing, editing and voting refuse every smuggled field', async () => {
    const productId = unreviewed[0];
    const review = { rating: 4, title: 'Lovely shade', content: 'Stays on all day in the heat.' };
    const written = await expectEachFieldRefused(
      'POST',
      `/api/products/${productId}/reviews`,
      review,
      201,
    );
    const reviewId = written.json().id as number;
    await expectEachFieldRefused('PATCH', `/api/reviews/${reviewId}`, { rating: 5 }, 200);
    await expectEachFieldRefused(
      'PUT',
      `/api/reviews/${someoneElsesReview}/vote`,
      { helpful: true },
      200,
    );

    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(stored?.userId).toBe(shopper.userId);
    expect(stored?.rating).toBe(5);
    expect(stored?.helpfulCount).toBe(0);
    expect(stored?.createdAt.getFullYear()).toBeGreaterThan(2000);
    // Nothing was written in the victim's name.
    const victims = await t.db.select().from(reviews).where(eq(reviews.userId, victim.userId));
    expect(victims).toEqual([]);
  });
});

describe('the contact form ignores everything but its four fields', () => {
  it('stores an unhandled message with its own id and date', async () => {
    const message = {
      name: 'Rina',
      email: 'rina@example.com',
      subject: 'Shade',
      message: 'Is it vegan?',
    };
    const response = await send('POST', '/api/contact', {
      ...message,
      ...smuggled,
      id: 424_242,
      handled: true,
      handledAt: LONG_AGO,
      handledBy: victim.userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;
    expect(id).not.toBe(424_242);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.email, message.email)))
      .orderBy(desc(contactMessages.id));
    expect(stored).toMatchObject({ ...message, handledAt: null, handledBy: null });
    expect(stored?.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});

describe("an admin's product save with options and variants is strict at every level", () => {
  const shade = (sku: string, name: string) => ({
    sku,
    options: [name],
    price: 120_000,
    stockQuantity: 4,
  });
  const body = (suffix: string, variant: Record<string, unknown> = {}) => ({
    name: `Strict Lipstick ${suffix}`,
    category: 'makeup',
    status: 'active',
    images: [],
    options: [{ name: 'Shade' }],
    variants: [
      { ...shade(`STRICT-${suffix}-1`, 'Ruby'), ...variant },
      shade(`STRICT-${suffix}-2`, 'Rose'),
    ],
  });

  it('refuses fields the editor never sends on the product, an option or a variant', async () => {
    const admin = await createAdmin(t.app, t.db);
    const product = { orderCount: 0, rating: { average: 5, count: 999 }, variantSummary: {} };
    for (const [field, value] of Object.entries(product)) {
      expectRefused(
        await send('POST', '/api/admin/products', { ...body('P'), [field]: value }, admin),
        field,
        'admin product',
      );
    }
    const variant = { productId: stocked[0], position: -1, createdAt: LONG_AGO, title: 'x' };
    for (const [field, value] of Object.entries(variant)) {
      expectRefused(
        await send('POST', '/api/admin/products', body('V', { [field]: value }), admin),
        field,
        'admin variant',
      );
    }
    const option = { ...body('O'), options: [{ name: 'Shade', position: 3, productId: 1 }] };
    expect((await send('POST', '/api/admin/products', option, admin)).statusCode).toBe(400);
    // Another product's variant cannot be taken over by naming its id.
    const [foreign] = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, stocked[0] ?? 0));
    const hijack = await send('POST', '/api/admin/products', body('H', { id: foreign?.id }), admin);
    expect(hijack.statusCode, hijack.body).toBe(400);
    const [still] = await t.db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, foreign?.id ?? 0));
    expect(still?.productId).toBe(stocked[0]);

    const clean = await send('POST', '/api/admin/products', body('C'), admin);
    expect(clean.statusCode, clean.body).toBe(201);
  });
});

describe("an admin's promotion is strict: its uses, figures and id are the server's", () => {
  const coupon = (code: string) => ({
    kind: 'coupon',
    code,
    name: 'Strict coupon',
    discountType: 'percent',
    discountValue: 10,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const smuggled = {
    uses: 0,
    id: 1,
    status: 'running',
    orders: 999,
    revenue: 1,
    discountGiven: 0,
    createdAt: LONG_AGO,
  };

  it('refuses them on create and on edit, and writes nothing', async () => {
    const admin = await createAdmin(t.app, t.db);
    for (const [field, value] of Object.entries(smuggled)) {
      const code = `STRICT${field.toUpperCase()}`;
      expectRefused(
        await send('POST', '/api/admin/promotions', { ...coupon(code), [field]: value }, admin),
        field,
        'admin promotion',
      );
      const [row] = await t.db
        .execute(sql`SELECT id FROM promotions WHERE code = ${code}`)
        .then((r) => r.rows);
      expect(row, `${field}: nothing written`).toBeUndefined();
    }
    const made = await send('POST', '/api/admin/promotions', coupon('STRICTCLEAN'), admin);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(
        await send('PATCH', `/api/admin/promotions/${id}`, { [field]: value }, admin),
        field,
        'admin promotion edit',
      );
    }
    const [stored] = await t.db
      .execute(sql`SELECT uses, created_at FROM promotions WHERE id = ${id}`)
      .then((r) => r.rows);
    expect(stored?.uses).toBe(0);
  });
});

describe("an admin's banner is strict: its id, status and dates of change are the server's", () => {
  const smuggled = { id: 1, status: 'running', createdAt: LONG_AGO, updatedAt: LONG_AGO };

  it('refuses them on create and on edit, and writes nothing', async () => {
    const admin = await createAdmin(t.app, t.db);
    const upload = await uploadAs(t.app, admin.cookie, '/api/admin/products/images', {
      field: 'image',
      bytes: await smallPng(),
    });
    const image = upload.json().image;
    const banner = (headlineEn: string) => ({
      slot: 'hero',
      headlineEn,
      headlineBn: 'ব্যানার',
      link: '/products',
      phoneImage: image,
      desktopImage: image,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: null,
      position: 0,
    });
    for (const [field, value] of Object.entries(smuggled)) {
      const headline = `Strict ${field}`;
      expectRefused(
        await send('POST', '/api/admin/banners', { ...banner(headline), [field]: value }, admin),
        field,
        'admin banner',
      );
      const [row] = await t.db
        .execute(sql`SELECT id FROM banners WHERE headline_en = ${headline}`)
        .then((r) => r.rows);
      expect(row, `${field}: nothing written`).toBeUndefined();
    }
    const made = await send('POST', '/api/admin/banners', banner('Strict clean'), admin);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(
        await send(
          'PUT',
          `/api/admin/banners/${id}`,
          { ...banner('Edited'), [field]: value },
          admin,
        ),
        field,
        'admin banner edit',
      );
    }
    const [stored] = await t.db
      .execute(sql`SELECT headline_en FROM banners WHERE id = ${id}`)
      .then((r) => r.rows);
    expect(stored?.headline_en).toBe('Strict clean');
  });
});

describe("an admin's booking takes the recipient and the cash to collect from the order", () => {
  it('refuses smuggled amounts, recipients, statuses and ids, and books nothing', async () => {
    const admin = await createAdmin(t.app, t.db);
    await fillCart(t.app, shopper, [[Number(stocked[4]), 1]]);
    const placed = await send('POST', '/api/orders', checkoutBody({ paymentMethod: 'cod' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    // Cash on delivery: processing, so bookable, as soon as it is placed.
    const manual = { courier: 'manual', courierLabel: 'Sundarban Courier', trackingCode: 'SB-9' };
    const smuggled = {
      codAmount: 0,
      recipientName: 'Someone Else',
      phone: '01911111111',
      address: 'Elsewhere',
      consignmentId: '123',
      status: 'delivered',
      orderId: crypto.randomUUID(),
    };
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(
        await send(
          'POST',
          `/api/admin/orders/${id}/shipment`,
          { ...manual, [field]: value },
          admin,
        ),
        field,
        'booking',
      );
    }
    const rows = await t.db.execute(sql`SELECT id FROM shipments WHERE order_id = ${id}`);
    expect(rows.rows).toHaveLength(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('processing');
  });
});

describe('a payment link is made and used with nothing but its own fields', () => {
  it('refuses smuggled fields on the admin’s link and the shopper’s payment, writing nothing', async () => {
    const admin = await createAdmin(t.app, t.db);
    const id = await insertOrder(t.db, { status: 'pending', paymentMethod: 'cod' });
    const url = `/api/admin/orders/${id}/payment-link`;
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(await send('POST', url, { [field]: value }, admin), field, 'payment link');
    }
    expect(await t.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, id))).toEqual([]);
    const made = await send('POST', url, { language: 'bn' }, admin);
    expect(made.statusCode, made.body).toBe(200);
    const token = String(made.json().url).split('/pay/')[1];
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(
        await send('POST', `/api/pay/${token}/pay`, {
          paymentMethod: 'bkash_online',
          [field]: value,
        }),
        field,
        'payment through a link',
      );
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', total: 106_000 });
  });
});

describe("a staff order is strict: its figures, status, payment status and owner are the server's", () => {
  it('refuses each smuggled field on the order, a line and a draft, and writes nothing', async () => {
    const admin = await createAdmin(t.app, t.db);
    const [variant] = await t.db
      .execute<{ id: number }>(
        sql`SELECT id FROM product_variants WHERE product_id = ${Number(stocked[5])} LIMIT 1`,
      )
      .then((r) => r.rows);
    const line = { variantId: Number(variant?.id), quantity: 1 };
    const body = staffOrderBody([line]);
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(
        await send('POST', '/api/admin/staff-orders', { ...body, [field]: value }, admin),
        field,
        'staff order',
      );
      expectRefused(
        await send(
          'POST',
          '/api/admin/staff-orders',
          { ...body, lines: [{ ...line, [field]: value }] },
          admin,
        ),
        field,
        'staff order line',
      );
      const { idempotencyKey: _key, ...draft } = body;
      expectRefused(
        await send('POST', '/api/admin/order-drafts', { ...draft, [field]: value }, admin),
        field,
        'staff order draft',
      );
    }
    const written = await t.db.select().from(orders).where(eq(orders.phone, body.phone));
    expect(written).toEqual([]);
    const drafts = await t.db.execute(sql`SELECT id FROM order_drafts WHERE phone = ${body.phone}`);
    expect(drafts.rows).toHaveLength(0);
    const placed = await send('POST', '/api/admin/staff-orders', body, admin);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'processing', paymentStatus: 'pending' });
    expect(placed.json().total).toBeGreaterThan(1);
  });
});

describe('staff and roles are strict: nobody widens their own access through a body', () => {
  const smuggledStaff = {
    permissions: ['staff.manage'],
    role: 'super_admin',
    staffRole: 'owner',
    userId: 'someone',
    shipped: true,
    key: 'owner',
  };

  it('refuses smuggled fields on an invitation, a role change and a role, writing nothing', async () => {
    const owner = await createAdmin(t.app, t.db, {}, 'super_admin');
    const contact = `invitee.${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const [field, value] of Object.entries(smuggledStaff)) {
      const invite = { contact, roleKey: 'packing', [field]: value };
      if (field !== 'roleKey') {
        expectRefused(await send('POST', '/api/admin/staff', invite, owner), field, 'invitation');
      }
      const role = { name: 'Helpers', permissions: ['orders.view'], [field]: value };
      if (field !== 'permissions') {
        expectRefused(await send('POST', '/api/admin/roles', role, owner), field, 'new role');
      }
    }
    const invited = await t.db.execute(sql`SELECT id FROM users WHERE email = ${contact}`);
    expect(invited.rows).toHaveLength(0);
    const roles = await t.db.execute(sql`SELECT key FROM staff_roles WHERE name = 'Helpers'`);
    expect(roles.rows).toHaveLength(0);

    const member = await createAdmin(t.app, t.db);
    const change = await send(
      'PUT',
      `/api/admin/staff/${member.userId}`,
      { roleKey: 'packing', permissions: ['staff.manage'] },
      owner,
    );
    expectRefused(change, 'permissions', 'role change');
    expect((await profileOf(member.userId))?.staffRole).toBeNull();
  });
});

describe('a stock adjustment names only its units, reason, batch and note', () => {
  it('refuses a smuggled level, ledger reason, order, user or batch quantity, moving nothing', async () => {
    const owner = await createAdmin(t.app, t.db, {}, 'super_admin');
    const [variant] = await t.db
      .execute<{ id: number; stock_quantity: number }>(
        sql`SELECT id, stock_quantity FROM product_variants ORDER BY id LIMIT 1`,
      )
      .then((result) => result.rows);
    if (!variant) throw new Error('the seed has no variant');
    const smuggled = {
      levelAfter: 999,
      stockQuantity: 999,
      userId: 'someone',
      orderId: crypto.randomUUID(),
      quantity: 999,
      withdrawn: 0,
    };
    const adjustment = { variantId: variant.id, change: 1, reason: 'found' };
    for (const [field, value] of Object.entries(smuggled)) {
      expectRefused(
        await send(
          'POST',
          '/api/admin/stock/adjustments',
          { ...adjustment, [field]: value },
          owner,
        ),
        field,
        'stock adjustment',
      );
    }
    const after = await t.db.execute(
      sql`SELECT stock_quantity FROM product_variants WHERE id = ${variant.id}`,
    );
    expect(after.rows[0]).toEqual({ stock_quantity: variant.stock_quantity });
  });
});

describe('a stock count names only its sheet and category', () => {
  it('refuses a smuggled author, record, total or difference, moving nothing', async () => {
    const owner = await createAdmin(t.app, t.db, {}, 'super_admin');
    const [variant] = await t.db
      .execute<{ id: number; sku: string; stock_quantity: number }>(
        sql`SELECT id, sku, stock_quantity FROM product_variants ORDER BY id LIMIT 1`,
      )
      .then((result) => result.rows);
    if (!variant) throw new Error('the seed has no variant');
    const count = { csv: `SKU,Batch,Counted\r\n${variant.sku},,0\r\n`, category: null };
    const smuggled = {
      id: 1,
      userId: victim.userId,
      value: 0,
      units: 0,
      differences: [],
      linesCounted: 0,
      createdAt: '2020-01-01',
    };
    for (const url of ['/api/admin/stock/counts/preview', '/api/admin/stock/counts']) {
      for (const [field, value] of Object.entries(smuggled)) {
        expectRefused(await send('POST', url, { ...count, [field]: value }, owner), field, url);
      }
    }
    const after = await t.db.execute(
      sql`SELECT stock_quantity FROM product_variants WHERE id = ${variant.id}`,
    );
    expect(after.rows[0]).toEqual({ stock_quantity: variant.stock_quantity });
    const counts = await t.db.execute(sql`SELECT count(*)::int AS n FROM stock_counts`);
    expect(counts.rows[0]).toEqual({ n: 0 });
  });
});

describe('a clearance sale takes a percent and a last day; its scope and terms are the server’s', () => {
  it('refuses a smuggled scope, name, kind, code, start or status, starting no sale', async () => {
    const owner = await createAdmin(t.app, t.db, {}, 'super_admin');
    const sales = async () =>
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM promotions`)).rows[0];
    const before = await sales();
    const smuggledSale = {
      variantIds: [1],
      productIds: [1],
      categories: ['makeup'],
      name: 'Anything',
      kind: 'coupon',
      code: 'FREE100',
      discountType: 'fixed',
      discountValue: 100,
      startsAt: '2020-01-01T00:00:00+06:00',
      endsAt: '2099-01-01T00:00:00+06:00',
      active: false,
      status: 'running',
      id: 1,
    };
    for (const [field, value] of Object.entries(smuggledSale)) {
      expectRefused(
        await send(
          'POST',
          '/api/admin/stock/expiring/clearance',
          { percent: 20, [field]: value },
          owner,
        ),
        field,
        'clearance sale',
      );
    }
    expect(await sales()).toEqual(before);
  });
});

describe('purchasing is strict: statuses, received counts and costs are the server’s', () => {
  it('refuses smuggled fields on a supplier, an order, its lines and a receipt, writing nothing', async () => {
    const owner = await createAdmin(t.app, t.db, {}, 'super_admin');
    const [variant] = await t.db
      .execute<{ id: number; stock_quantity: number }>(
        sql`SELECT id, stock_quantity FROM product_variants ORDER BY id LIMIT 1`,
      )
      .then((result) => result.rows);
    if (!variant) throw new Error('the seed has no variant');
    const refuseEach = async (
      url: string,
      fields: Record<string, unknown>,
      body: (field: string, value: unknown) => unknown,
    ) => {
      for (const [field, value] of Object.entries(fields)) {
        expectRefused(await send('POST', url, body(field, value), owner), field, url);
      }
    };
    const supplier = { name: 'Strict Supplier' };
    await refuseEach(
      '/api/admin/suppliers',
      { id: 1, createdAt: '2020-01-01' },
      (field, value) => ({
        ...supplier,
        [field]: value,
      }),
    );
    const made = await send('POST', '/api/admin/suppliers', supplier, owner);
    expect(made.statusCode).toBe(201);
    const line = { variantId: variant.id, quantity: 3, unitCost: 10_000 };
    const order = { supplierId: made.json().id, lines: [line] };
    await refuseEach(
      '/api/admin/purchase-orders',
      { status: 'received', createdBy: victim.userId, id: 1, orderedAt: '2020-01-01' },
      (field, value) => ({ ...order, [field]: value }),
    );
    await refuseEach(
      '/api/admin/purchase-orders',
      { receivedQuantity: 3, costPrice: 1, purchaseOrderId: 1, id: 1 },
      (field, value) => ({ ...order, lines: [{ ...line, [field]: value }] }),
    );
    const draft = await send('POST', '/api/admin/purchase-orders', order, owner);
    expect(draft.statusCode).toBe(201);
    expect(draft.json().status).toBe('draft');
    const id = draft.json().id;
    expect(
      (await send('POST', `/api/admin/purchase-orders/${id}/order`, {}, owner)).statusCode,
    ).toBe(200);
    const receipt = { lineId: draft.json().lines[0].id, quantity: 1 };
    await refuseEach(
      `/api/admin/purchase-orders/${id}/receipts`,
      { unitCost: 1, costPrice: 1, receivedQuantity: 3, batchId: 1, variantId: 1, withdrawn: 0 },
      (field, value) => ({ lines: [{ ...receipt, [field]: value }] }),
    );
    await refuseEach(
      `/api/admin/purchase-orders/${id}/receipts`,
      { status: 'received', receivedBy: victim.userId },
      (field, value) => ({ lines: [receipt], [field]: value }),
    );
    const after = await t.db.execute(sql`
      SELECT v.stock_quantity, v.cost_price, l.received_quantity, o.status
      FROM purchase_orders o JOIN purchase_order_lines l ON l.purchase_order_id = o.id
      JOIN product_variants v ON v.id = l.variant_id WHERE o.id = ${id}`);
    expect(after.rows).toEqual([
      {
        stock_quantity: variant.stock_quantity,
        cost_price: null,
        received_quantity: 0,
        status: 'ordered',
      },
    ]);
    const orders = await t.db.execute(sql`SELECT count(*)::int AS n FROM purchase_orders`);
    expect(orders.rows[0]).toEqual({ n: 1 });
  });
});
