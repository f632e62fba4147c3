/**
 * Left-cart reminders: one per cart, to shoppers who allowed offers, after the owner's hours, in
 * daytime in Dhaka, never after an order, at most once a week, each with a way to stop.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, cartReminders, outgoingMessages, profiles } from '../../db/schema';
import { createShopper, createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { makePhoneAccount, uniquePhoneNumber } from '../../test/fixtures/phones';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { sendCartReminders } from '.';

let t: TestApp;
let owner: SignedInShopper;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  const { rows } = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.status = 'active' AND p.stock_quantity > 20
      AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.option1 IS NOT NULL)
    ORDER BY p.id LIMIT 1`);
  productId = Number(rows[0]?.id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** 14:00 in Dhaka yesterday: the sweeps below run at hours counted from it. */
const afternoon = (() => {
  const at = new Date(Date.now() - 24 * HOUR);
  at.setUTCHours(8, 0, 0, 0);
  return at;
})();
const later = (hours: number) => new Date(afternoon.getTime() + hours * HOUR);

/** A shopper who allowed offers (or not), with a cart last changed at `changedAt`. */
async function shopperWithCart(options: { offers: boolean; changedAt: Date; locale?: 'bn' }) {
  const shopper = await createShopper(t.app);
  await t.db
    .update(profiles)
    .set({ notifyMarketing: options.offers, locale: options.locale ?? null })
    .where(eq(profiles.userId, shopper.userId));
  await fillCart(t.app, shopper, [[productId, 1]]);
  await backdateCart(shopper, options.changedAt);
  return shopper;
}

async function backdateCart(shopper: SignedInShopper, at: Date) {
  await t.db
    .update(cartItems)
    .set({ createdAt: at, updatedAt: at })
    .where(eq(cartItems.userId, shopper.userId));
}

const remindersTo = (recipients: string[]) =>
  t.db
    .select()
    .from(outgoingMessages)
    .where(
      sql`${outgoingMessages.topic} = 'cart.reminder' AND ${inArray(outgoingMessages.recipient, recipients)}`,
    );

describe('who is reminded, and when', () => {
  it('reminds a cart once, by e-mail with its link and a way to stop, after the hours', async () => {
    const shopper = await shopperWithCart({ offers: true, changedAt: afternoon });
    expect(await sendCartReminders(t.db, t.app.config, later(2))).toBe(0);
    expect(await sendCartReminders(t.db, t.app.config, later(3))).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await remindersTo([shopper.email]);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your cart at ${t.app.config.shop.name} is waiting`);
    expect(mail?.body).toContain(`${t.app.config.publicUrl}/cart`);
    expect(mail?.body).toContain('To stop them, open');

    // The same cart again, and a changed cart within the week: nothing more.
    await sendCartReminders(t.db, t.app.config, later(4));
    await backdateCart(shopper, later(5));
    await sendCartReminders(t.db, t.app.config, later(9));
    expect(await remindersTo([shopper.email])).toHaveLength(1);
  });

  it('reminds nobody who did not allow offers, nobody at night, and nobody after an order', async () => {
    const silent = await shopperWithCart({ offers: false, changedAt: afternoon });
    const nightOwl = await shopperWithCart({ offers: true, changedAt: later(5) });
    const buyer = await shopperWithCart({ offers: true, changedAt: afternoon });
    const order = await injectAs(t.app, buyer, 'POST', '/api/orders', checkoutBody());
    expect(order.statusCode, order.body).toBe(201);
    // An item put back in the cart before the order was placed: the order came after it.
    await fillCart(t.app, buyer, [[productId, 1]]);
    await backdateCart(buyer, afternoon);

    // 23:00 in Dhaka: too late for anyone.
    await sendCartReminders(t.db, t.app.config, later(9));
    expect(await remindersTo([silent.email, nightOwl.email, buyer.email])).toEqual([]);
    // 9:00 the next morning: the night owl only.
    await sendCartReminders(t.db, t.app.config, later(19));
    const sent = await remindersTo([silent.email, nightOwl.email, buyer.email]);
    expect(sent.map((message) => message.recipient)).toEqual([nightOwl.email]);
  });

  it('texts an account made by phone in its language, with the stop link', async () => {
    const shopper = await shopperWithCart({ offers: true, changedAt: afternoon, locale: 'bn' });
    const phone = uniquePhoneNumber();
    await makePhoneAccount(t.db, shopper.userId, phone, {
      notifyEmail: true,
      notifySms: false,
      notifyMarketing: true,
    });
    await sendCartReminders(t.db, t.app.config, later(4));
    const [sms] = await remindersTo([phone]);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain('আপনার কার্ট অপেক্ষা করছে');
    expect(sms?.body).toContain(`${t.app.config.publicUrl}/stop/`);
  });

  it('sends one reminder when two servers sweep at once', async () => {
    const shopper = await shopperWithCart({ offers: true, changedAt: afternoon });
    await Promise.all([
      sendCartReminders(t.db, t.app.config, later(4)),
      sendCartReminders(t.db, t.app.config, later(4)),
    ]);
    expect(await remindersTo([shopper.email])).toHaveLength(1);
    expect(
      await t.db.select().from(cartReminders).where(eq(cartReminders.userId, shopper.userId)),
    ).toHaveLength(1);
  });
});

describe('the owner’s setting and figures', () => {
  it('sends none at 0 hours, counts what was sent and who came back, and keeps an audit entry', async () => {
    const save = (hours: unknown) =>
      injectAs(t.app, owner, 'PUT', '/api/admin/cart-reminders/settings', { hours });
    expect((await save(0)).statusCode).toBe(200);
    const idle = await shopperWithCart({ offers: true, changedAt: afternoon });
    await sendCartReminders(t.db, t.app.config, later(6));
    expect(await remindersTo([idle.email])).toEqual([]);
    expect((await save(3)).statusCode).toBe(200);

    const before = (await injectAs(t.app, owner, 'GET', '/api/admin/cart-reminders')).json();
    expect(before.hours).toBe(3);
    const returning = await shopperWithCart({ offers: true, changedAt: afternoon });
    await sendCartReminders(t.db, t.app.config, later(4));
    expect(await remindersTo([returning.email])).toHaveLength(1);
    // Reminded yesterday afternoon, she orders today: she came back.
    const order = await injectAs(t.app, returning, 'POST', '/api/orders', checkoutBody());
    expect(order.statusCode, order.body).toBe(201);
    const after = (await injectAs(t.app, owner, 'GET', '/api/admin/cart-reminders')).json();
    expect(after.sent - before.sent).toBeGreaterThanOrEqual(1);
    expect(after.cameBack - before.cameBack).toBe(1);

    for (const hours of [-1, 73, 1.5, '3']) {
      const bad = await save(hours);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Hours before a reminder must be a whole number');
    }
    const { rows } = await t.db.execute<{ after: { hours: number } }>(sql`
      SELECT after FROM audit_log WHERE action = 'cartReminders.settings' ORDER BY at DESC LIMIT 1`);
    expect(rows[0]?.after).toEqual({ hours: 3 });
    const packer = await createStaff(t.app, t.db, 'packing');
    expect(
      (await injectAs(t.app, packer, 'PUT', '/api/admin/cart-reminders/settings', { hours: 2 }))
        .statusCode,
    ).toBe(403);
  });
});
