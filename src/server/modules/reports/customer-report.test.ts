import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerReport } from '#shared/schemas/customer-report';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { placeOrder } from '../../test/fixtures/orders';
import { priceVariant, productsWithOneVariant } from '../../test/fixtures/promotions';
import { expectAnswer, placedOn } from '../../test/fixtures/reports';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let customer: SignedInShopper;
let lipstick: number;
let serum: number;

const OCTOBER = 'from=2026-10-01&to=2026-10-31';
const A = '01711111111';
const B = '01822222222';
const C = '01933333333';

const ok = expectAnswer;

async function place(dhakaTime: string, phone: string, productId: number, firstName = 'Rina') {
  const order = await placeOrder(t.app, customer, [[productId, 1]], { phone, firstName });
  await placedOn(t.db, order.id, dhakaTime);
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  customer = await createShopper(t.app);
  const [one, two] = await productsWithOneVariant(t.db, 2);
  if (!one || !two) throw new Error('the seed has no two one-variant products');
  [lipstick, serum] = [one.productId, two.productId];
  await priceVariant(t.db, one.variantId, { price: 100_000 });
  await priceVariant(t.db, two.variantId, { price: 25_050 });

  // A first ordered in August and came back twice in October.
  await place('2026-08-10T12:00:00', A, lipstick, 'Ayesha');
  await place('2026-10-05T12:00:00', A, lipstick, 'Ayesha');
  await place('2026-10-20T12:00:00', A, lipstick, 'Ayesha');
  // B is new in October and orders again in November.
  await place('2026-10-03T12:00:00', B, lipstick);
  await place('2026-11-02T12:00:00', B, serum);
  // C is new in October and orders twice in it.
  await place('2026-10-10T12:00:00', C, serum);
  await place('2026-10-12T12:00:00', C, lipstick);
  // A phone whose only order was cancelled is no customer.
  const cancelled = await place('2026-10-15T12:00:00', '01644444444', serum);
  const answer = await injectAs(t.app, owner, 'POST', `/api/admin/orders/${cancelled.id}/status`, {
    status: 'cancelled',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  // The days before: one new phone in September.
  await place('2026-09-20T12:00:00', '01555555555', serum);
}, 120_000);

afterAll(() => t?.close());

const report = async (query: string) =>
  (await ok(
    await injectAs(t.app, owner, 'GET', `/api/admin/reports/customers?${query}`),
  )) as CustomerReport;

describe('customers report', () => {
  it('counts new and returning customers and the repeat purchase rate, beside the days before', async () => {
    const october = await report(`${OCTOBER}&by=month`);
    // A returning (and repeat), B new, C new (and repeat): 2 of 3 with two or more orders.
    expect(october.totals).toEqual({
      customers: 3,
      newCustomers: 2,
      returningCustomers: 1,
      repeatPercent: 66.7,
    });
    // 31 August to 30 September: one new phone, one order.
    expect(october.previous).toEqual({
      customers: 1,
      newCustomers: 1,
      returningCustomers: 0,
      repeatPercent: 0,
    });
    expect(october.rows).toEqual([
      { period: '2026-10-01', newCustomers: 2, returningCustomers: 1 },
    ]);
  });

  it('counts a customer new in the week of her first order and returning in the weeks after', async () => {
    const weeks = await report(`${OCTOBER}&by=week`);
    expect(weeks.rows).toEqual([
      { period: '2026-09-28', newCustomers: 1, returningCustomers: 0 },
      { period: '2026-10-05', newCustomers: 1, returningCustomers: 1 },
      { period: '2026-10-12', newCustomers: 0, returningCustomers: 1 },
      { period: '2026-10-19', newCustomers: 0, returningCustomers: 1 },
      { period: '2026-10-26', newCustomers: 0, returningCustomers: 0 },
    ]);
  });

  it('follows October’s new customers into the months after, and ranks the top spenders', async () => {
    const october = await report(OCTOBER);
    const [cohort] = october.cohorts;
    expect(cohort?.month).toBe('2026-10-01');
    expect(cohort?.newCustomers).toBe(2);
    // B came back in November; the later months, as many as have begun, are nobody yet.
    expect(cohort?.returned[0]).toBe(50);
    expect(cohort?.returned.slice(1).every((share) => share === 0)).toBe(true);
    expect(october.topCustomers).toEqual([
      { phone: A, name: 'Ayesha Begum', orders: 2, netSpend: 200_000, lastOrderOn: '2026-10-20' },
      { phone: C, name: 'Rina Begum', orders: 2, netSpend: 125_050, lastOrderOn: '2026-10-12' },
      { phone: B, name: 'Rina Begum', orders: 1, netSpend: 100_000, lastOrderOn: '2026-10-03' },
    ]);
  });

  it('downloads the periods, the cohorts and the top customers', async () => {
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      `/api/admin/reports/customers.csv?${OCTOBER}&by=month`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      '"Period","New customers","Returning customers"',
      '"2026-10-01","2","1"',
      '"Total","2","1"',
    ]);
    expect(lines).toContain(`"${A}","Ayesha Begum","2","2000.00","2026-10-20"`);
  });
});
