/**
 * Admin → Reports → Promotions on real orders (placed through the checkout, then dated): a coupon,
 * a scheduled sale, an order that used both, a new and a returning phone, a cancelled order and a
 * return refunded by bKash, pinned to the poisha.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionReport } from '#shared/schemas/promotion-report';
import { orderItems } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
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
let saleId: number;
let couponId: number;

const OCTOBER = 'from=2026-10-01&to=2026-10-31';
const A = '01711111111';
const B = '01822222222';
const C = '01933333333';

const ok = expectAnswer;
const placedOn = (id: string, dhakaTime: string) => placedOnDay(t.db, id, dhakaTime);

async function place(
  dhakaTime: string,
  phone: string,
  lines: [number, number][],
  couponCode?: string,
) {
  const order = await placeOrder(t.app, customer, lines, {
    phone,
    ...(couponCode ? { couponCode } : {}),
  });
  await placedOn(order.id, dhakaTime);
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  customer = await createShopper(t.app);
  const [one, two] = await productsWithOneVariant(t.db, 2);
  if (!one || !two) throw new Error('the seed has no two one-variant products');
  [lipstick, serum] = [one, two];
  await priceVariant(t.db, lipstick.variantId, { price: 100_000 });
  await priceVariant(t.db, serum.variantId, { price: 25_050 });
  couponId = (
    await createCoupon(t.db, { code: 'EID20', discountType: 'percent', discountValue: 20 })
  ).id;
  // 10% off the serum from an hour ago: ৳250.50 becomes ৳225 (a sale price is whole taka).
  const sale = (await ok(
    await injectAs(t.app, owner, 'POST', '/api/admin/promotions', {
      kind: 'sale',
      name: 'Serum week',
      discountType: 'percent',
      discountValue: 10,
      productIds: [serum.productId],
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    201,
  )) as { id: number };
  saleId = sale.id;

  // September: A's first order (no promotion), and C's first, with the coupon.
  await place('2026-09-20T12:00:00', A, [[lipstick.productId, 1]]);
  await place('2026-09-25T12:00:00', C, [[lipstick.productId, 1]], 'EID20');
  // October: A comes back for two serums on sale with the coupon as well: ৳450 less 20% (৳90).
  await place('2026-10-05T12:00:00', A, [[serum.productId, 2]], 'EID20');
  // B's first order, a lipstick with the coupon (৳200 off), then a serum on sale.
  await place('2026-10-10T12:00:00', B, [[lipstick.productId, 1]], 'EID20');
  await place('2026-10-12T12:00:00', B, [[serum.productId, 1]]);
  // B's serum, cancelled: in no figure.
  const cancelled = await place('2026-10-15T12:00:00', B, [[serum.productId, 1]]);
  await ok(
    await injectAs(t.app, owner, 'POST', `/api/admin/orders/${cancelled.id}/status`, {
      status: 'cancelled',
    }),
  );
  // The checkout's own phone (01712345678), new: two serums on sale, delivered; one comes back and
  // its ৳225 is refunded by bKash on 25 October.
  const returned = await deliveredOrder(t.app, owner, customer, [[serum.productId, 2]]);
  await placedOn(returned.id, '2026-10-20T12:00:00');
  await refundOneByBkash(t.app, t.db, { owner, customer }, returned, 22_500, '2026-10-25T15:00:00');
}, 120_000);

afterAll(() => t?.close());

describe('promotions report', () => {
  it('gives each coupon and sale its orders, new and returning customers, discount and net sales', async () => {
    const report = (await ok(
      await injectAs(t.app, owner, 'GET', `/api/admin/reports/promotions?${OCTOBER}`),
    )) as PromotionReport;
    expect(report.rows).toEqual([
      {
        promotionId: couponId,
        kind: 'coupon',
        name: 'Test EID20',
        code: 'EID20',
        // A's serums (returning) and B's lipstick (new): ৳90 + ৳200 off; ৳360 + ৳800.
        orders: 2,
        firstOrders: 1,
        repeatOrders: 1,
        discountGiven: 29_000,
        netSales: 116_000,
      },
      {
        promotionId: saleId,
        kind: 'sale',
        name: 'Serum week',
        code: null,
        // A's two serums, B's one and the new phone's two, ৳25.50 each off the regular price;
        // A's ৳360, B's ৳225 and the new phone's ৳450 less the ৳225 given back.
        orders: 3,
        firstOrders: 1,
        repeatOrders: 2,
        discountGiven: 12_750,
        netSales: 81_000,
      },
    ]);
    // A's order used both: it is counted once.
    expect(report.totals).toEqual({
      orders: 4,
      firstOrders: 2,
      repeatOrders: 2,
      discountGiven: 41_750,
      netSales: 161_000,
    });
    // The 31 days before: 31 August to 30 September.
    expect(report.previous).toEqual({
      orders: 1,
      firstOrders: 1,
      repeatOrders: 0,
      discountGiven: 20_000,
      netSales: 80_000,
    });
    expect([report.previousFrom, report.previousTo]).toEqual(['2026-08-31', '2026-09-30']);
  });

  it('keeps on each line the regular price and the sale that priced it', async () => {
    const lines = await t.db
      .select({
        list: orderItems.listPrice,
        unit: orderItems.unitPrice,
        sale: orderItems.salePromotionId,
      })
      .from(orderItems)
      .where(eq(orderItems.variantId, serum.variantId));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.list === 25_050 && line.unit === 22_500)).toBe(true);
    expect(lines.every((line) => line.sale === saleId)).toBe(true);
    const [lipstickLine] = await t.db
      .select({ list: orderItems.listPrice, sale: orderItems.salePromotionId })
      .from(orderItems)
      .where(eq(orderItems.variantId, lipstick.variantId));
    expect(lipstickLine).toEqual({ list: 100_000, sale: null });
  });

  it('downloads the rows and each order once in the totals, in Bangla too', async () => {
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      `/api/admin/reports/promotions.csv?${OCTOBER}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      'sajghor-promotions-report-2026-10-01-to-2026-10-31.csv',
    );
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      '"Promotion","Kind","Code","Orders","From new customers","From returning customers","Discount given","Net sales"',
      '"Test EID20","Coupon code","EID20","2","1","1","290.00","1160.00"',
      '"Serum week","Scheduled sale","","3","1","2","127.50","810.00"',
      '"Total","","","4","2","2","417.50","1610.00"',
    ]);
    const bangla = await injectAs(
      t.app,
      `${owner.cookie}; lang=bn`,
      'GET',
      `/api/admin/reports/promotions.csv?${OCTOBER}`,
    );
    expect(bangla.body).toContain('নতুন ক্রেতার');
  });

  it('refuses a reversed range with a message to act on', async () => {
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      '/api/admin/reports/promotions?from=2026-10-31&to=2026-10-01',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('The end date comes before the start date');
  });
});
