/**
 * "Notify me when it's back": asked for sold-out variants only, woken by the restock itself (the
 * units that came back times the owner's factor, oldest ask first), sent once in the asker's
 * language, and refused with a message for everything else.
 */
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outgoingMessages, productVariants, stockAlerts, users } from '../../db/schema';
import { createShopper, createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { uniquePhoneNumber } from '../../test/fixtures/phones';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { sendWokenStockAlerts } from '.';

let t: TestApp;
let owner: SignedInShopper;
/** A seeded active product with options, and two of its variants. */
let productId: number;
let soldOut: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  const { rows } = await t.db.execute<{ product_id: number; ids: number[] }>(sql`
    SELECT v.product_id, array_agg(v.id ORDER BY v.id) AS ids
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE p.status = 'active' AND v.status = 'active' AND v.option1 IS NOT NULL
    GROUP BY v.product_id HAVING count(*) >= 2 ORDER BY v.product_id LIMIT 1`);
  const found = rows[0];
  if (!found) throw new Error('no seeded product with two variants');
  productId = Number(found.product_id);
  [soldOut, other] = found.ids.map(Number) as [number, number];
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(stockAlerts);
  await setStock(soldOut, 0);
  await setFactor(2);
});

async function stockOfVariant(variantId: number) {
  const [row] = await t.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
}

/** As the owner would, at Admin → Stock: an adjustment by hand. */
async function adjust(variantId: number, change: number) {
  const response = await injectAs(t.app, owner, 'POST', '/api/admin/stock/adjustments', {
    variantId,
    change,
    reason: change > 0 ? 'found' : 'damaged',
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function setStock(variantId: number, units: number) {
  const change = units - (await stockOfVariant(variantId));
  if (change !== 0) await adjust(variantId, change);
}

async function setFactor(factor: number) {
  const response = await injectAs(t.app, owner, 'PUT', '/api/admin/stock-alerts/settings', {
    factor,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A shopper with a verified phone as well as her e-mail address. */
async function shopperWithPhone(): Promise<SignedInShopper & { phone: string }> {
  const shopper = await createShopper(t.app);
  const phone = uniquePhoneNumber();
  await t.db
    .update(users)
    .set({ phoneNumber: phone, phoneNumberVerified: true })
    .where(eq(users.id, shopper.userId));
  return { ...shopper, phone };
}

function ask(
  shopper: SignedInShopper,
  body: object,
  language: 'en' | 'bn' = 'en',
  product = productId,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${product}/stock-alerts`,
    payload: body,
    headers: { origin: originOf(t.app), cookie: shopper.cookie, 'accept-language': language },
  });
}

/** In the order the asks were made (one restock's messages share their transaction's time). */
const backInStockNews = async () => {
  const rows = await t.db
    .select()
    .from(outgoingMessages)
    .where(like(outgoingMessages.dedupeKey, 'stock-alert:%'));
  const askOf = (key: string | null) => Number(key?.split(':')[1]);
  return rows.sort((a, b) => askOf(a.dedupeKey) - askOf(b.dedupeKey));
};

describe('asking', () => {
  it('keeps one open ask per shopper and variant, and shows it with the channels she has', async () => {
    const shopper = await shopperWithPhone();
    const asked = await ask(shopper, { variantId: soldOut, channel: 'sms' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      variantId: soldOut,
      channel: 'sms',
      recipient: shopper.phone,
    });

    const again = await ask(shopper, { variantId: soldOut, channel: 'email' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You will already be told when it is back.');

    const mine = await injectAs(t.app, shopper, 'GET', `/api/products/${productId}/stock-alerts`);
    expect(mine.json()).toEqual({
      alerts: [expect.objectContaining({ variantId: soldOut, channel: 'sms' })],
      channels: [
        { channel: 'sms', recipient: shopper.phone },
        { channel: 'email', recipient: shopper.email },
      ],
    });
  });

  it('refuses a variant in stock, a channel the account lacks, and what is not on sale', async () => {
    await setStock(other, 3);
    const shopper = await createShopper(t.app);
    const cases: [object, number, string][] = [
      [{ variantId: other, channel: 'email' }, 409, 'Good news: it is in stock now.'],
      [{ variantId: soldOut, channel: 'sms' }, 400, 'Your account has no verified phone number.'],
      [{ variantId: 2_000_000_000, channel: 'email' }, 404, 'We could not find that product.'],
      [{ variantId: soldOut, channel: 'pigeon' }, 400, 'Choose how to be told: sms or email'],
      [{ variantId: 'x', channel: 'email' }, 400, 'Choose the shade or size to be told about'],
      [{ variantId: soldOut }, 400, 'Choose how to be told'],
      [{ channel: 'email' }, 400, 'Choose the shade or size to be told about'],
      [{ variantId: soldOut, channel: 'email', extra: 1 }, 400, 'Unrecognized key'],
    ];
    for (const [body, status, message] of cases) {
      const response = await ask(shopper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    // A variant of another product, under this one's address.
    const elsewhere = await ask(
      shopper,
      { variantId: soldOut, channel: 'email' },
      'en',
      productId + 1,
    );
    expect(elsewhere.statusCode).toBe(404);
    const bangla = await ask(shopper, { variantId: other, channel: 'email' }, 'bn');
    expect(bangla.json().message).toBe('সুখবর: এটি এখন স্টকে আছে। কার্টে যোগ করুন।');

    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alerts`,
      payload: { variantId: soldOut, channel: 'email' },
      headers: { origin: originOf(t.app) },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.db.select().from(stockAlerts)).toHaveLength(0);
  });

  it('takes a product without options by itself, and asks which shade of one with options', async () => {
    const { rows } = await t.db.execute<{ product_id: number; id: number }>(sql`
      SELECT v.product_id, v.id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.status = 'active' AND v.option1 IS NULL ORDER BY v.id LIMIT 1`);
    const plain = rows[0];
    if (!plain) throw new Error('no seeded product without options');
    await setStock(Number(plain.id), 0);
    const shopper = await createShopper(t.app);
    const asked = await ask(shopper, { channel: 'email' }, 'en', Number(plain.product_id));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().variantId).toBe(Number(plain.id));
    const which = await ask(shopper, { channel: 'email' });
    expect(which.statusCode).toBe(400);
    expect(which.json().message).toBe('Choose the shade or size to be told about');
    await setStock(Number(plain.id), 5);
  });

  it('makes one ask of the same shopper asking five times at once', async () => {
    const shopper = await createShopper(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ask(shopper, { variantId: soldOut, channel: 'email' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db.select().from(stockAlerts)).toHaveLength(1);
  });

  it('lets her take back her own ask, not another shopper’s', async () => {
    const [mine, theirs] = [await createShopper(t.app), await createShopper(t.app)];
    const asked = (await ask(mine, { variantId: soldOut, channel: 'email' })).json();
    const refused = await injectAs(t.app, theirs, 'DELETE', `/api/stock-alerts/${asked.id}`);
    expect(refused.statusCode).toBe(404);
    const taken = await injectAs(t.app, mine, 'DELETE', `/api/stock-alerts/${asked.id}`);
    expect(taken.statusCode).toBe(200);
    expect(await t.db.select().from(stockAlerts)).toHaveLength(0);
    const bad = await injectAs(t.app, mine, 'DELETE', '/api/stock-alerts/abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('when stock comes back', () => {
  it('tells the oldest asks, units times the factor, once each, in their language', async () => {
    const before = (await backInStockNews()).length;
    const shoppers = [
      await shopperWithPhone(),
      await createShopper(t.app),
      await shopperWithPhone(),
    ];
    const [first, second, third] = shoppers as [
      SignedInShopper & { phone: string },
      SignedInShopper,
      SignedInShopper & { phone: string },
    ];
    expect((await ask(first, { variantId: soldOut, channel: 'sms' }, 'bn')).statusCode).toBe(201);
    expect((await ask(second, { variantId: soldOut, channel: 'email' })).statusCode).toBe(201);
    expect((await ask(third, { variantId: soldOut, channel: 'sms' })).statusCode).toBe(201);

    // One unit back, factor 2: the two who asked first; the admin write sends them at once.
    await adjust(soldOut, 1);
    const news = (await backInStockNews()).slice(before);
    expect(news.map((message) => [message.channel, message.recipient])).toEqual([
      ['sms', first.phone],
      ['email', second.email],
    ]);
    expect(news[0]?.body).toContain('আবার স্টকে');
    expect(news[0]?.body).toContain(`/product/${productId}?variant=${soldOut}`);
    expect(news[1]?.subject).toContain('is back in stock');

    // Nothing again: not a second run, nor more units while it is still in stock.
    expect(await sendWokenStockAlerts(t.db, t.app.config)).toBe(0);
    await adjust(soldOut, 4);
    expect((await backInStockNews()).length - before).toBe(2);

    // Sold out and back again: the third, still waiting, is told now.
    await setStock(soldOut, 0);
    await adjust(soldOut, 1);
    const later = (await backInStockNews()).slice(before);
    expect(later.map((message) => message.recipient)).toEqual([
      first.phone,
      second.email,
      third.phone,
    ]);

    // Told, she may ask again for the next time.
    await setStock(soldOut, 0);
    expect((await ask(first, { variantId: soldOut, channel: 'sms' })).statusCode).toBe(201);
  });
});

describe('asks racing a restock', () => {
  it('leaves no ask waiting once the stock is back: each is told or told it is in stock', async () => {
    await setFactor(100);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createShopper(t.app)));
    const [answers] = await Promise.all([
      Promise.all(
        shoppers.map((shopper) => ask(shopper, { variantId: soldOut, channel: 'email' })),
      ),
      adjust(soldOut, 1),
    ]);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    await sendWokenStockAlerts(t.db, t.app.config);
    const waiting = await t.db.select().from(stockAlerts).where(isNull(stockAlerts.sentAt));
    expect(waiting).toEqual([]);
    const asked = answers.filter((answer) => answer.statusCode === 201).length;
    expect(await t.db.select().from(stockAlerts)).toHaveLength(asked);
  });
});

describe('the owner’s view', () => {
  it('counts who waits for what and keeps the factor, with its audit entry', async () => {
    for (let i = 0; i < 3; i += 1) {
      await ask(await createShopper(t.app), { variantId: soldOut, channel: 'email' });
    }
    await setFactor(5);
    const overview = (await injectAs(t.app, owner, 'GET', '/api/admin/stock-alerts')).json();
    expect(overview).toMatchObject({ factor: 5, waiting: 3 });
    expect(overview.variants[0]).toMatchObject({
      variantId: soldOut,
      productId,
      waiting: 3,
      stock: 0,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stockAlerts.settings')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ before: { factor: 2 }, after: { factor: 5 } });

    for (const factor of [0, 101, 2.5, '3']) {
      const bad = await injectAs(t.app, owner, 'PUT', '/api/admin/stock-alerts/settings', {
        factor,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(
        'Shoppers told per unit must be a whole number from 1 to 100',
      );
    }
    const packer = await createStaff(t.app, t.db, 'packing');
    const refused = await injectAs(t.app, packer, 'PUT', '/api/admin/stock-alerts/settings', {
      factor: 1,
    });
    expect(refused.statusCode).toBe(403);
  });
});
