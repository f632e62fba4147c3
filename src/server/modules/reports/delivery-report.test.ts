/**
 * The delivery report on parcels with known outcomes, booked in June 2026: by courier (a parcel
 * booked by hand under the name typed for it) and by district, with success rates, days to
 * deliver, fees, and cash on delivery collected and still owed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryReport } from '#shared/schemas/reports';
import { courierPayouts, shipments } from '../../db/schema';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import { insertParcel } from '../../test/fixtures/parcels';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;

const JUNE = 'from=2026-06-01&to=2026-06-30';
const at = (dhakaTime: string) => new Date(`${dhakaTime}+06:00`);
const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  const booked = at('2026-06-10T10:00:00');
  const delivered = (days: number, collected: number, charge: number, district: string) => ({
    status: 'delivered' as const,
    bookedAt: booked,
    deliveredAt: daysAfter(booked, days),
    collectedAmount: collected,
    charge,
    district,
  });
  await insertParcel(t.db, delivered(2, 106_000, 6_000, 'dhaka'));
  await insertParcel(t.db, delivered(3, 106_000, 6_000, 'dhaka'));
  await insertParcel(t.db, {
    status: 'returned',
    bookedAt: booked,
    charge: 6_000,
    district: 'dhaka',
  });
  await insertParcel(t.db, {
    status: 'cancelled',
    bookedAt: booked,
    charge: null,
    district: 'khulna',
  });
  const paidOut = await insertParcel(t.db, {
    ...delivered(4, 50_000, 13_000, 'chattogram'),
    courier: 'pathao',
  });
  const [payout] = await t.db
    .insert(courierPayouts)
    .values({
      courier: 'pathao',
      amount: 37_000,
      reference: 'PTH-1',
      paidAt: at('2026-06-20T12:00:00'),
    })
    .returning();
  await t.db.update(shipments).set({ payoutId: payout?.id }).where(eq(shipments.id, paidOut.id));
  await insertParcel(t.db, {
    status: 'in_transit',
    courier: 'manual',
    courierLabel: 'Sundarban Courier',
    bookedAt: booked,
    charge: null,
    district: 'chattogram',
  });
  // Booked on 31 May at 11:30 p.m. in Dhaka: May's, not June's.
  await insertParcel(t.db, { bookedAt: at('2026-05-31T23:30:00'), district: 'dhaka' });
}, 60_000);

afterAll(() => t?.close());

describe('delivery and cash on delivery', () => {
  it('adds parcels by courier and district: success, days, fees, COD collected and owed', async () => {
    const answer = await injectAs(t.app, owner, 'GET', `/api/admin/reports/delivery?${JUNE}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json() as DeliveryReport;
    expect(report.totals).toEqual({
      booked: 6,
      delivered: 3,
      returned: 1,
      cancelled: 1,
      onTheWay: 1,
      successPercent: 75,
      averageDays: 3,
      courierFees: 31_000,
      codCollected: 262_000,
      codOwed: 212_000,
    });
    // The 30 days before June hold the parcel booked late on 31 May.
    expect(report.previous).toMatchObject({ booked: 1, delivered: 1, successPercent: 100 });
    expect([report.previousFrom, report.previousTo]).toEqual(['2026-05-02', '2026-05-31']);
    expect(report.byCourier.map((row) => [row.key, row.booked, row.successPercent])).toEqual([
      ['steadfast', 4, 66.7],
      ['manual:Sundarban Courier', 1, null],
      ['pathao', 1, 100],
    ]);
    expect(report.byCourier.find((row) => row.key === 'pathao')).toMatchObject({
      codCollected: 50_000,
      codOwed: 0,
      averageDays: 4,
    });
    expect(
      report.byDistrict.map((row) => [row.key, row.booked, row.returned, row.successPercent]),
    ).toEqual([
      ['dhaka', 3, 1, 66.7],
      ['chattogram', 2, 0, 100],
      ['khulna', 1, 0, null],
    ]);
  });

  it('downloads couriers, districts and totals as one CSV in the reader’s language', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/delivery.csv?${JUNE}`,
      headers: { cookie: `${owner.cookie}; lang=bn` },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"ডেলিভারি সাফল্য %"');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      '"স্টেডফাস্ট"',
      '"Sundarban Courier"',
      '"পাঠাও"',
      '"ঢাকা"',
      '"চট্টগ্রাম"',
      '"খুলনা"',
    ]);
    expect(lines.at(-1)).toBe('"মোট","6","3","1","1","1","75","3","310.00","2620.00","2120.00"');
  });

  it('answers a reversed range with what to change', async () => {
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      '/api/admin/reports/delivery?from=2026-06-30&to=2026-06-01',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('The end date comes before the start date');
  });
});
