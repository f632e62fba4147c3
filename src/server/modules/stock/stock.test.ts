/**
 * The stock ledger and batches (issue 41) on the real database: every change a row, first expiry
 * first out, units coming back to the batch they left, batches past the shelf-life limit off sale,
 * hand adjustments, the CSV, and the ledger adding up after a race.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shopSettings, stockMovements } from '../../db/schema';
import { createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, createShoppers } from '../../test/fixtures/orders';
import { dhakaDay, ledgerOf, receive } from '../../test/fixtures/stock';
import { oneShade, variantRow } from '../../test/fixtures/variants';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { untilAfterDhakaMidnight } from './expiry-schedule';
import { releaseSellable, withdrawUnsellable } from './stock-move';

let t: TestApp;
let owner: SignedInShopper;
let catalogue: SignedInShopper;
let packer: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  catalogue = await createStaff(t.app, t.db, 'catalogue');
  packer = await createStaff(t.app, t.db, 'packing');
});
afterAll(() => t.close());

const post = (url: string, who: SignedInShopper, payload: Record<string, unknown>) =>
  injectAs(t.app, who, 'POST', url, payload);

const shade = (productId: number, stock: number) => oneShade(t.db, productId, stock, 'Ruby');

async function buy(shopper: SignedInShopper, productId: number, variantId: number, quantity = 1) {
  const added = await post('/api/cart/items', shopper, { productId, variantId, quantity });
  expect(added.statusCode).toBe(200);
  return post('/api/orders', shopper, checkoutBody());
}

async function setShelfLife(days: number) {
  await t.db
    .insert(shopSettings)
    .values({ id: 1, minShelfLifeDays: days })
    .onConflictDoUpdate({ target: shopSettings.id, set: { minShelfLifeDays: days } });
}

describe('the ledger', () => {
  it('opens a new variant’s stock in an undated batch with its row', async () => {
    const variant = await shade(60, 5);
    const { rows, batches, total } = await ledgerOf(t.db, variant);
    expect(rows.map((row) => [row.reason, row.change, row.levelAfter])).toEqual([
      ['opening', 5, 5],
    ]);
    expect(batches.map((batch) => [batch.expiresOn, batch.quantity])).toEqual([[null, 5]]);
    expect(total).toBe(5);
  });

  it('refuses a stock write without its reason, a batch written directly, a row edited', async () => {
    const variant = await shade(61, 4);
    const refused = (statement: ReturnType<typeof sql>) =>
      expect(t.db.execute(statement)).rejects.toThrow();
    await refused(sql`UPDATE product_variants SET stock_quantity = 9 WHERE id = ${variant}`);
    await refused(sql`UPDATE stock_batches SET quantity = 9 WHERE variant_id = ${variant}`);
    await refused(sql`INSERT INTO stock_batches (variant_id, quantity) VALUES (${variant}, 3)`);
    await refused(sql`UPDATE stock_movements SET change = 9 WHERE variant_id = ${variant}`);
    await refused(sql`DELETE FROM stock_movements WHERE variant_id = ${variant}`);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(4);
    expect((await ledgerOf(t.db, variant)).total).toBe(4);
  });

  it('sells the batch that expires first, and a cancellation puts units back where they came from', async () => {
    const variant = await shade(62, 0);
    const late = await receive(t.db, variant, 2, { code: 'LATE', expiresOn: dhakaDay(400) });
    const early = await receive(t.db, variant, 2, { code: 'EARLY', expiresOn: dhakaDay(200) });
    const [shopper] = await createShoppers(t.app, 1);
    if (!shopper) throw new Error('no shopper');
    const placed = await buy(shopper, 62, variant, 3);
    expect(placed.statusCode).toBe(201);
    const sold = await ledgerOf(t.db, variant);
    expect(sold.batches.map((batch) => [batch.code, batch.quantity])).toEqual([
      ['LATE', 1],
      ['EARLY', 0],
    ]);
    expect(
      sold.rows.filter((row) => row.reason === 'sold').map((row) => [row.batchId, row.change]),
    ).toEqual([
      [early, -2],
      [late, -1],
    ]);
    expect(
      sold.rows.every((row) => row.reason !== 'sold' || row.orderId === placed.json().id),
    ).toBe(true);

    // The packing slip names the batches to take them from, first expiry first.
    const picksOf = async (id: string) =>
      (await injectAs(t.app, packer, 'GET', `/api/admin/orders/${id}/picks`)).json();
    expect(await picksOf(placed.json().id)).toEqual([
      { variantId: variant, batchId: early, code: 'EARLY', expiresOn: dhakaDay(200), quantity: 2 },
      { variantId: variant, batchId: late, code: 'LATE', expiresOn: dhakaDay(400), quantity: 1 },
    ]);
    expect(
      (await injectAs(t.app, packer, 'GET', '/api/admin/orders/not-an-id/picks')).statusCode,
    ).toBe(404);

    const cancelled = await post(`/api/orders/${placed.json().id}/cancel`, shopper, {});
    expect(cancelled.statusCode).toBe(200);
    const back = await ledgerOf(t.db, variant);
    expect(back.batches.map((batch) => [batch.code, batch.quantity])).toEqual([
      ['LATE', 2],
      ['EARLY', 2],
    ]);
    expect(back.total).toBe(4);
    expect(await picksOf(placed.json().id)).toEqual([]);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(4);
  });

  it('never sells a batch within the minimum shelf life: it comes off sale as the order is placed', async () => {
    const variant = await shade(63, 0);
    await receive(t.db, variant, 3, { code: 'SOON', expiresOn: dhakaDay(30) });
    await receive(t.db, variant, 2, { code: 'FRESH', expiresOn: dhakaDay(300) });
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(5);
    await setShelfLife(90);
    try {
      const [shopper] = await createShoppers(t.app, 1);
      if (!shopper) throw new Error('no shopper');
      // The cart still counts 5; the order finds the 3 off sale and takes from the fresh batch.
      expect((await buy(shopper, 63, variant, 1)).statusCode).toBe(201);
      const after = await ledgerOf(t.db, variant);
      expect(after.batches.map((batch) => [batch.code, batch.quantity, batch.withdrawn])).toEqual([
        ['SOON', 0, 3],
        ['FRESH', 1, 0],
      ]);
      expect(after.rows.slice(-2).map((row) => [row.reason, row.change, row.levelAfter])).toEqual([
        ['expired', -3, 2],
        ['sold', -1, 1],
      ]);
      expect((await variantRow(t.db, variant)).stockQuantity).toBe(1);
    } finally {
      await setShelfLife(0);
    }
  });

  it('withdraws at once a delivery already past its expiry', async () => {
    const variant = await shade(64, 0);
    await receive(t.db, variant, 4, { code: 'OLD', expiresOn: dhakaDay(-1) });
    const { rows, batches } = await ledgerOf(t.db, variant);
    expect(rows.map((row) => [row.reason, row.change, row.levelAfter])).toEqual([
      ['received', 4, 4],
      ['expired', -4, 0],
    ]);
    expect(batches.map((batch) => [batch.quantity, batch.withdrawn])).toEqual([[0, 4]]);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(0);
  });
});

describe('adjusting by hand', () => {
  it('records damaged units with who and why, in the ledger and the audit log', async () => {
    const variant = await shade(65, 6);
    const answer = await post('/api/admin/stock/adjustments', catalogue, {
      variantId: variant,
      change: -2,
      reason: 'damaged',
      note: 'Cracked in the box',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().stock).toBe(4);
    const [row] = (await ledgerOf(t.db, variant)).rows.slice(-1);
    expect(row).toMatchObject({
      reason: 'damaged',
      change: -2,
      levelAfter: 4,
      userId: catalogue.userId,
      note: 'Cracked in the box',
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'stock.adjust'));
    expect(entry).toMatchObject({
      entity: 'product',
      entityId: '65',
      before: { stock: 6 },
      after: { stock: 4, reason: 'damaged' },
    });

    const page = await injectAs(t.app, packer, 'GET', '/api/admin/products/65/stock');
    expect(page.statusCode).toBe(200);
    expect(page.json().variants[0].movements[0]).toMatchObject({ reason: 'damaged', change: -2 });
  });

  it('refuses a change below zero, a batch of another variant, and bad input, writing nothing', async () => {
    const variant = await shade(66, 1);
    const other = await shade(67, 1);
    const [otherBatch] = (await ledgerOf(t.db, other)).batches;
    const tries: [Record<string, unknown>, number, RegExp][] = [
      [{ variantId: variant, change: -2, reason: 'lost' }, 409, /Only 1 of .* below zero/],
      [{ variantId: variant, change: 1, reason: 'found', batchId: otherBatch?.id }, 400, /another/],
      [{ variantId: variant, change: 1.5, reason: 'found' }, 400, /whole number/],
      [{ variantId: variant, change: 0, reason: 'found' }, 400, /whole number/],
      [{ variantId: variant, change: 1, reason: 'sold' }, 400, /damaged, lost, found or counted/],
      [{ variantId: 999_999, change: 1, reason: 'found' }, 404, /no longer/],
    ];
    for (const [body, status, message] of tries) {
      const answer = await post('/api/admin/stock/adjustments', owner, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    const bangla = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/adjustments',
      headers: { origin: originOf(t.app), cookie: owner.cookie, 'accept-language': 'bn' },
      payload: { variantId: variant, change: -2, reason: 'lost' },
    });
    expect(bangla.json().message).toContain('শূন্যের নিচে');
    expect((await ledgerOf(t.db, variant)).rows).toHaveLength(1);
  });

  it('is refused to a packer, who may read the stock but not change it', async () => {
    const variant = await shade(68, 3);
    const answer = await post('/api/admin/stock/adjustments', packer, {
      variantId: variant,
      change: 1,
      reason: 'found',
    });
    expect(answer.statusCode).toBe(403);
  });

  it('exports the ledger between two days as CSV', async () => {
    const today = dhakaDay(0);
    const answer = await injectAs(
      t.app,
      owner,
      'GET',
      `/api/admin/stock/ledger.csv?from=${today}&to=${today}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"At","SKU","Product","Batch","Expires","Change","Stock after","Reason","By","Order","Return","Note"',
    );
    expect(
      lines.some((line) => line.includes('"damaged"') && line.includes('"Cracked in the box"')),
    ).toBe(true);
    const before = await injectAs(
      t.app,
      owner,
      'GET',
      '/api/admin/stock/ledger.csv?from=2020-01-01&to=2020-01-31',
    );
    expect(before.body.trim().split('\r\n')).toHaveLength(1);
    const backwards = await injectAs(
      t.app,
      owner,
      'GET',
      `/api/admin/stock/ledger.csv?from=${today}&to=2020-01-01`,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe('a race for two batches of one shade', () => {
  it('sells each unit once, leaves no batch below zero, and the ledger adds up', async () => {
    const variant = await shade(69, 0);
    await receive(t.db, variant, 3, { code: 'A', expiresOn: dhakaDay(200) });
    await receive(t.db, variant, 4, { code: 'B', expiresOn: dhakaDay(300) });
    const shoppers = await createShoppers(t.app, 20);
    for (const shopper of shoppers) {
      const added = await post('/api/cart/items', shopper, { productId: 69, variantId: variant });
      expect(added.statusCode).toBe(200);
    }
    const answers = await Promise.all(
      shoppers.map((shopper) => post('/api/orders', shopper, checkoutBody())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    const { rows, batches, total } = await ledgerOf(t.db, variant);
    expect(batches.map((batch) => batch.quantity)).toEqual([0, 0]);
    expect(total).toBe(0);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(0);
    const sold = rows.filter((row) => row.reason === 'sold');
    expect(new Set(sold.map((row) => row.orderId)).size).toBe(7);
    // Every variant in the shop: its ledger sums to its stock, each batch to its quantity.
    const disagreeing = await t.db.execute(sql`
      SELECT v.id FROM product_variants v
      LEFT JOIN (SELECT variant_id, sum(change) AS total FROM ${stockMovements} GROUP BY variant_id) m
        ON m.variant_id = v.id
      WHERE COALESCE(m.total, 0) <> v.stock_quantity
         OR v.stock_quantity <> (SELECT COALESCE(sum(quantity), 0) FROM stock_batches b WHERE b.variant_id = v.id)`);
    expect(disagreeing.rows).toEqual([]);
  }, 120_000);
});

describe('the midnight run', () => {
  it('waits until a second after the next midnight in Dhaka', () => {
    // 17:59:59 UTC is 23:59:59 in Dhaka: two seconds to go.
    expect(untilAfterDhakaMidnight(new Date('2026-11-28T17:59:59Z'))).toBe(2000);
    // 18:00 UTC is Dhaka's midnight itself: the next is a day away.
    expect(untilAfterDhakaMidnight(new Date('2026-11-28T18:00:00Z'))).toBe(86_401_000);
  });

  it('takes off sale every batch past its expiry, shop-wide', async () => {
    const variant = await shade(70, 0);
    await receive(t.db, variant, 2, { code: 'TODAY', expiresOn: dhakaDay(0) });
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(2);
    // The run of tomorrow: a one-day shelf life puts today's expiry past the limit.
    await setShelfLife(1);
    try {
      expect(await withdrawUnsellable(t.db, null)).toBeGreaterThanOrEqual(2);
    } finally {
      await setShelfLife(0);
    }
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(0);
    expect(await releaseSellable(t.db)).toBeGreaterThanOrEqual(2);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(2);
    const { rows } = await ledgerOf(t.db, variant);
    expect(rows.map((row) => row.reason)).toEqual(['received', 'expired', 'released']);
  });
});

describe('the minimum shelf life and what shoppers see', () => {
  it('shows the earliest expiry on sale, and a longer minimum moves it to the later batch', async () => {
    const variant = await shade(71, 0);
    await receive(t.db, variant, 2, {
      code: 'SERUM-A',
      expiresOn: dhakaDay(45),
      originCountry: 'South Korea',
      importer: 'Glamour Trade BD Ltd, Dhaka',
    });
    await receive(t.db, variant, 3, { code: 'SERUM-B', expiresOn: dhakaDay(400) });
    const expiryOf = async () =>
      (await t.app.inject('/api/products/71'))
        .json()
        .expiries?.find((each: { variantId: number }) => each.variantId === variant);
    expect(await expiryOf()).toEqual({
      variantId: variant,
      notBefore: dhakaDay(45),
      originCountry: 'South Korea',
      importer: 'Glamour Trade BD Ltd, Dhaka',
    });

    const longer = await injectAs(t.app, owner, 'PUT', '/api/admin/stock/settings', {
      minShelfLifeDays: 90,
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({ minShelfLifeDays: 90 });
    expect(longer.json().withdrawn).toBeGreaterThanOrEqual(2);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(3);
    expect(await expiryOf()).toMatchObject({ notBefore: dhakaDay(400), originCountry: null });

    const shorter = await injectAs(t.app, owner, 'PUT', '/api/admin/stock/settings', {
      minShelfLifeDays: 0,
    });
    expect(shorter.json().released).toBeGreaterThanOrEqual(2);
    expect((await variantRow(t.db, variant)).stockQuantity).toBe(5);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'stock.settings'));
    expect(entry).toMatchObject({
      before: { minShelfLifeDays: 0 },
      after: { minShelfLifeDays: 90 },
    });
  });

  it('refuses a shelf life that is not whole days within two years, and a packer', async () => {
    for (const minShelfLifeDays of [-1, 1.5, 731, '30']) {
      const answer = await injectAs(t.app, owner, 'PUT', '/api/admin/stock/settings', {
        minShelfLifeDays,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/whole number of days/);
    }
    const packed = await injectAs(t.app, packer, 'PUT', '/api/admin/stock/settings', {
      minShelfLifeDays: 30,
    });
    expect(packed.statusCode).toBe(403);
    const read = await injectAs(t.app, packer, 'GET', '/api/admin/stock/settings');
    expect(read.json()).toEqual({ minShelfLifeDays: 0 });
  });

  it('says nothing of expiry for a product without dated batches', async () => {
    await shade(72, 4);
    expect((await t.app.inject('/api/products/72')).json().expiries).toBeUndefined();
  });
});
