/** Admin → Promotions (issue 19): create, list with status and figures, edit, end now, refusals. */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion, PromotionInput } from '#shared/schemas/admin-promotions';
import {
  auditLog,
  orders,
  products,
  productVariants,
  promotions,
  promotionUses,
} from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let codes = 0;
const freshCode = (stem = 'eid') => `${stem}${Date.now() % 100_000}x${++codes}`;

function coupon(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    kind: 'coupon',
    code: freshCode(),
    name: 'Eid 2026',
    discountType: 'percent',
    discountValue: 20,
    maxDiscount: 50_000,
    minSubtotal: 200_000,
    startsAt: at(-HOUR),
    endsAt: at(24 * HOUR),
    ...overrides,
  };
}

function send(
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return injectAs(t.app, who, method, url, payload);
}

async function create(input: PromotionInput): Promise<Promotion> {
  const answer = await send(admin, 'POST', '/api/admin/promotions', input);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

async function listed(): Promise<Promotion[]> {
  const answer = await send(admin, 'GET', '/api/admin/promotions');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().promotions;
}

async function promotionCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::integer` }).from(promotions);
  return row?.n ?? 0;
}

describe('admin promotions: access', () => {
  it('refuses the signed-out (401) and customers (403) on every route', async () => {
    const shopper = await createShopper(t.app);
    const existing = await create(coupon());
    const calls: [Parameters<typeof send>[1], string, unknown?][] = [
      ['GET', '/api/admin/promotions'],
      ['GET', `/api/admin/promotions/${existing.id}`],
      ['POST', '/api/admin/promotions', coupon()],
      ['PATCH', `/api/admin/promotions/${existing.id}`, { active: false }],
      ['POST', `/api/admin/promotions/${existing.id}/end`],
      ['GET', '/api/admin/settings/free-delivery'],
      ['PUT', '/api/admin/settings/free-delivery', { dhakaOver: 100, everywhereOver: null }],
    ];
    const before = await promotionCount();
    for (const [method, url, body] of calls) {
      expect((await send(undefined, method, url, body)).statusCode, url).toBe(401);
      expect((await send(shopper, method, url, body)).statusCode, url).toBe(403);
    }
    expect(await promotionCount()).toBe(before);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, existing.id));
    expect(row?.active).toBe(true);
    expect(row?.endsAt?.toISOString()).toBe(existing.endsAt);
  });
});

describe('admin promotions: create and list', () => {
  it('creates a coupon with its code in capitals and lists it first, running', async () => {
    const code = freshCode('summer');
    const made = await create(coupon({ code, usageLimit: 100, perCustomerLimit: 1 }));
    expect(made).toMatchObject({
      kind: 'coupon',
      code: code.toUpperCase(),
      discountType: 'percent',
      discountValue: 20,
      maxDiscount: 50_000,
      minSubtotal: 200_000,
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      excludeSaleItems: false,
      active: true,
      status: 'running',
      uses: 0,
      orders: 0,
      revenue: 0,
      discountGiven: 0,
    });
    const [first] = await listed();
    expect(first?.id).toBe(made.id);
    const one = await send(admin, 'GET', `/api/admin/promotions/${made.id}`);
    expect(one.json()).toEqual(made);
  });

  it('says where each stands: scheduled, running, ended, used up, switched off', async () => {
    const scheduled = await create(coupon({ startsAt: at(HOUR), endsAt: at(2 * HOUR) }));
    const running = await create(coupon({ endsAt: null }));
    const ended = await create(coupon({ startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }));
    const usedUp = await create(coupon({ usageLimit: 2 }));
    const off = await create(coupon({ active: false }));
    await t.db.update(promotions).set({ uses: 2 }).where(eq(promotions.id, usedUp.id));
    const byId = new Map((await listed()).map((p) => [p.id, p.status]));
    expect(byId.get(scheduled.id)).toBe('scheduled');
    expect(byId.get(running.id)).toBe('running');
    expect(byId.get(ended.id)).toBe('ended');
    expect(byId.get(usedUp.id)).toBe('used_up');
    expect(byId.get(off.id)).toBe('ended');
  });

  it('refuses a code another promotion has, in any case, with 409', async () => {
    const code = freshCode('dup');
    await create(coupon({ code: code.toUpperCase() }));
    const before = await promotionCount();
    const again = await send(admin, 'POST', '/api/admin/promotions', coupon({ code }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROMOTION_CODE_TAKEN');
    expect(again.json().message).toBe(
      `The code ${code.toUpperCase()} is already used by another promotion.`,
    );
    expect(await promotionCount()).toBe(before);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discountValue: 120 }, 'A percent discount must be from 1 to 100.'],
      [{ startsAt: at(HOUR), endsAt: at(-HOUR) }, 'The end must be after the start.'],
      [{ maxDiscount: 0 }, 'A cap must be above ৳0; leave it empty for no cap.'],
      [{ code: 'no spaces allowed' }, 'Enter a code of letters and digits, up to 30.'],
      [{ code: undefined }, 'A coupon needs a code.'],
      [{ discountType: 'fixed', discountValue: 0, maxDiscount: null }, 'Enter an amount above ৳0.'],
      [{ startsAt: 'tomorrow' }, 'Enter a date and time.'],
      [
        {
          kind: 'sale',
          code: 'SALE1',
          maxDiscount: null,
          minSubtotal: null,
          categories: ['makeup'],
        },
        'A scheduled sale has no code: shoppers get its prices without typing anything.',
      ],
      [
        { kind: 'sale', code: null, maxDiscount: null, minSubtotal: null },
        'Choose what the sale covers: categories, brands, products or variants.',
      ],
      [
        {
          kind: 'sale',
          code: null,
          discountType: 'free_delivery',
          discountValue: 0,
          maxDiscount: null,
          minSubtotal: null,
          brands: ['MAC'],
        },
        'Free delivery is for coupons; a sale takes a percent or an amount off prices.',
      ],
      [{ uses: 5 }, 'Unrecognized key'],
      [{ id: 99 }, 'Unrecognized key'],
    ];
    const before = await promotionCount();
    for (const [change, message] of cases) {
      const answer = await send(admin, 'POST', '/api/admin/promotions', {
        ...coupon(),
        ...change,
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().message, JSON.stringify(change)).toContain(message);
    }
    expect(await promotionCount()).toBe(before);
  });

  it('answers in Bangla when asked', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: {
        origin: originOf(t.app),
        cookie: `${admin.cookie}; lang=bn`,
        'accept-language': 'bn',
      },
      payload: { ...coupon(), discountValue: 101 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('শতাংশ ছাড় ১ থেকে ১০০-এর মধ্যে হতে হবে।');
  });

  it('answers 404 for a promotion that does not exist', async () => {
    const answer = await send(admin, 'GET', '/api/admin/promotions/999999');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Promotion not found');
  });
});

describe('admin promotions: edit and end', () => {
  it('rewrites an unused coupon', async () => {
    const made = await create(coupon());
    const changed = await send(admin, 'PATCH', `/api/admin/promotions/${made.id}`, {
      discountType: 'fixed',
      discountValue: 30_000,
      maxDiscount: null,
      code: `newcode${codes}`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      discountType: 'fixed',
      discountValue: 30_000,
      code: `NEWCODE${codes}`,
    });
  });

  it('checks an edit as a whole, and writes nothing when refused', async () => {
    const made = await create(coupon());
    const answer = await send(admin, 'PATCH', `/api/admin/promotions/${made.id}`, {
      endsAt: at(-2 * HOUR),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The end must be after the start.');
    const fresh = await send(admin, 'GET', `/api/admin/promotions/${made.id}`);
    expect(fresh.json().endsAt).toBe(made.endsAt);
  });

  it('lets a used coupon only be renamed, switched off or ended earlier (409 otherwise)', async () => {
    const made = await create(coupon());
    await t.db.update(promotions).set({ uses: 3 }).where(eq(promotions.id, made.id));
    const url = `/api/admin/promotions/${made.id}`;
    for (const change of [
      { discountValue: 50 },
      { minSubtotal: null },
      { endsAt: at(48 * HOUR) },
      { endsAt: null },
      { code: freshCode() },
    ]) {
      const answer = await send(admin, 'PATCH', url, change);
      expect(answer.statusCode, JSON.stringify(change)).toBe(409);
      expect(answer.json().code).toBe('PROMOTION_LOCKED');
      expect(answer.json().message).toContain('used 3 times, so it can only be ended');
    }
    // The whole form sent back unchanged, with a new name and the switch off, is fine.
    const {
      id: _id,
      status: _s,
      uses: _u,
      orders: _o,
      revenue: _r,
      discountGiven: _d,
      createdAt: _c,
      updatedAt: _up,
      ...asStored
    } = made;
    const renamed = await send(admin, 'PATCH', url, {
      ...asStored,
      name: 'Eid (old)',
      active: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Eid (old)', active: false, discountValue: 20 });
    const earlier = await send(admin, 'PATCH', url, { endsAt: at(HOUR) });
    expect(earlier.statusCode, earlier.body).toBe(200);
  });

  it('ends a running coupon now and keeps it, and ends a scheduled one too', async () => {
    const running = await create(coupon());
    const ended = await send(admin, 'POST', `/api/admin/promotions/${running.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().status).toBe('ended');
    expect(Math.abs(Date.parse(ended.json().endsAt) - Date.now())).toBeLessThan(60_000);
    expect(ended.json().startsAt).toBe(running.startsAt);

    const scheduled = await create(coupon({ startsAt: at(HOUR), endsAt: at(2 * HOUR) }));
    const stopped = await send(admin, 'POST', `/api/admin/promotions/${scheduled.id}/end`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().status).toBe('ended');
    expect(Date.parse(stopped.json().startsAt)).toBeLessThan(Date.parse(stopped.json().endsAt));
    expect((await listed()).some((p) => p.id === scheduled.id)).toBe(true);
  });
});

describe('admin promotions: figures', () => {
  it("counts the orders that used a coupon, their totals and the discount; cancelled ones don't count", async () => {
    const made = await create(coupon());
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), sql`${products.stockQuantity} > 5`))
      .limit(1);
    if (!product) throw new Error('no product in stock');
    const shopper = await createShopper(t.app);
    const placed: { id: string; total: number }[] = [];
    for (let i = 0; i < 2; i++) {
      await fillCart(t.app, shopper, [[product.id, 1]]);
      const answer = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
      expect(answer.statusCode, answer.body).toBe(201);
      placed.push(answer.json());
    }
    const [kept, cancelled] = placed as [
      { id: string; total: number },
      { id: string; total: number },
    ];
    // As the order transaction would have written them: 100 taka off the first, the same on the other.
    for (const order of placed) {
      await t.db
        .update(orders)
        .set({
          discount: 10_000,
          deliveryDiscount: 2_000,
          total: order.total - 10_000,
          promotionId: made.id,
        })
        .where(eq(orders.id, order.id));
      await t.db
        .insert(promotionUses)
        .values({ promotionId: made.id, orderId: order.id, userId: shopper.userId });
    }
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    await t.db.update(promotions).set({ uses: 2 }).where(eq(promotions.id, made.id));

    const answer = await send(admin, 'GET', `/api/admin/promotions/${made.id}`);
    expect(answer.json()).toMatchObject({
      uses: 2,
      orders: 1,
      revenue: kept.total - 10_000,
      discountGiven: 12_000,
    });
    const inList = (await listed()).find((p) => p.id === made.id);
    expect(inList).toMatchObject({
      orders: 1,
      revenue: kept.total - 10_000,
      discountGiven: 12_000,
    });
  });
});

describe('admin promotions: scheduled sales', () => {
  it('applies a running sale at once and takes it off when ended', async () => {
    const sale = await create({
      kind: 'sale',
      name: 'Makeup week',
      discountType: 'percent',
      discountValue: 10,
      categories: ['makeup'],
      startsAt: at(-HOUR),
      endsAt: at(24 * HOUR),
    });
    expect(sale).toMatchObject({ code: null, status: 'running', maxDiscount: null });
    const discounted = () =>
      t.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.category, 'makeup'), isNotNull(productVariants.promoPrice)));
    expect((await discounted()).length).toBeGreaterThan(0);

    const ended = await send(admin, 'POST', `/api/admin/promotions/${sale.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await discounted()).toEqual([]);
  });

  it('applies a sale switched on by an edit', async () => {
    const sale = await create({
      kind: 'sale',
      name: 'Skincare flash',
      discountType: 'fixed',
      discountValue: 5_000,
      categories: ['skincare'],
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      active: false,
    });
    const promoted = async () => {
      const rows = await t.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.category, 'skincare'), isNotNull(productVariants.promoPrice)));
      return rows.length;
    };
    expect(await promoted()).toBe(0);
    const on = await send(admin, 'PATCH', `/api/admin/promotions/${sale.id}`, { active: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().status).toBe('running');
    expect(await promoted()).toBeGreaterThan(0);
    await send(admin, 'PATCH', `/api/admin/promotions/${sale.id}`, { active: false });
    expect(await promoted()).toBe(0);
  });
});

describe('admin free-delivery settings', () => {
  it('reads and sets both thresholds; null is off; 0 is refused', async () => {
    const url = '/api/admin/settings/free-delivery';
    const set = await send(admin, 'PUT', url, { dhakaOver: 200_000, everywhereOver: null });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ dhakaOver: 200_000, everywhereOver: null });
    expect((await send(admin, 'GET', url)).json()).toEqual({
      dhakaOver: 200_000,
      everywhereOver: null,
    });

    const bad = await send(admin, 'PUT', url, { dhakaOver: 0, everywhereOver: 500_000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter an amount above ৳0, or leave it empty');
    expect((await send(admin, 'GET', url)).json()).toEqual({
      dhakaOver: 200_000,
      everywhereOver: null,
    });

    const off = await send(admin, 'PUT', url, { dhakaOver: null, everywhereOver: null });
    expect(off.json()).toEqual({ dhakaOver: null, everywhereOver: null });
  });

  it('records each change with the thresholds before and after, in its own transaction', async () => {
    const url = '/api/admin/settings/free-delivery';
    await send(admin, 'PUT', url, { dhakaOver: 150_000, everywhereOver: null });
    const changed = await send(admin, 'PUT', url, { dhakaOver: 250_000, everywhereOver: 900_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'setting'), eq(auditLog.entityId, 'free-delivery')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      area: 'settings',
      action: 'settings.freeDelivery',
      before: { freeDeliveryDhakaOver: 150_000, freeDeliveryEverywhereOver: null },
      after: { freeDeliveryDhakaOver: 250_000, freeDeliveryEverywhereOver: 900_000 },
    });
  });
});
