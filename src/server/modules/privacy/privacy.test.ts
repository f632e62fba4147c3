/**
 * Download my data (issue 43): a shopper's file holds her profile, consents, addresses, orders,
 * reviews, messages and sign-ins, with a readable summary in her language; asked several times at
 * once, each answer is the file or a 409 to wait, and each file is recorded once; strangers get
 * nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import { auditLog, consentEvents, profiles } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { placeOrder } from '../../test/fixtures/orders';
import { uniqueLocalPhone } from '../../test/fixtures/staff-orders';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { stopLink } from './stop-links';

let t: TestApp;
let shopper: SignedInShopper;
let order: Order;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app);
  order = await placeOrder(t.app, shopper, [[1, 2]], { email: shopper.email });
  await t.db
    .update(profiles)
    .set({ notifyMarketing: true })
    .where(eq(profiles.userId, shopper.userId));
});
afterAll(() => t?.close());

const exports = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'account.dataExport'));

describe('download my data', () => {
  it('holds her profile, consents, orders, complaints and sign-ins, with a summary in her language', async () => {
    const raised = await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/complaints`, {
      topic: 'late',
      text: 'Still waiting',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/account/data',
      headers: { origin: originOf(t.app), cookie: shopper.cookie, 'accept-language': 'bn' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="sajghor-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.json();
    expect(data.summary[1]).toMatch(/^১টি অর্ডার, ০টি সংরক্ষিত ঠিকানা, ০টি রিভিউ, /);
    expect(data.summary[1]).toMatch(/ এবং ১টি সাইন-ইন করা ডিভাইস।$/);
    expect(data.profile.email).toBe(shopper.email);
    // Set in the database, not through the switches: no record of when.
    expect(data.consents).toEqual({
      orderNewsByEmail: true,
      orderNewsBySms: false,
      marketingMessages: true,
      history: [],
    });
    expect(data.orders.map((mine: Order) => [mine.id, mine.total])).toEqual([
      [order.id, order.total],
    ]);
    expect(data.complaints).toMatchObject([
      { orderNumber: order.id.slice(0, 8), topic: 'late', messages: [{ text: 'Still waiting' }] },
    ]);
    expect(data.signIns.sessions).toHaveLength(1);
    expect(data.signIns.sessions[0]).toHaveProperty('device');
    // The shop's messages to her are listed without their bodies.
    for (const message of data.messages.fromTheShop) expect(message).not.toHaveProperty('body');
    const [entry] = await exports();
    expect(entry).toMatchObject({ actorId: shopper.userId, entityId: shopper.userId });
  });

  it('asked three times at once: each answer is the file or a wait, each file recorded once', async () => {
    const before = (await exports()).length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => injectAs(t.app, shopper, 'GET', '/api/account/data')),
    );
    const made = answers.filter((answer) => answer.statusCode === 200).length;
    expect(made).toBeGreaterThan(0);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'Your data is being prepared already: the download starts in a moment',
      );
    }
    expect((await exports()).length - before).toBe(made);
  });

  it('gives nothing to someone signed out', async () => {
    const answer = await injectAs(t.app, null, 'GET', '/api/account/data');
    expect(answer.statusCode).toBe(401);
  });
});

describe('consent records', () => {
  it('records each yes or no with when and where, and nothing for a save that changes nothing', async () => {
    const someone = await createShopper(t.app);
    const save = (marketing: boolean) =>
      injectAs(t.app, someone, 'PUT', '/api/account/notifications', {
        email: true,
        sms: false,
        marketing,
      });
    for (const marketing of [true, true, false]) {
      expect((await save(marketing)).statusCode).toBe(200);
    }
    const answer = await injectAs(t.app, someone, 'GET', '/api/account/consents');
    expect(answer.statusCode, answer.body).toBe(200);
    const { consents } = answer.json() as { consents: { kind: string; granted: boolean }[] };
    expect(consents.map(({ kind, granted }) => [kind, granted])).toEqual([
      ['marketing', false],
      ['marketing', true],
    ]);
    expect(consents[0]).toMatchObject({ source: 'account_settings' });
    const data = (await injectAs(t.app, someone, 'GET', '/api/account/data')).json();
    expect(data.consents.history).toEqual(consents);
    const [row] = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, someone.userId))
      .limit(1);
    expect(row?.ipAddress).toBeTruthy();
  });
});

describe('the stop link in marketing messages', () => {
  it('stops offers to its number once, records it, and refuses a link not signed by the shop', async () => {
    const buyer = await createShopper(t.app);
    const phone = uniqueLocalPhone();
    await placeOrder(t.app, buyer, [[1, 1]], { phone });
    await t.db
      .update(profiles)
      .set({ notifyMarketing: true })
      .where(eq(profiles.userId, buyer.userId));
    const token = stopLink(t.app.config, phone).split('/stop/')[1] ?? '';
    const stop = (body: unknown) => injectAs(t.app, undefined, 'POST', '/api/marketing/stop', body);

    const answers = await Promise.all([stop({ token }), stop({ token })]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ phone: `${phone.slice(0, 3)}••••${phone.slice(-4)}` });
    }
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, buyer.userId));
    expect(profile?.notifyMarketing).toBe(false);
    const recorded = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, buyer.userId));
    expect(recorded).toMatchObject([{ kind: 'marketing', granted: false, source: 'stop_link' }]);
    // Her order news is not touched.
    expect(profile?.notifyEmail).toBe(true);

    const forged = `${phone}-${'A'.repeat(16)}`;
    for (const body of [{ token: forged }, { token: 'nonsense' }, {}]) {
      const refused = await stop(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('This stop link is not valid');
    }
  });
});
