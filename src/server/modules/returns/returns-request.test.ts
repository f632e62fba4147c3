/**
 * A shopper asks to return lines of a delivered order (issue 21): the window, one open return at a
 * time, never more than was bought, their own photos only, and five requests at once make one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from '#shared/returns';
import type { Order } from '#shared/schemas/order';
import { orderEvents, outgoingMessages, profiles, returns, storedFiles } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  readOutbox,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../../test/fixtures/orders';
import { askReturn, deliveredDaysAgo, deliveredOrder } from '../../test/fixtures/returns';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { removeUnusedUploads } from '../files/cleanup';
import { decideReturn } from './admin-return-service';
import { returnNewsInTransaction } from './return-news';

let t: TestApp;
let admin: SignedInShopper;
let shopper: SignedInShopper;
let other: SignedInShopper;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://sajghor.example' });
  await setProduct(t.db, 1, { stockQuantity: 500, status: 'active' });
  await setProduct(t.db, 2, { stockQuantity: 500, status: 'active' });
  [admin, shopper, other] = await Promise.all([
    createAdmin(t.app, t.db),
    createShopper(t.app),
    createShopper(t.app),
  ]);
});
afterAll(() => t.close());

async function uploadPhoto(who: SignedInShopper, url = '/api/returns/photos') {
  const uploaded = await uploadAs(t.app, who.cookie, url, {
    field: 'photo',
    bytes: await smallPng(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json().image as string;
}

async function setReturnStatus(returnId: string, status: 'refused' | 'refunded') {
  await t.db.update(returns).set({ status }).where(eq(returns.id, returnId));
}

function readOrder(who: SignedInShopper, id: string) {
  return injectAs(t.app, who, 'GET', `/api/orders/${id}`);
}

describe('POST /api/returns/photos', () => {
  it('stores a private return photo only its uploader and admins can open', async () => {
    const image = await uploadPhoto(shopper);
    expect(image).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const id = image.slice('/files/'.length);
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(file).toMatchObject({
      purpose: 'return_photo',
      isPublic: false,
      ownerUserId: shopper.userId,
    });
    const url = `${image}/320.webp`;
    expect((await injectAs(t.app, shopper, 'GET', url)).statusCode).toBe(200);
    expect((await injectAs(t.app, admin, 'GET', url)).statusCode).toBe(200);
    expect((await injectAs(t.app, other, 'GET', url)).statusCode).toBe(404);
    expect((await injectAs(t.app, undefined, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses the signed out and what is not an image', async () => {
    const signedOut = await uploadAs(t.app, undefined, '/api/returns/photos', {
      field: 'photo',
      bytes: await smallPng(),
    });
    expect(signedOut.statusCode).toBe(401);
    const notImage = await uploadAs(t.app, shopper.cookie, '/api/returns/photos', {
      field: 'photo',
      bytes: Buffer.from('not a picture at all'),
    });
    expect(notImage.statusCode).toBe(400);
    const wrongField = await uploadAs(t.app, shopper.cookie, '/api/returns/photos', {
      field: 'picture',
      bytes: await smallPng(),
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('POST /api/orders/:id/returns', () => {
  it('records the return, its lines, worth and history line, and e-mails the shopper', async () => {
    const order = await deliveredOrder(t.app, admin, shopper, [
      [1, 2],
      [2, 1],
    ]);
    const photo = await uploadPhoto(shopper);
    const first = order.items[0];
    if (!first) throw new Error('no items');
    const asked = await askReturn(t.app, shopper, order, {
      lines: [{ itemId: first.id, quantity: 1 }],
      photos: [photo],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const answered = asked.json() as Order;
    expect(answered.returns).toHaveLength(1);
    const made = answered.returns?.[0];
    expect(made).toMatchObject({
      status: 'requested',
      reason: 'The shade is not what the picture showed',
      photos: [photo],
      decisionNote: null,
      pickup: null,
      refund: null,
      refundDueBy: null,
    });
    expect(made?.lines).toEqual([
      expect.objectContaining({
        itemId: first.id,
        name: first.name,
        quantity: 1,
        unitPrice: first.unitPrice,
        restocked: 0,
      }),
    ]);
    expect(made?.worth).toBe(first.unitPrice - Math.ceil(first.discount / first.quantity));
    expect(answered.returnableUntil).toBeNull();
    expect(answered.history.at(-1)).toMatchObject({
      kind: 'return',
      from: null,
      to: 'requested',
      note: 'The shade is not what the picture showed',
    });
    // A shopper never sees who made a change.
    expect(answered.history.at(-1)).not.toHaveProperty('by');

    const read = await readOrder(shopper, order.id);
    expect(read.json().returns).toEqual(answered.returns);

    const mails = await readOutbox(t.app);
    const mail = mails.find(
      (found) =>
        found.subject ===
        `Your return of ${t.config.shop.name} order #${order.id.slice(0, 8)} is requested`,
    );
    expect(mail?.to).toBe('buyer@example.com');
    expect(mail?.text).toContain(`1 x ${first.name}`);
    expect(mail?.text).toContain(`https://sajghor.example/account/orders/${order.id}`);
  });

  it('refuses photos another shopper uploaded, or uploaded for something else', async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const theirs = await uploadPhoto(other);
    const reviewPhoto = await uploadPhoto(shopper, '/api/reviews/photos');
    for (const photos of [
      [theirs],
      [reviewPhoto],
      ['/files/00000000-0000-4000-8000-000000000000'],
      ['not-a-file'],
    ]) {
      const asked = await askReturn(t.app, shopper, order, { photos });
      expect(asked.statusCode, asked.body).toBe(422);
      expect(asked.json()).toMatchObject({
        code: 'RETURN_PHOTO',
        message: expect.stringContaining('not uploaded by you for a return'),
      });
    }
    expect(await t.db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
    // A bare uuid of the shopper's own photo is fine.
    const own = await uploadPhoto(shopper);
    const asked = await askReturn(t.app, shopper, order, {
      photos: [own.slice('/files/'.length)],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().returns[0].photos).toEqual([own]);
  });

  it('closes the window RETURN_WINDOW_DAYS after delivery', async () => {
    const late = await deliveredOrder(t.app, admin, shopper);
    await deliveredDaysAgo(t.db, late.id, RETURN_WINDOW_DAYS + 1);
    const refused = await askReturn(t.app, shopper, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED' });
    expect(refused.json().message).toMatch(
      /^You can ask for a return within 7 days of delivery; this order was delivered on \d{1,2} \w{3} \d{4}/,
    );
    expect((await readOrder(shopper, late.id)).json().returnableUntil).toBeNull();

    const lastDay = await deliveredOrder(t.app, admin, shopper);
    await deliveredDaysAgo(t.db, lastDay.id, RETURN_WINDOW_DAYS - 1);
    const until = (await readOrder(shopper, lastDay.id)).json().returnableUntil as string;
    const left = new Date(until).getTime() - Date.now();
    expect(left).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(left).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect((await askReturn(t.app, shopper, lastDay)).statusCode).toBe(201);
  });

  it('refuses an order that is not delivered', async () => {
    await fillCart(t.app, shopper, [[1, 1]]);
    const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    expect((await readOrder(shopper, order.id)).json().returnableUntil).toBeNull();
    const refused = await askReturn(t.app, shopper, order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      message: expect.stringContaining('has not been delivered yet'),
    });
  });

  it('allows one open return at a time, and another once it is finished', async () => {
    const order = await deliveredOrder(t.app, admin, shopper, [[1, 3]]);
    const item = order.items[0];
    if (!item) throw new Error('no items');
    const line = (quantity: number) => ({ lines: [{ itemId: item.id, quantity }] });
    const first = await askReturn(t.app, shopper, order, line(1));
    expect(first.statusCode).toBe(201);
    const again = await askReturn(t.app, shopper, order, line(1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RETURN_OPEN',
      message: expect.stringContaining('already being dealt with'),
    });

    // Refunded: its 1 counts against the 3 bought, and the window opens again.
    await setReturnStatus(first.json().returns[0].id, 'refunded');
    expect((await readOrder(shopper, order.id)).json().returnableUntil).not.toBeNull();
    const tooMany = await askReturn(t.app, shopper, order, line(3));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'RETURN_TOO_MANY',
      message: `You can return at most 2 of ${item.name}: that is how many you bought and have not returned yet.`,
    });
    const second = await askReturn(t.app, shopper, order, line(2));
    expect(second.statusCode, second.body).toBe(201);

    // Refused: its 2 do not count, so they can be asked for again (and no more).
    await setReturnStatus(second.json().returns[1].id, 'refused');
    expect((await askReturn(t.app, shopper, order, line(3))).statusCode).toBe(422);
    const third = await askReturn(t.app, shopper, order, line(2));
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().returns.map((found: { status: string }) => found.status)).toEqual([
      'refunded',
      'refused',
      'requested',
    ]);

    await setReturnStatus(third.json().returns[2].id, 'refunded');
    const nothing = await askReturn(t.app, shopper, order, line(1));
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toContain('has already been returned');
  });

  it('returns part of a line', async () => {
    const order = await deliveredOrder(t.app, admin, shopper, [[2, 4]]);
    const item = order.items[0];
    if (!item) throw new Error('no items');
    const asked = await askReturn(t.app, shopper, order, {
      lines: [{ itemId: item.id, quantity: 3 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const made = asked.json().returns[0];
    expect(made.lines[0].quantity).toBe(3);
    expect(made.worth).toBe(item.unitPrice * 3 - Math.ceil((item.discount * 3) / item.quantity));
  });

  it("refuses more than was bought and another order's line", async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const another = await deliveredOrder(t.app, admin, shopper);
    const item = order.items[0];
    const foreign = another.items[0];
    if (!item || !foreign) throw new Error('no items');
    const tooMany = await askReturn(t.app, shopper, order, {
      lines: [{ itemId: item.id, quantity: item.quantity + 1 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe('RETURN_TOO_MANY');
    const notInOrder = await askReturn(t.app, shopper, order, {
      lines: [{ itemId: foreign.id, quantity: 1 }],
    });
    expect(notInOrder.statusCode).toBe(422);
    expect(notInOrder.json()).toMatchObject({
      code: 'RETURN_TOO_MANY',
      message: expect.stringContaining('is not in this order'),
    });
  });

  it("answers 404 for another shopper's order, an unknown or a malformed id; 401 signed out", async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const theirs = await askReturn(t.app, other, order);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
    const unknown = await askReturn(t.app, shopper, {
      ...order,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await askReturn(t.app, shopper, { ...order, id: 'not-an-order' });
    expect(malformed.statusCode).toBe(404);
    const signedOut = await askReturn(t.app, { ...shopper, cookie: '' }, order);
    expect(signedOut.statusCode).toBe(401);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
  });

  it('refuses bad bodies with a message that says what is wrong', async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const item = order.items[0];
    if (!item) throw new Error('no items');
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'Choose at least one item to return'],
      [{ lines: [{ itemId: item.id, quantity: 0 }] }, 'Choose how many to return'],
      [{ lines: [{ itemId: item.id, quantity: 1.5 }] }, 'Choose how many to return'],
      [
        {
          lines: [
            { itemId: item.id, quantity: 1 },
            { itemId: item.id, quantity: 1 },
          ],
        },
        'Choose at least one item to return',
      ],
      [{ reason: '   ' }, 'Tell us why you are returning it'],
      [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
      [{ photos: ['a', 'b', 'c', 'd'] }, 'Add at most 3 photos'],
    ];
    for (const [body, message] of cases) {
      const refused = await askReturn(t.app, shopper, order, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const extra = await askReturn(t.app, shopper, order, { status: 'refunded' });
    expect(extra.statusCode).toBe(400);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, order.id))).toEqual([]);
  });

  it('makes one return of five requests at once', async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => askReturn(t.app, shopper, order)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe('RETURN_OPEN');
    }
    expect(await t.db.select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(1);
    const lines = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'return')));
    expect(lines).toHaveLength(1);
  });
});

describe('the order views', () => {
  it("gives the admin's order its returns; lists and the tracker leave them out", async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    expect((await askReturn(t.app, shopper, order)).statusCode).toBe(201);
    const asAdmin = (await readOrder(admin, order.id)).json() as Order;
    expect(asAdmin.returns).toHaveLength(1);
    expect(asAdmin.returnableUntil).toBeNull();
    expect(asAdmin.history.at(-1)).toMatchObject({ kind: 'return', by: shopper.email });

    const list = (await injectAs(t.app, shopper, 'GET', '/api/orders')).json().orders as Order[];
    expect(list.find((found) => found.id === order.id)).not.toHaveProperty('returns');
    const adminList = await injectAs(t.app, admin, 'GET', '/api/admin/orders');
    expect(adminList.statusCode).toBe(200);
    for (const found of adminList.json().orders) expect(found).not.toHaveProperty('returns');

    const tracked = await injectAs(t.app, undefined, 'POST', '/api/track', {
      orderNumber: order.id.slice(0, 8),
      phone: order.phone,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json()).not.toHaveProperty('returns');
    expect(JSON.stringify(tracked.json())).not.toContain(
      'The shade is not what the picture showed',
    );
  });

  it('gives a delivered order its return window', async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const read = (await readOrder(shopper, order.id)).json() as Order;
    expect(read.returns).toEqual([]);
    const delivered = read.history.findLast((event) => event.to === 'delivered');
    if (!delivered) throw new Error('not delivered');
    expect(read.returnableUntil).toBe(
      new Date(new Date(delivered.at).getTime() + RETURN_WINDOW_DAYS * 86_400_000).toISOString(),
    );
  });
});

describe('return news', () => {
  /** The news of the return's current step, queued again as a step's transaction would. */
  function queueNewsAgain(step: { orderId: string; returnId: string }) {
    return t.db.transaction((tx) => returnNewsInTransaction(t.app.config, 'en')(tx, step));
  }

  it('texts a shopper who turned SMS on, in their language, once per step', async () => {
    const texted = await createShopper(t.app);
    await t.db
      .update(profiles)
      .set({ notifySms: true, locale: 'bn' })
      .where(eq(profiles.userId, texted.userId));
    const order = await deliveredOrder(t.app, admin, texted);
    const asked = await askReturn(t.app, texted, order);
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().returns[0].id as string;
    await queueNewsAgain({ orderId: order.id, returnId });
    const texts = await t.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.orderId, order.id), eq(outgoingMessages.channel, 'sms')))
      .then((rows) => rows.filter((row) => row.topic.startsWith('return.')));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ topic: 'return.requested', recipient: '+8801712345678' });
    expect(texts[0]?.body).toContain('ফেরতের অনুরোধ');
  });

  it('tells of a refund with its amount and method', async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const asked = await askReturn(t.app, shopper, order);
    const returnId = asked.json().returns[0].id as string;
    await t.db
      .update(returns)
      .set({
        status: 'refunded',
        refundAmount: 12_345,
        refundMethod: 'bkash',
        refundReference: 'TRX-42',
        refundedAt: sql`now()`,
      })
      .where(eq(returns.id, returnId));
    await queueNewsAgain({ orderId: order.id, returnId });
    const mail = (await readOutbox(t.app)).find((found) =>
      found.subject.endsWith(`order #${order.id.slice(0, 8)} is refunded`),
    );
    expect(mail?.text).toContain('We refunded ৳123.45 by bKash.');
  });

  it('commits with its step or not at all', async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const returnId = (await askReturn(t.app, shopper, order)).json().returns[0].id as string;
    const accept = { decision: 'accept' as const, note: null };
    // News that cannot be queued (here: its server dies, as far as the transaction knows)…
    const dying = async () => {
      throw new Error('the server died while queueing');
    };
    await expect(
      decideReturn(t.db, {
        returnId,
        input: accept,
        actorUserId: admin.userId,
        tellShopper: dying,
      }),
    ).rejects.toThrow('the server died');
    // …leaves the step unmade, so nobody was told of a step that never happened.
    const [kept] = await t.db.select().from(returns).where(eq(returns.id, returnId));
    expect(kept?.status).toBe('requested');
    const tell = returnNewsInTransaction(t.app.config, 'en');
    await decideReturn(t.db, {
      returnId,
      input: accept,
      actorUserId: admin.userId,
      tellShopper: tell,
    });
    const queued = await t.db
      .select({ topic: outgoingMessages.topic })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.orderId, order.id));
    expect(queued.map((row) => row.topic)).toContain('return.accepted');
    // A step naming a return its order does not have is a bug: its transaction rolls back.
    await expect(
      queueNewsAgain({ orderId: order.id, returnId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toThrow('return news');
  });
});

describe('unused uploads', () => {
  it("keeps a return's photos and removes a return photo nobody sent", async () => {
    const order = await deliveredOrder(t.app, admin, shopper);
    const kept = await uploadPhoto(shopper);
    const stray = await uploadPhoto(shopper);
    expect((await askReturn(t.app, shopper, order, { photos: [kept] })).statusCode).toBe(201);
    const removed = await removeUnusedUploads(t.db, t.app.storage, new Date(Date.now() + 60_000));
    expect(removed).toContain(stray.slice('/files/'.length));
    expect(removed).not.toContain(kept.slice('/files/'.length));
  });
});
