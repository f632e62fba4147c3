/**
 * The dashboard's return figures (GET /api/admin/stats): the return rate of the orders delivered in
 * the last 90 days, counting returns the shop did not refuse, and the returns still open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { askReturn, deliveredDaysAgo, deliveredOrder } from '../../test/fixtures/returns';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
let customer: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

async function figures(): Promise<{ returnRate: number | null; openReturns: number }> {
  const answer = await injectAs(t.app, admin, 'GET', '/api/admin/stats');
  expect(answer.statusCode, answer.body).toBe(200);
  const { returnRate, openReturns } = answer.json();
  return { returnRate, openReturns };
}

async function asked(order: Order): Promise<string> {
  const answer = await askReturn(t.app, customer, order);
  expect(answer.statusCode, answer.body).toBe(201);
  const id = (answer.json() as Order).returns?.at(-1)?.id;
  if (!id) throw new Error('no return on the order');
  return id;
}

async function decide(returnId: string, body: Record<string, unknown>) {
  const answer = await injectAs(
    t.app,
    admin,
    'POST',
    `/api/admin/returns/${returnId}/decision`,
    body,
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('return figures on the dashboard', () => {
  it('counts returns not refused against orders delivered in the last 90 days', async () => {
    expect(await figures()).toEqual({ returnRate: null, openReturns: 0 });

    const first = await deliveredOrder(t.app, admin, customer);
    const second = await deliveredOrder(t.app, admin, customer);
    expect(await figures()).toEqual({ returnRate: 0, openReturns: 0 });

    const refusedOne = await asked(first);
    expect(await figures()).toEqual({ returnRate: 50, openReturns: 1 });

    // A refused return is no return: the rate falls back, and nothing is open.
    await decide(refusedOne, { decision: 'refuse', note: 'Opened and used' });
    expect(await figures()).toEqual({ returnRate: 0, openReturns: 0 });

    const third = await deliveredOrder(t.app, admin, customer);
    await decide(await asked(third), { decision: 'accept' });
    await asked(second);
    // Two of three delivered orders have a return the shop did not refuse.
    expect(await figures()).toEqual({ returnRate: 66.7, openReturns: 2 });

    // Delivered 100 days ago: out of the rate, though its return is still open.
    await deliveredDaysAgo(t.db, third.id, 100);
    expect(await figures()).toEqual({ returnRate: 50, openReturns: 2 });
  });

  it('is for admins only', async () => {
    expect((await injectAs(t.app, customer, 'GET', '/api/admin/stats')).statusCode).toBe(403);
  });
});
