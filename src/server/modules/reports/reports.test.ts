/**
 * Admin → Reports on a fixture of real orders with known amounts (placed through the checkout,
 * then dated): a discount, a cancelled order, a partial return refunded by bKash and an order in
 * the month before, each report's figures pinned to the poisha.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductReport, SalesReport, StockReport } from '#shared/schemas/reports';
import { auditLog, productVariants } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  createStaff,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { placeOrder } from '../../test/fixtures/orders';
import { createCoupon, priceVariant, productsWithOneVariant } from '../../test/fixtures/promotions';
import {
  expectAnswer,
  placedOn as placedOnDay,
  refundOneByBkash,
} from '../../test/fixtures/reports';
import { deliveredOrder } from '../../test/fixtures/returns';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let customer: SignedInShopper;
let lipstick: { productId: number; variantId: number };
let serum: { productId: number; variantId: number };

const OCTOBER = 'from=2026-10-01&to=2026-10-31';

const ok = expectAnswer;
const placedOn = (id: string, dhakaTime: string) => placedOnDay(t.db, id, dhakaTime);

const place = (lines: [number, number][], body: Record<string, unknown> = {}) =>
  placeOrder(t.app, customer, lines, body);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  customer = await createShopper(t.app);
  const [one, two] = await productsWithOneVariant(t.db, 2);
  if (!one || !two) throw new Error('the seed has no two one-variant products');
  [lipstick, serum] = [one, two];
  // ৳1,000 and ৳250.50, kept at a cost of ৳400 and ৳100.
  await priceVariant(t.db, lipstick.variantId, { price: 100_000 });
  await priceVariant(t.db, serum.variantId, { price: 25_050 });
  await t.db
    .update(productVariants)
    .set({ costPrice: 40_000 })
    .where(eq(productVariants.id, lipstick.variantId));
  await t.db
    .update(productVariants)
    .set({ costPrice: 10_000 })
    .where(eq(productVariants.id, serum.variantId));
  await createCoupon(t.db, { code: 'EID20', discountType: 'percent', discountValue: 20 });

  // 5 October: two lipsticks, cash on delivery in Dhaka, delivered; one comes back, ৳1,000 refunded.
  const first = await deliveredOrder(t.app, owner, customer, [[lipstick.productId, 2]]);
  await placedOn(first.id, '2026-10-05T10:00:00');
  await refundOneByBkash(t.app, t.db, { owner, customer }, first, 100_000, '2026-10-25T15:00:00');

  // 20 October, 11:30 p.m. in Dhaka (17:30 UTC): a lipstick and three serums outside Dhaka, 20% off.
  const second = await place(
    [
      [lipstick.productId, 1],
      [serum.productId, 3],
    ],
    {
      location: 'outside',
      city: 'Chattogram',
      couponCode: 'EID20',
    },
  );
  await placedOn(second.id, '2026-10-20T23:30:00');

  // 21 October: a serum, cancelled: not a sale.
  const cancelled = await place([[serum.productId, 1]]);
  await placedOn(cancelled.id, '2026-10-21T09:00:00');
  await ok(
    await injectAs(t.app, owner, 'POST', `/api/admin/orders/${cancelled.id}/status`, {
      status: 'cancelled',
    }),
  );

  // 15 September: a lipstick, for the month before.
  const september = await place([[lipstick.productId, 1]]);
  await placedOn(september.id, '2026-09-15T12:00:00');
}, 120_000);

afterAll(() => t?.close());

describe('sales over time', () => {
  it('adds the month to the poisha, day by day, beside the month before', async () => {
    const report = (await ok(
      await injectAs(t.app, owner, 'GET', `/api/admin/reports/sales?${OCTOBER}`),
    )) as SalesReport;
    // Gross ৳2,000 + ৳1,000 + 3 × ৳250.50; 20% off the second order's ৳1,751.50 (৳350, as the
    // shop rounds a discount to whole taka); ৳1,000 back; delivery ৳100 in Dhaka and ৳200 outside,
    // and 1% of the ৳1,401.50 left for cash on delivery outside Dhaka.
    expect(report.totals).toEqual({
      orders: 2,
      items: 6,
      grossSales: 375_150,
      discounts: 35_000,
      refunds: 100_000,
      netSales: 240_150,
      delivery: 10_000 + 20_000,
      codCharges: 1_400,
      totalSales: 240_150 + 30_000 + 1_400,
    });
    expect(report.rows).toHaveLength(31);
    const day = (period: string) => report.rows.find((row) => row.period === period);
    expect(day('2026-10-05')).toMatchObject({ orders: 1, items: 2, grossSales: 200_000 });
    // 11:30 p.m. in Dhaka is still the 20th there.
    expect(day('2026-10-20')).toMatchObject({ orders: 1, items: 4, discounts: 35_000 });
    expect(day('2026-10-21')).toMatchObject({ orders: 0, grossSales: 0 });
    expect(day('2026-10-25')).toMatchObject({ orders: 0, refunds: 100_000, netSales: -100_000 });
    expect(report.previousFrom).toBe('2026-08-31');
    expect(report.previousTo).toBe('2026-09-30');
    expect(report.previous).toMatchObject({ orders: 1, grossSales: 100_000, netSales: 100_000 });
    expect(report.byPaymentMethod.find((row) => row.key === 'cod')).toEqual({
      key: 'cod',
      orders: 2,
      netSales: 240_150,
    });
    expect(report.bySource.find((row) => row.key === 'web')).toMatchObject({ orders: 2 });
  });

  it('groups by week from Monday and by month', async () => {
    const weeks = (await ok(
      await injectAs(t.app, owner, 'GET', `/api/admin/reports/sales?${OCTOBER}&by=week`),
    )) as SalesReport;
    expect(weeks.rows.map((row) => row.period)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(weeks.rows.find((row) => row.period === '2026-10-19')).toMatchObject({
      orders: 1,
      refunds: 100_000,
    });
    const months = (await ok(
      await injectAs(
        t.app,
        owner,
        'GET',
        '/api/admin/reports/sales?from=2026-09-01&to=2026-10-31&by=month',
      ),
    )) as SalesReport;
    expect(months.rows.map((row) => [row.period, row.orders, row.netSales])).toEqual([
      ['2026-09-01', 1, 100_000],
      ['2026-10-01', 2, 240_150],
    ]);
  });

  it('downloads the rows shown and their totals as CSV, and records who took it', async () => {
    const csv = await injectAs(t.app, owner, 'GET', `/api/admin/reports/sales.csv?${OCTOBER}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(
      'sajghor-sales-2026-10-01-to-2026-10-31.csv',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 31 + 1);
    expect(lines[0]).toContain('"Net sales"');
    expect(lines.at(-1)).toBe(
      '"Total","2","6","3751.50","350.00","1000.00","2401.50","300.00","14.00","2715.50"',
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reports.export'))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1);
    expect(entry).toMatchObject({ entity: 'sales-report', actorId: owner.userId, area: 'reports' });
  });
});

describe('by product, variant, brand and category', () => {
  const products = async (query: string) =>
    (await ok(
      await injectAs(t.app, owner, 'GET', `/api/admin/reports/products?${OCTOBER}&${query}`),
    )) as ProductReport;

  it('counts units, returns, net sales, cost and margin to the poisha', async () => {
    const report = await products('dimension=product&sort=netSales');
    const rowOf = (id: number) => report.rows.find((row) => row.key === String(id));
    // Two lipsticks, and one more with its share of the ৳350 off (৳199.83); one back at ৳1,000;
    // two kept at ৳400 each.
    expect(rowOf(lipstick.productId)).toMatchObject({
      units: 3,
      returnedUnits: 1,
      netSales: 180_017,
      cost: 80_000,
      margin: 100_017,
      marginPercent: 55.6,
    });
    expect(rowOf(serum.productId)).toMatchObject({
      units: 3,
      returnedUnits: 0,
      netSales: 60_133,
      cost: 30_000,
      margin: 30_133,
      marginPercent: 50.1,
    });
    // The products' net sales add up to the sales report's.
    expect(report.totals).toMatchObject({ units: 6, netSales: 240_150, cost: 110_000 });
    // 31 August to 30 September: the one lipstick of 15 September, kept at ৳400.
    expect([report.previousFrom, report.previousTo]).toEqual(['2026-08-31', '2026-09-30']);
    expect(report.previous).toEqual({
      units: 1,
      returnedUnits: 0,
      netSales: 100_000,
      cost: 40_000,
      margin: 60_000,
      marginPercent: 60,
    });
    expect(report.rows.map((row) => row.key)).toEqual([
      String(lipstick.productId),
      String(serum.productId),
    ]);
  });

  it('sorts by margin percent, searches, and groups by brand, category and variant', async () => {
    const byPercent = await products('sort=marginPercent');
    expect(byPercent.rows[0]?.key).toBe(String(lipstick.productId));
    const units = await products('sort=units');
    expect(units.rows.map((row) => row.units)).toEqual([3, 3]);
    const variants = await products('dimension=variant');
    expect(variants.rows.map((row) => row.key).sort()).toEqual(
      [String(lipstick.variantId), String(serum.variantId)].sort(),
    );
    expect(variants.rows.every((row) => row.detail)).toBe(true);
    const categories = await products('dimension=category');
    expect(categories.totals.netSales).toBe(240_150);
    const brands = await products('dimension=brand');
    expect(brands.totals.netSales).toBe(240_150);
    const name = variants.rows.find((row) => row.key === String(serum.variantId))?.name ?? '';
    const searched = await products(`q=${encodeURIComponent(name)}`);
    expect(searched.rows.map((row) => row.key)).toContain(String(serum.productId));
    expect(searched.rows.map((row) => row.key)).not.toContain(String(lipstick.productId));
    const none = await products('q=%25_no such thing');
    expect(none).toMatchObject({ rows: [], matched: 0 });
  });

  it('a shade without a cost price leaves cost and margin unknown, not zero', async () => {
    await t.db
      .update(productVariants)
      .set({ costPrice: null })
      .where(eq(productVariants.id, serum.variantId));
    try {
      const report = await products('dimension=product');
      expect(report.rows.find((row) => row.key === String(serum.productId))).toMatchObject({
        cost: null,
        margin: null,
        marginPercent: null,
      });
      expect(report.totals.cost).toBeNull();
    } finally {
      await t.db
        .update(productVariants)
        .set({ costPrice: 10_000 })
        .where(eq(productVariants.id, serum.variantId));
    }
  });

  it('downloads the rows shown and their totals as CSV in the reader’s language', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/products.csv?${OCTOBER}&dimension=product`,
      headers: { cookie: `${owner.cookie}; lang=bn` },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(lines[0]).toContain('"নিট বিক্রি"');
    expect(lines.at(-1)).toBe('"মোট","6","1","2401.50","1100.00","1301.50","54.2"');
  });
});

describe('stock value', () => {
  const stock = async (slowDays: number) =>
    (await ok(
      await injectAs(t.app, owner, 'GET', `/api/admin/reports/stock?slowDays=${slowDays}`),
    )) as StockReport;

  it('values every unit held at cost by category, and finds what has not sold lately', async () => {
    const report = await stock(30);
    const sum = (key: 'units' | 'value' | 'unitsWithoutCost') =>
      report.byCategory.reduce((total, row) => total + row[key], 0);
    expect(report.totals).toEqual({
      units: sum('units'),
      value: sum('value'),
      unitsWithoutCost: sum('unitsWithoutCost'),
    });
    const [kept] = await t.db
      .select({ units: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, serum.variantId));
    // Last sold on 20 October: the serum ordered on the 21st was cancelled, which is no sale.
    expect(report.slowMovers.find((row) => row.variantId === serum.variantId)).toMatchObject({
      units: kept?.units,
      value: (kept?.units ?? 0) * 10_000,
      lastSold: '2026-10-20',
    });
    expect(report.slowMovers.map((row) => row.variantId)).toContain(lipstick.variantId);
    const recent = await stock(60);
    expect(recent.slowMovers.map((row) => row.variantId)).not.toContain(serum.variantId);
    // Three million units at ৳1,000,000 each: past PostgreSQL's integer, a bigint sum.
    await priceVariant(t.db, lipstick.variantId, { price: 100_000, stock: 3_000_000 });
    await t.db
      .update(productVariants)
      .set({ costPrice: 100_000_000 })
      .where(eq(productVariants.id, lipstick.variantId));
    const large = await stock(30);
    expect(large.slowMovers[0]).toMatchObject({
      variantId: lipstick.variantId,
      value: 300_000_000_000_000,
    });
    const csv = await injectAs(t.app, owner, 'GET', '/api/admin/reports/stock.csv?slowDays=30');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"Value at cost"');
    expect(csv.body).toContain('"2026-10-20"');
  });
});

describe('bad input and access', () => {
  it('answers a reversed, too long or unknown request with what to change, in both languages', async () => {
    const cases: [string, string][] = [
      ['sales?from=2026-10-31&to=2026-10-01', 'The end date comes before the start date'],
      ['sales?from=2020-01-01&to=2026-10-31', 'Choose a range of at most five years'],
      ['sales?from=2026-02-30&to=2026-03-01', 'Enter a date as YYYY-MM-DD'],
      ['sales?from=2026-10-01&to=2026-10-31&by=hour', 'Group by day, week or month'],
      [
        'products?from=2026-10-01&to=2026-10-31&dimension=colour',
        'Show by product, variant, brand or category',
      ],
      [
        'products?from=2026-10-01&to=2026-10-31&sort=price',
        'Sort by net sales, units, margin, margin %, returns or name',
      ],
      ['products.csv?from=2026-10-31&to=2026-10-01', 'The end date comes before the start date'],
      ['sales', 'Enter a date as YYYY-MM-DD'],
      ['stock?slowDays=3', 'Choose between 7 and 730 days without a sale'],
    ];
    for (const [query, message] of cases) {
      const answer = await injectAs(t.app, owner, 'GET', `/api/admin/reports/${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toContain(message);
    }
    const bangla = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/sales?from=2026-10-31&to=2026-10-01',
      headers: { cookie: `${owner.cookie}; lang=bn` },
    });
    expect(bangla.json().message).toContain('শেষের তারিখ শুরুর তারিখের আগে পড়েছে');
  });

  it('is for those who read reports: an accountant reads them, a packer and a shopper do not', async () => {
    const accountant = await createStaff(t.app, t.db, 'accountant');
    const packer = await createStaff(t.app, t.db, 'packing');
    const url = `/api/admin/reports/sales?${OCTOBER}`;
    expect((await injectAs(t.app, accountant, 'GET', url)).statusCode).toBe(200);
    expect((await injectAs(t.app, packer, 'GET', url)).statusCode).toBe(403);
    expect((await injectAs(t.app, customer, 'GET', url)).statusCode).toBe(403);
    expect((await injectAs(t.app, null, 'GET', url)).statusCode).toBe(401);
  });
});
