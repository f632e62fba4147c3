/**
 * Customer segments on real orders (placed through the checkout, then dated back): repeat skincare
 * buyers inside Dhaka in the last 90 days, saved, listed with their consent to marketing messages,
 * and their phones exported for an SMS campaign; contradictory rules, a taken name and a role
 * without the export permission refused.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Segment, SegmentMembers } from '#shared/schemas/segments';
import { auditLog, orders, profiles } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  createStaff,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { createShoppers, placeOrder } from '../../test/fixtures/orders';
import { makePhoneAccount } from '../../test/fixtures/phones';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { stopLink } from '../privacy';

let t: TestApp;
let owner: SignedInShopper;
let skincare: number;
let makeup: number;

const DAY_MS = 86_400_000;
const P1 = '01711111111';
const P2 = '01822222222';
const P7 = '01777777777';
const REPEAT_SKINCARE = {
  name: 'Repeat skincare buyers in Dhaka',
  rules: { category: 'skincare', boughtWithinDays: 90, minOrders: 2, location: 'dhaka' },
};

async function place(
  who: SignedInShopper,
  phone: string,
  productId: number,
  daysAgo: number,
  outside = false,
) {
  const where = outside ? { location: 'outside', city: 'Chattogram' } : {};
  const { id } = await placeOrder(t.app, who, [[productId, 1]], { phone, ...where });
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(orders.id, id));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  const ofCategory = async (category: 'skincare' | 'makeup') => {
    const [row] = await t.db
      .execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.status = 'active' AND p.category = ${category}
        AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1
      ORDER BY p.id LIMIT 1`)
      .then((result) => result.rows);
    if (!row) throw new Error(`no one-variant ${category} product`);
    return Number(row.id);
  };
  [skincare, makeup] = [await ofCategory('skincare'), await ofCategory('makeup')];

  const consenting = await createShopper(t.app);
  await t.db
    .update(profiles)
    .set({ notifyMarketing: true })
    .where(eq(profiles.userId, consenting.userId));
  const plain = await createShopper(t.app);
  // P2 signs in with her phone and allowed marketing messages, though she ordered through another
  // account.
  const p2Account = await createShopper(t.app);
  await makePhoneAccount(t.db, p2Account.userId, `+88${P2}`, {
    notifyEmail: false,
    notifySms: true,
    notifyMarketing: true,
  });

  await place(consenting, P1, skincare, 10);
  await place(consenting, P1, skincare, 40);
  await place(plain, P2, skincare, 5);
  await place(plain, P2, skincare, 60);
  await place(plain, P2, skincare, 61);
  await place(plain, P7, skincare, 3);
  await place(plain, P7, skincare, 30);
  // Not in the segment: outside Dhaka; one order; makeup only; skincare too long ago.
  await place(consenting, '01933333333', skincare, 10, true);
  await place(consenting, '01933333333', skincare, 20, true);
  await place(plain, '01644444444', skincare, 10);
  await place(plain, '01555555555', makeup, 10);
  await place(plain, '01555555555', makeup, 20);
  await place(consenting, '01366666666', skincare, 200);
  await place(consenting, '01366666666', skincare, 210);
}, 180_000);

afterAll(() => t?.close());

describe('customer segments', () => {
  let segment: Segment;

  it('saves repeat skincare buyers inside Dhaka and counts who allowed marketing messages', async () => {
    const saved = await injectAs(t.app, owner, 'POST', '/api/admin/segments', REPEAT_SKINCARE);
    expect(saved.statusCode, saved.body).toBe(201);
    segment = saved.json() as Segment;
    expect(segment).toMatchObject({ ...REPEAT_SKINCARE, members: 3, marketingAllowed: 2 });
    const listed = await injectAs(t.app, owner, 'GET', '/api/admin/segments');
    expect((listed.json() as { segments: Segment[] }).segments).toEqual([segment]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'segments.create'));
    expect(entry).toMatchObject({ entityId: String(segment.id), actorId: owner.userId });
  });

  it('lists its customers, most spent first, with their consent', async () => {
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      `/api/admin/segments/${segment.id}/customers`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { members } = answer.json() as SegmentMembers;
    expect(members.map((member) => [member.phone, member.orders, member.marketingAllowed])).toEqual(
      [
        [P2, 3, true],
        [P1, 2, true],
        [P7, 2, false],
      ],
    );
    expect(members[0]?.location).toBe('dhaka');
  });

  it('exports only the phones that allowed marketing messages, and records who took them', async () => {
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      `/api/admin/segments/${segment.id}/phones.csv`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Each number's own stop link, for the campaign's messages to carry.
    const link = (phone: string) => stopLink(t.app.config, phone);
    expect(lines).toEqual([
      '"Phone","Name","Stop link"',
      `"${P2}","Rina Begum","${link(P2)}"`,
      `"${P1}","Rina Begum","${link(P1)}"`,
    ]);
    expect(link(P2)).toMatch(new RegExp(`/stop/${P2}-[A-Za-z0-9_-]{16}$`));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'segments.export'));
    expect(entry?.after).toEqual({ name: REPEAT_SKINCARE.name, phones: 2 });
  });

  it('refuses rules that contradict each other and a name already taken, in words to act on', async () => {
    const cases: [unknown, number, string][] = [
      [
        { name: 'Odd', rules: { minOrders: 3, maxOrders: 2 } },
        400,
        'The most orders must be at least the fewest orders',
      ],
      [
        { name: 'Odd', rules: { boughtWithinDays: 30, noOrderForDays: 60 } },
        400,
        'Nobody can have ordered in the last 30 days and not in the last 60',
      ],
      [{ name: 'Odd', rules: { category: 'perfume' } }, 400, 'Unknown category'],
      [{ name: ' ', rules: {} }, 400, 'Give the segment a name'],
      [REPEAT_SKINCARE, 409, 'A segment with this name exists already'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await injectAs(t.app, owner, 'POST', '/api/admin/segments', body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toContain(message);
    }
    const missing = await injectAs(t.app, owner, 'GET', '/api/admin/segments/99999/customers');
    expect(missing.statusCode).toBe(404);
  });

  it('lets marketing staff read segments but not take the phones away', async () => {
    const marketing = await createStaff(t.app, t.db, 'marketing');
    const listed = await injectAs(t.app, marketing, 'GET', '/api/admin/segments');
    expect(listed.statusCode).toBe(200);
    const phones = await injectAs(
      t.app,
      marketing,
      'GET',
      `/api/admin/segments/${segment.id}/phones.csv`,
    );
    expect(phones.statusCode).toBe(403);
  });

  it('follows orders as they change: a cancelled order leaves, a reopened one comes back', async () => {
    const count = async () =>
      (
        (await injectAs(t.app, owner, 'GET', '/api/admin/segments')).json() as {
          segments: Segment[];
        }
      ).segments[0]?.members;
    const [latest] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.phone, P7))
      .orderBy(orders.createdAt)
      .limit(1);
    const setStatus = (status: 'cancelled' | 'delivered') =>
      t.db
        .update(orders)
        .set({ status })
        .where(eq(orders.id, latest?.id ?? ''));
    await setStatus('cancelled');
    expect(await count()).toBe(2);
    await setStatus('delivered');
    expect(await count()).toBe(3);
  });

  it("keeps each phone's figures right while orders are placed during a read", async () => {
    const shoppers = await createShoppers(t.app, 6);
    const catchUp = () => t.db.execute(sql`SELECT customer_summaries_catch_up()`);
    await Promise.all([
      ...shoppers.map((shopper, index) =>
        placeOrder(t.app, shopper, [[skincare, 1]], { phone: `0199900000${index % 2}` }),
      ),
      catchUp(),
      catchUp(),
      catchUp(),
    ]);
    await catchUp();
    const { rows } = await t.db.execute(sql`
      (SELECT * FROM customer_summaries EXCEPT SELECT * FROM customer_figures)
      UNION ALL (SELECT * FROM customer_figures EXCEPT SELECT * FROM customer_summaries)`);
    expect(rows).toEqual([]);
    const { rows: placed } = await t.db.execute<{ orders: number }>(
      sql`SELECT orders FROM customer_summaries WHERE phone LIKE '0199900000%'`,
    );
    expect(placed.map((row) => Number(row.orders))).toEqual([3, 3]);
  });

  it('deletes a segment, leaving its customers as they were', async () => {
    const gone = await injectAs(t.app, owner, 'DELETE', `/api/admin/segments/${segment.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    const again = await injectAs(t.app, owner, 'DELETE', `/api/admin/segments/${segment.id}`);
    expect(again.statusCode).toBe(404);
  });
});
