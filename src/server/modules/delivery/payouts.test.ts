/**
 * Courier payouts: the report by courier and Dhaka delivery day (collected, charges, paid out,
 * owed), the unpaid parcels with their mismatches, recording a payout (and each refusal naming the
 * parcel), two payouts racing for one parcel, the CSV, and admins only. Parcels are written
 * straight to the database: booking is not the point here. Each test uses its own days.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutReport } from '#shared/schemas/delivery';
import { courierPayouts, shipments } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { insertParcel } from '../../test/fixtures/parcels';
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

async function report(query: string): Promise<PayoutReport> {
  const answer = await injectAs(t.app, admin, 'GET', `/api/admin/courier-payouts?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const pay = (body: Record<string, unknown>) =>
  injectAs(t.app, admin, 'POST', '/api/admin/courier-payouts', {
    reference: 'SF-PAY-1',
    paidAt: '2025-03-10T10:00:00+06:00',
    ...body,
  });

describe('the report', () => {
  it('sums each courier’s Dhaka delivery days; collected falls back to the amount to collect', async () => {
    // 19:30 UTC is 01:30 the next morning in Dhaka.
    const lateNight = new Date('2025-01-04T19:30:00Z');
    const a = await insertParcel(t.db, {
      deliveredAt: lateNight,
      codAmount: 106_000,
      collectedAmount: 100_000,
      charge: 6_000,
    });
    await insertParcel(t.db, { deliveredAt: lateNight, codAmount: 50_000, charge: 7_000 });
    await insertParcel(t.db, {
      courier: 'pathao',
      deliveredAt: new Date('2025-01-05T06:00:00Z'),
      codAmount: 0,
      charge: 8_000,
    });
    await insertParcel(t.db, {
      status: 'in_transit',
      deliveredAt: null,
      codAmount: 99_000,
    });

    const body = await report('from=2025-01-05&to=2025-01-05');
    expect(body.rows).toEqual([
      {
        courier: 'pathao',
        day: '2025-01-05',
        parcels: 1,
        collected: 0,
        charges: 8_000,
        paidOut: 0,
        owed: -8_000,
      },
      {
        courier: 'steadfast',
        day: '2025-01-05',
        parcels: 2,
        collected: 150_000,
        charges: 13_000,
        paidOut: 0,
        owed: 137_000,
      },
    ]);
    expect(body.unpaid).toHaveLength(3);
    const mismatched = body.unpaid.find((parcel) => parcel.shipmentId === a.id);
    expect(mismatched).toMatchObject({
      collectedAmount: 100_000,
      codAmount: 106_000,
      mismatch: true,
    });
    expect(body.unpaid.filter((parcel) => parcel.mismatch)).toHaveLength(1);

    expect((await report('courier=pathao&from=2025-01-05&to=2025-01-05')).rows).toHaveLength(1);
    expect((await report('from=2025-01-04&to=2025-01-04')).rows).toEqual([]);
  });

  it('refuses a filter that is not a day or a courier', async () => {
    for (const query of ['from=5-1-2025', 'courier=redx', 'to=2025-1-5']) {
      const answer = await injectAs(t.app, admin, 'GET', `/api/admin/courier-payouts?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });
});

describe('recording a payout', () => {
  it('covers the named parcels: paid out, no longer owed, listed with its parcel count', async () => {
    const day = new Date('2025-02-01T06:00:00Z');
    const one = await insertParcel(t.db, { deliveredAt: day, codAmount: 100_000, charge: 6_000 });
    const two = await insertParcel(t.db, { deliveredAt: day, codAmount: 50_000, charge: 6_000 });
    const left = await insertParcel(t.db, { deliveredAt: day, codAmount: 20_000, charge: 6_000 });

    const paid = await pay({
      courier: 'steadfast',
      amount: 138_000,
      shipmentIds: [one.id, two.id],
      reference: 'SF-FEB-1',
      note: 'Weekly payout',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payout] = (paid.json() as PayoutReport).payouts.filter(
      (p) => p.reference === 'SF-FEB-1',
    );
    expect(payout).toMatchObject({ courier: 'steadfast', amount: 138_000, parcels: 2 });

    const body = await report('courier=steadfast&from=2025-02-01&to=2025-02-01');
    expect(body.rows).toEqual([
      {
        courier: 'steadfast',
        day: '2025-02-01',
        parcels: 3,
        collected: 170_000,
        charges: 18_000,
        paidOut: 138_000,
        owed: 14_000,
      },
    ]);
    expect(body.unpaid.map((parcel) => parcel.shipmentId)).toEqual([left.id]);
    // Paid in March for February's parcels: listed under February's days.
    expect(body.payouts.map((listed) => listed.reference)).toEqual(['SF-FEB-1']);
    expect((await report('from=2025-03-10&to=2025-03-10')).payouts).toEqual([]);
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, one.id));
    expect(row?.payoutId).toBe(payout?.id);
    const [stored] = await t.db
      .select()
      .from(courierPayouts)
      .where(eq(courierPayouts.id, payout?.id ?? 0));
    expect(stored).toMatchObject({ note: 'Weekly payout', actorUserId: admin.userId });
  });

  it('refuses a parcel not delivered, another courier’s or paid out already, naming it; nothing is written', async () => {
    const day = new Date('2025-02-10T06:00:00Z');
    const good = await insertParcel(t.db, { deliveredAt: day });
    const onTheWay = await insertParcel(t.db, {
      status: 'out_for_delivery',
      consignmentId: 'SF-ROAD',
    });
    const pathao = await insertParcel(t.db, {
      courier: 'pathao',
      deliveredAt: day,
      consignmentId: 'PT-1',
    });
    const paidBefore = await insertParcel(t.db, { deliveredAt: day, consignmentId: 'SF-PAID' });
    expect(
      (await pay({ courier: 'steadfast', amount: 1, shipmentIds: [paidBefore.id] })).statusCode,
    ).toBe(200);
    const before = await t.db.select().from(courierPayouts);

    for (const [bad, named] of [
      [onTheWay, 'SF-ROAD'],
      [pathao, 'PT-1'],
      [paidBefore, 'SF-PAID'],
    ] as const) {
      const refused = await pay({
        courier: 'steadfast',
        amount: 100,
        shipmentIds: [good.id, bad.id],
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('PARCEL_NOT_PAYABLE');
      expect(refused.json().message).toContain(named);
    }
    const unknown = crypto.randomUUID();
    const missing = await pay({ courier: 'steadfast', amount: 100, shipmentIds: [unknown] });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain(unknown);

    expect(await t.db.select().from(courierPayouts)).toHaveLength(before.length);
    const [untouched] = await t.db.select().from(shipments).where(eq(shipments.id, good.id));
    expect(untouched?.payoutId).toBeNull();
  });

  it('lets exactly one of two payouts racing for the same parcel have it', async () => {
    const day = new Date('2025-02-20T06:00:00Z');
    const shared = await insertParcel(t.db, { deliveredAt: day });
    const [mine, theirs] = await Promise.all([
      insertParcel(t.db, { deliveredAt: day }),
      insertParcel(t.db, { deliveredAt: day }),
    ]);
    const answers = await Promise.all([
      pay({
        courier: 'steadfast',
        amount: 1000,
        reference: 'RACE-A',
        shipmentIds: [mine.id, shared.id],
      }),
      pay({
        courier: 'steadfast',
        amount: 1000,
        reference: 'RACE-B',
        shipmentIds: [shared.id, theirs.id],
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const payouts = await t.db.select().from(courierPayouts);
    expect(payouts.filter((payout) => payout.reference.startsWith('RACE-'))).toHaveLength(1);
    const rows = await t.db.select().from(shipments);
    const winner = payouts.find((payout) => payout.reference.startsWith('RACE-'));
    expect(rows.find((row) => row.id === shared.id)?.payoutId).toBe(winner?.id);
    const loserParcel = winner?.reference === 'RACE-A' ? theirs : mine;
    expect(rows.find((row) => row.id === loserParcel.id)?.payoutId).toBeNull();
  });

  it('checks the body', async () => {
    const parcel = await insertParcel(t.db, { deliveredAt: new Date('2025-02-25T06:00:00Z') });
    for (const body of [
      { courier: 'steadfast', amount: -1, shipmentIds: [parcel.id] },
      { courier: 'steadfast', amount: 100, shipmentIds: [] },
      { courier: 'steadfast', amount: 100, shipmentIds: [parcel.id], reference: ' ' },
      { courier: 'steadfast', amount: 100, shipmentIds: [parcel.id], paidAt: 'yesterday' },
      { courier: 'redx', amount: 100, shipmentIds: [parcel.id] },
      { courier: 'steadfast', amount: 100, shipmentIds: ['nope'] },
    ]) {
      expect((await pay(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the CSV', () => {
  it('has the report’s rows under the same filters, figures a spreadsheet reads as numbers', async () => {
    await insertParcel(t.db, {
      courier: 'pathao',
      deliveredAt: new Date('2025-04-01T06:00:00Z'),
      codAmount: 0,
      charge: 6_050,
    });
    const answer = await injectAs(
      t.app,
      admin,
      'GET',
      '/api/admin/courier-payouts.csv?courier=pathao&from=2025-04-01&to=2025-04-01',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/sajghor-courier-payouts-.*\.csv/);
    expect(answer.body.split('\r\n')).toEqual([
      '"Courier","Delivery day","Parcels","Collected","Charges","Paid out","Owed"',
      '"pathao","2025-04-01","1","0.00","60.50","0.00","-60.50"',
      '',
    ]);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/courier-payouts'],
      ['GET', '/api/admin/courier-payouts.csv'],
      ['POST', '/api/admin/courier-payouts'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      expect((await injectAs(t.app, undefined, method, url, body)).statusCode, url).toBe(401);
      expect((await injectAs(t.app, customer, method, url, body)).statusCode, url).toBe(403);
    }
  });
});
