/**
 * The dashboard's expiring batches and the one-step clearance sale on them (issue 41), on the real
 * database: which batches are listed, their value at cost, the sale shoppers then see, refusals.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpiringStock } from '#shared/schemas/stock';
import { auditLog, promotions } from '../../db/schema';
import { createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { dhakaDay, receive } from '../../test/fixtures/stock';
import { oneShade, setVariant } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let marketing: SignedInShopper;
let packer: SignedInShopper;
let catalogue: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  marketing = await createStaff(t.app, t.db, 'marketing');
  packer = await createStaff(t.app, t.db, 'packing');
  catalogue = await createStaff(t.app, t.db, 'catalogue');
  // The seeded shelf has some lots expiring soon: moved out of the window, the list is this file's.
  await t.db.execute(sql`
    UPDATE stock_batches SET expires_on = expires_on + 400
      WHERE expires_on IS NOT NULL AND expires_on < current_date + 70`);
});
afterAll(() => t.close());

const URL = '/api/admin/stock/expiring';
const CLEARANCE = `${URL}/clearance`;
const inBangla = (who: SignedInShopper) => `${who.cookie}; lang=bn`;

async function expiring(who: SignedInShopper = packer): Promise<ExpiringStock> {
  const answer = await injectAs(t.app, who, 'GET', URL);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const promotionCount = async () => (await t.db.select({ n: count() }).from(promotions))[0]?.n;

describe('nothing expiring', () => {
  it('lists nothing and refuses a clearance with 409, writing nothing', async () => {
    expect(await expiring()).toMatchObject({
      today: dhakaDay(0),
      withinDays: 60,
      batches: [],
      totalValue: 0,
      unknownCost: 0,
    });
    const before = await promotionCount();
    const english = await injectAs(t.app, owner, 'POST', CLEARANCE, { percent: 20 });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      'No batch expiring within 60 days has units on sale to clear',
    );
    const bangla = await injectAs(t.app, inBangla(owner), 'POST', CLEARANCE, { percent: 20 });
    expect(bangla.statusCode).toBe(409);
    expect(bangla.json().message).toBe(
      '৬০ দিনের মধ্যে মেয়াদ শেষ হবে এমন কোনো ব্যাচে বিক্রির জন্য পণ্য নেই',
    );
    expect(await promotionCount()).toBe(before);
  });
});

describe('the expiring batches and their clearance', () => {
  let soon = 0;
  let past = 0;
  let unknown = 0;
  beforeAll(async () => {
    soon = await oneShade(t.db, 30, 0, 'Ruby');
    await receive(t.db, soon, 3, { code: 'D59', expiresOn: dhakaDay(59), unitCost: 40_000 });
    await receive(t.db, soon, 2, { code: 'D61', expiresOn: dhakaDay(61), unitCost: 40_000 });
    // Past its expiry: withdrawn as it lands; valued at the shade's cost price, having none.
    past = await oneShade(t.db, 31, 0, 'Coral');
    await setVariant(t.db, past, { costPrice: 25_000 });
    await receive(t.db, past, 4, { code: 'OLD', expiresOn: dhakaDay(-3) });
    unknown = await oneShade(t.db, 32, 0, 'Mauve');
    await receive(t.db, unknown, 1, { code: 'NOCOST', expiresOn: dhakaDay(10) });
    // Emptied by hand: nothing left in it to clear.
    const empty = await receive(t.db, unknown, 2, { code: 'EMPTY', expiresOn: dhakaDay(20) });
    const taken = await injectAs(t.app, owner, 'POST', '/api/admin/stock/adjustments', {
      variantId: unknown,
      change: -2,
      reason: 'damaged',
      batchId: empty,
    });
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it('lists batches with units within 60 days, soonest first, past ones flagged, valued at cost', async () => {
    const list = await expiring();
    expect(
      list.batches.map((batch) => [
        batch.code,
        batch.expiresOn,
        batch.expired,
        batch.quantity,
        batch.withdrawn,
        batch.unitCost,
        batch.value,
      ]),
    ).toEqual([
      ['OLD', dhakaDay(-3), true, 0, 4, 25_000, 100_000],
      ['NOCOST', dhakaDay(10), false, 1, 0, null, null],
      ['D59', dhakaDay(59), false, 3, 0, 40_000, 120_000],
    ]);
    expect(list.batches[2]).toMatchObject({
      productId: 30,
      variantId: soon,
      variantTitle: 'Shade: Ruby',
      sku: 'T-30-1',
    });
    expect(list.batches[0]?.productName).toEqual(expect.any(String));
    expect(list.totalValue).toBe(220_000);
    expect(list.unknownCost).toBe(1);
  });

  it('is read by staff who may view products, and refused to customers', async () => {
    expect((await expiring(catalogue)).batches).toHaveLength(3);
    expect((await injectAs(t.app, null, 'GET', URL)).statusCode).toBe(401);
  });

  it('refuses a bad percent or day in both languages, and staff without promotions', async () => {
    const refused = async (who: string, body: unknown) => {
      const answer = await injectAs(t.app, who, 'POST', CLEARANCE, body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().message;
    };
    for (const percent of [0, 91, 12.5, '20']) {
      expect(await refused(owner.cookie, { percent })).toContain(
        'Enter a whole percent from 1 to 90',
      );
    }
    expect(await refused(inBangla(owner), { percent: 0 })).toContain(
      '১ থেকে ৯০-এর মধ্যে পূর্ণ সংখ্যায় শতাংশ লিখুন',
    );
    expect(await refused(owner.cookie, { percent: 20, endsOn: dhakaDay(-1) })).toContain(
      'The sale’s last day cannot be before today',
    );
    expect(await refused(inBangla(owner), { percent: 20, endsOn: '2027-02-30' })).toContain(
      'তারিখ YYYY-MM-DD আকারে লিখুন',
    );
    expect(await refused(owner.cookie, { percent: 20, variantIds: [1] })).toMatch(/variantIds/);
    const denied = await injectAs(t.app, catalogue, 'POST', CLEARANCE, { percent: 20 });
    expect(denied.statusCode).toBe(403);
    expect((await injectAs(t.app, packer, 'POST', CLEARANCE, { percent: 20 })).statusCode).toBe(
      403,
    );
  });

  it('starts one sale on the shades with units on sale, until the latest expiry, priced for shoppers', async () => {
    const before = await promotionCount();
    const answer = await injectAs(t.app, marketing, 'POST', CLEARANCE, { percent: 20 });
    expect(answer.statusCode, answer.body).toBe(201);
    const sale = answer.json();
    expect(sale).toMatchObject({
      kind: 'sale',
      code: null,
      name: 'Clearance: expiring batches',
      discountType: 'percent',
      discountValue: 20,
      // The past batch's units are off sale already: its shade is not put on sale.
      variantIds: [unknown, soon],
      productIds: [],
      status: 'running',
      endsAt: new Date(`${dhakaDay(60)}T00:00:00+06:00`).toISOString(),
    });
    expect(await promotionCount()).toBe((before ?? 0) + 1);

    // A shopper sees the sale price at once: ৳1,500 less 20 %.
    const product = (await t.app.inject('/api/products/30')).json();
    expect(product.variants[0]).toMatchObject({ id: soon, price: 150_000, salePrice: 120_000 });
    const untouched = (await t.app.inject('/api/products/31')).json();
    expect(untouched.variants[0].salePrice).toBeNull();

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promotion.create'), eq(auditLog.entityId, String(sale.id))));
    expect(entry).toMatchObject({ actorId: marketing.userId, area: 'promotions' });
  });

  it('ends on the day chosen, named in the language of whoever starts it', async () => {
    const answer = await injectAs(t.app, inBangla(owner), 'POST', CLEARANCE, {
      percent: 30,
      endsOn: dhakaDay(5),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      name: 'ক্লিয়ারেন্স: মেয়াদ শেষ হতে চলা ব্যাচ',
      discountValue: 30,
      endsAt: new Date(`${dhakaDay(6)}T00:00:00+06:00`).toISOString(),
    });
  });
});
