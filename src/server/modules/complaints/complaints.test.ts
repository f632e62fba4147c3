/**
 * Complaints (issue 43): a shopper raises one on her order or from /track, staff answer within the
 * 72-hour clock and resolve it, the shopper hears by e-mail and SMS; one unresolved per order even
 * when raised five times at once; two staff resolving at once, one wins.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '#shared/orders';
import { auditLog, complaints, outgoingMessages, storedFiles } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  createStaff,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { placeOrder, setProduct } from '../../test/fixtures/orders';
import { insertOrder } from '../../test/fixtures/parcels';
import { uniqueLocalPhone } from '../../test/fixtures/staff-orders';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { removeUnusedUploads } from '../files/cleanup';

let t: TestApp;
let admin: SignedInShopper;
let shopper: SignedInShopper;
let other: SignedInShopper;
let packing: SignedInShopper;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://sajghor.example' });
  await setProduct(t.db, 3, { stockQuantity: 500, status: 'active' });
  [admin, shopper, other] = await Promise.all([
    createAdmin(t.app, t.db),
    createShopper(t.app),
    createShopper(t.app),
  ]);
  packing = await createStaff(t.app, t.db, 'packing');
});
afterAll(() => t.close());

const complain = (who: SignedInShopper | undefined, orderId: string, body: unknown) =>
  injectAs(t.app, who, 'POST', `/api/orders/${orderId}/complaints`, body);

async function uploadPhoto(who: SignedInShopper, url = '/api/complaints/photos') {
  const uploaded = await uploadAs(t.app, who.cookie, url, {
    field: 'photo',
    bytes: await smallPng(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json().image as string;
}

/** A cash order taken by staff from a chat: no account, only its phone. */
async function guestOrder() {
  const phone = uniqueLocalPhone();
  const id = await insertOrder(t.db, { phone, status: 'shipped', userId: null });
  return { id, phone, orderNumber: shortOrderId(id) };
}

async function smsAbout(orderId: string) {
  return t.db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.orderId, orderId), eq(outgoingMessages.channel, 'sms')));
}

describe('a signed-in shopper', () => {
  it('complains with a photo, sees the 72-hour clock, and cannot open a second one meanwhile', async () => {
    const order = await placeOrder(t.app, shopper, [[3, 1]]);
    const photo = await uploadPhoto(shopper);
    const before = Date.now();
    const raised = await complain(shopper, order.id, {
      topic: 'damaged',
      text: '  The lipstick arrived broken.  ',
      photos: [photo],
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const complaint = raised.json();
    expect(complaint).toMatchObject({
      topic: 'damaged',
      status: 'open',
      resolution: null,
      photos: [photo],
      messages: [{ from: 'shopper', text: 'The lipstick arrived broken.' }],
    });
    const due = Date.parse(complaint.respondBy) - Date.parse(complaint.createdAt);
    expect(due).toBe(72 * HOUR);
    expect(Date.parse(complaint.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const listed = await injectAs(t.app, shopper, 'GET', `/api/orders/${order.id}/complaints`);
    expect(listed.json()).toEqual([complaint]);

    const again = await complain(shopper, order.id, { topic: 'other', text: 'And another thing' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COMPLAINT_OPEN' });

    // The photo is private: staff who answer complaints see it, other shoppers do not.
    const url = `${photo}/320.webp`;
    expect((await injectAs(t.app, admin, 'GET', url)).statusCode).toBe(200);
    expect((await injectAs(t.app, other, 'GET', url)).statusCode).toBe(404);
    // …and the sweep of unused uploads keeps it.
    await removeUnusedUploads(t.db, t.app.storage, new Date(Date.now() + HOUR));
    const id = photo.slice('/files/'.length);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toHaveLength(1);
  });

  it("refuses another's order, a photo not hers or not a complaint's, and bad text, writing nothing", async () => {
    const order = await placeOrder(t.app, shopper, [[3, 1]]);
    const theirs = await complain(other, order.id, { topic: 'late', text: 'Where is it?' });
    expect(theirs.statusCode).toBe(404);
    expect((await complain(undefined, order.id, { topic: 'late', text: 'x' })).statusCode).toBe(
      401,
    );
    expect((await complain(shopper, 'not-an-id', { topic: 'late', text: 'x' })).statusCode).toBe(
      404,
    );

    const othersPhoto = await uploadPhoto(other);
    const returnPhoto = await uploadPhoto(shopper, '/api/returns/photos');
    for (const photos of [[othersPhoto], [returnPhoto], ['../../etc/passwd']]) {
      const refused = await complain(shopper, order.id, {
        topic: 'damaged',
        text: 'Broken',
        photos,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'COMPLAINT_PHOTO' });
    }
    const empty = await complain(shopper, order.id, { topic: 'late', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Tell us what is wrong');
    const long = await complain(shopper, order.id, { topic: 'late', text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('1,000 characters');
    const topic = await complain(shopper, order.id, { topic: 'rude', text: 'Hello' });
    expect(topic.statusCode).toBe(400);
    const bangla = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/complaints`,
      headers: { origin: originOf(t.app), cookie: `${shopper.cookie}; lang=bn` },
      payload: { topic: 'late', text: '' },
    });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toContain('কী সমস্যা লিখুন');
    expect(
      await t.db.select().from(complaints).where(eq(complaints.orderId, order.id)),
    ).toHaveLength(0);
  });

  it('five complaints sent at once about one order make one', async () => {
    const order = await placeOrder(t.app, shopper, [[3, 1]]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        complain(shopper, order.id, { topic: 'late', text: `Late ${n}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.select().from(complaints).where(eq(complaints.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});

describe('from /track, without an account', () => {
  it('complains with the order number and phone, reads the answer and writes back', async () => {
    const order = await guestOrder();
    const wrong = await injectAs(t.app, undefined, 'POST', '/api/track/complaints', {
      orderNumber: order.orderNumber,
      phone: uniqueLocalPhone(),
      topic: 'late',
      text: 'Not here yet',
    });
    expect(wrong.statusCode).toBe(404);

    const raised = await injectAs(t.app, undefined, 'POST', '/api/track/complaints', {
      orderNumber: `#${order.orderNumber.toUpperCase()}`,
      phone: order.phone,
      topic: 'late',
      text: 'Not here yet',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const complaint = raised.json();
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(row).toMatchObject({ raisedVia: 'track', userId: null, orderId: order.id });

    const replied = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/complaints/${complaint.id}/replies`,
      {
        text: 'It leaves Dhaka today; Steadfast code SF123.',
      },
    );
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ status: 'answered', respondBy: null });
    // The order has no account: the answer goes to its phone, with the short /track link.
    const [sms] = await smsAbout(order.id);
    expect(sms?.recipient).toBe(`+88${order.phone}`);
    expect(sms?.body).toContain(
      `https://sajghor.example/track?order=${order.orderNumber.toUpperCase()}`,
    );

    const tracked = await injectAs(t.app, undefined, 'POST', '/api/track', {
      orderNumber: order.orderNumber,
      phone: order.phone,
    });
    expect(tracked.json().complaints).toMatchObject([
      {
        id: complaint.id,
        status: 'answered',
        messages: [
          { from: 'shopper', text: 'Not here yet' },
          { from: 'shop', text: 'It leaves Dhaka today; Steadfast code SF123.' },
        ],
      },
    ]);
    // Staff names stay with the staff.
    expect(tracked.body).not.toContain(admin.email);

    const back = await injectAs(
      t.app,
      undefined,
      'POST',
      `/api/track/complaints/${complaint.id}/messages`,
      { orderNumber: order.orderNumber, phone: order.phone, text: 'Thank you, waiting' },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'open' });
    expect(back.json().respondBy).not.toBeNull();

    const elsewhere = await guestOrder();
    const foreign = await injectAs(
      t.app,
      undefined,
      'POST',
      `/api/track/complaints/${complaint.id}/messages`,
      { orderNumber: elsewhere.orderNumber, phone: elsewhere.phone, text: 'Hello' },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'COMPLAINT_NOT_FOUND' });
  });
});

describe('Admin → Complaints', () => {
  it('lists waiting ones by their clock, answers, hears back, resolves, and records each act', async () => {
    const order = await placeOrder(t.app, shopper, [[3, 1]]);
    const raised = (
      await complain(shopper, order.id, { topic: 'wrong_item', text: 'Wrong shade' })
    ).json();
    // An older one, past its 72 hours.
    const late = await guestOrder();
    const lateRaised = (
      await injectAs(t.app, undefined, 'POST', '/api/track/complaints', {
        orderNumber: late.orderNumber,
        phone: late.phone,
        topic: 'missing_item',
        text: 'One item missing',
      })
    ).json();
    const fourDaysAgo = new Date(Date.now() - 96 * HOUR);
    await t.db
      .update(complaints)
      .set({ awaitingSince: fourDaysAgo, createdAt: fourDaysAgo })
      .where(eq(complaints.id, lateRaised.id));

    const waiting = (await injectAs(t.app, admin, 'GET', '/api/admin/complaints')).json();
    const ids = waiting.complaints.map((row: { id: string }) => row.id);
    expect(ids.indexOf(lateRaised.id)).toBeLessThan(ids.indexOf(raised.id));
    expect(waiting.complaints.find((row: { id: string }) => row.id === raised.id)).toMatchObject({
      orderId: order.id,
      topic: 'wrong_item',
      status: 'open',
      excerpt: 'Wrong shade',
    });
    const lateList = (
      await injectAs(t.app, admin, 'GET', '/api/admin/complaints?state=late')
    ).json();
    expect(lateList.complaints.map((row: { id: string }) => row.id)).toContain(lateRaised.id);
    expect(lateList.complaints.map((row: { id: string }) => row.id)).not.toContain(raised.id);
    const stats = (await injectAs(t.app, admin, 'GET', '/api/admin/stats')).json();
    expect(stats.complaintsLate).toBeGreaterThanOrEqual(1);
    expect(stats.complaintsWaiting).toBeGreaterThanOrEqual(2);

    const replied = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/complaints/${raised.id}/replies`,
      {
        text: 'Sorry! We send the right shade tomorrow.',
      },
    );
    expect(replied.statusCode, replied.body).toBe(200);
    const answered = replied.json();
    expect(answered).toMatchObject({
      status: 'answered',
      respondBy: null,
      raisedVia: 'account',
      order: { id: order.id, number: shortOrderId(order.id) },
    });
    expect(answered.authors).toEqual([null, admin.email]);
    expect(answered.firstReplyAt).not.toBeNull();

    // The shopper writes again: the clock runs from her new message.
    const back = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/orders/${order.id}/complaints/${raised.id}/messages`,
      { text: 'Can it come today?' },
    );
    expect(back.json()).toMatchObject({ status: 'open' });

    const resolved = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/complaints/${raised.id}/resolve`,
      {
        resolution: 'replacement',
        note: 'The right shade goes out today.',
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: 'replacement',
      resolutionNote: 'The right shade goes out today.',
      resolvedBy: admin.email,
      respondBy: null,
      firstReplyAt: answered.firstReplyAt,
    });

    const closed = await injectAs(
      t.app,
      shopper,
      'POST',
      `/api/orders/${order.id}/complaints/${raised.id}/messages`,
      { text: 'One more thing' },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'COMPLAINT_CLOSED' });
    const twice = await injectAs(
      t.app,
      admin,
      'POST',
      `/api/admin/complaints/${raised.id}/resolve`,
      {
        resolution: 'refund',
        note: 'Again',
      },
    );
    expect(twice.statusCode).toBe(409);
    // A new complaint about the same order may follow once this one is resolved.
    expect(
      (await complain(shopper, order.id, { topic: 'quality', text: 'Smudges' })).statusCode,
    ).toBe(201);

    const mails = await t.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.orderId, order.id), eq(outgoingMessages.channel, 'email')));
    const topics = mails.map((mail) => mail.topic);
    expect(topics).toContain('complaint.reply');
    expect(topics).toContain('complaint.resolved');
    const answer = mails.find((mail) => mail.topic === 'complaint.reply');
    expect(answer?.body).toContain('Sorry! We send the right shade tomorrow.');
    expect(answer?.recipient).toBe('buyer@example.com');

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, raised.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'complaint.reply',
      'complaint.resolve',
    ]);
  });

  it('of two staff resolving at once one wins; the answers are checked', async () => {
    const order = await guestOrder();
    const raised = (
      await injectAs(t.app, undefined, 'POST', '/api/track/complaints', {
        orderNumber: order.orderNumber,
        phone: order.phone,
        topic: 'payment',
        text: 'Charged twice',
      })
    ).json();
    const url = `/api/admin/complaints/${raised.id}/resolve`;
    const both = await Promise.all([
      injectAs(t.app, admin, 'POST', url, { resolution: 'refund', note: 'Refunded by bKash' }),
      injectAs(t.app, admin, 'POST', url, { resolution: 'explained', note: 'Only one charge' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await smsAbout(order.id)).toHaveLength(1);

    const noNote = await injectAs(t.app, admin, 'POST', url, { resolution: 'refund', note: ' ' });
    expect(noNote.statusCode).toBe(400);
    const badOutcome = await injectAs(t.app, admin, 'POST', url, { resolution: 'gift', note: 'x' });
    expect(badOutcome.statusCode).toBe(400);
    const unknown = await injectAs(
      t.app,
      admin,
      'GET',
      `/api/admin/complaints/${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    const badState = await injectAs(t.app, admin, 'GET', '/api/admin/complaints?state=soon');
    expect(badState.statusCode).toBe(400);
  });

  it('is for staff holding complaints.manage only', async () => {
    expect((await injectAs(t.app, packing, 'GET', '/api/admin/complaints')).statusCode).toBe(403);
    expect((await injectAs(t.app, shopper, 'GET', '/api/admin/complaints')).statusCode).toBe(403);
    const desk = await createStaff(t.app, t.db, 'order_desk');
    expect((await injectAs(t.app, desk, 'GET', '/api/admin/complaints')).statusCode).toBe(200);
  });
});

describe('Reports → Complaints', () => {
  it('counts each topic, answers in and out of 72 hours, and the outcomes', async () => {
    const fresh = await createTestApp();
    try {
      const day = '2026-03-10';
      const at = (hours: number) => new Date(Date.parse(`${day}T10:00:00+06:00`) + hours * HOUR);
      const orders = await Promise.all(
        [1, 2, 3, 4].map(() => insertOrder(fresh.db, { userId: null })),
      );
      const [a = '', b = '', c = '', d = ''] = orders;
      await fresh.db.insert(complaints).values([
        {
          orderId: a,
          raisedVia: 'track',
          topic: 'late',
          createdAt: at(0),
          firstReplyAt: at(2),
          status: 'answered',
        },
        {
          orderId: b,
          raisedVia: 'track',
          topic: 'late',
          createdAt: at(0),
          firstReplyAt: at(80),
          status: 'resolved',
          resolution: 'refund',
          resolvedAt: at(80),
        },
        {
          orderId: c,
          raisedVia: 'track',
          topic: 'damaged',
          createdAt: at(0),
          firstReplyAt: at(10),
          status: 'resolved',
          resolution: 'replacement',
          resolvedAt: at(10),
        },
        {
          orderId: d,
          raisedVia: 'track',
          topic: 'damaged',
          createdAt: at(0),
          awaitingSince: at(0),
        },
      ]);
      const report = await injectAs(
        fresh.app,
        await createAdmin(fresh.app, fresh.db),
        'GET',
        `/api/admin/reports/complaints?from=${day}&to=${day}`,
      );
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json()).toMatchObject({
        totals: {
          raised: 4,
          resolved: 2,
          answeredInTime: 2,
          answeredLate: 1,
          unanswered: 1,
          overdue: 1,
          medianHoursToAnswer: 10,
        },
        byTopic: [
          { topic: 'damaged', raised: 2, answeredInTime: 1, unanswered: 1 },
          { topic: 'late', raised: 2, answeredInTime: 1, answeredLate: 1 },
        ],
        byResolution: [
          { resolution: 'refund', count: 1 },
          { resolution: 'replacement', count: 1 },
          { resolution: 'explained', count: 0 },
        ],
      });
    } finally {
      await fresh.close();
    }
  });
});
