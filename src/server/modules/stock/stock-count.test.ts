/**
 * Counting the stock against a sheet (issue 41) on the real database: the sheet per category and
 * for the shop, the differences and their value, the apply writing 'counted' rows and its record,
 * bad lines refused in both languages with nothing written, a sale between preview and apply, and
 * two applies of one sheet at once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, parseCsv } from '../../csv';
import { auditLog, stockCounts, stockMovements } from '../../db/schema';
import { createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, createShoppers, setProduct } from '../../test/fixtures/orders';
import { dhakaDay, ledgerOf, receive } from '../../test/fixtures/stock';
import { oneShade, setVariant, variantRow } from '../../test/fixtures/variants';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let packer: SignedInShopper;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  packer = await createStaff(t.app, t.db, 'packing');
});
afterAll(() => t.close());

const HEADER = '"Product","Variant","SKU","Batch","Expires","Expected","Counted"';

async function sheet(category?: string) {
  const query = category ? `?category=${category}` : '';
  const answer = await injectAs(t.app, owner, 'GET', `/api/admin/stock/count-sheet.csv${query}`);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/csv');
  expect(answer.body.startsWith('\uFEFF')).toBe(true);
  return answer.body;
}

/** The sheet's rows as [sku, batch, expires, expected]. */
const rowsOf = (csv: string) =>
  parseCsv(csv)
    .slice(1)
    .map(({ cells }) => [cells[2], cells[3], cells[4], cells[5]]);

/** The sheet filled in as the owner would: `counts` by "SKU batch"; other lines left empty. */
function fill(csv: string, counts: Record<string, string>) {
  return parseCsv(csv)
    .map(({ cells }, index) => {
      const counted = index === 0 ? cells[6] : (counts[`${cells[2]} ${cells[3]}`] ?? '');
      return [...cells.slice(0, 6), counted].map(csvCell).join(',');
    })
    .join('\r\n');
}

const send = (path: string, body: Record<string, unknown>, language = 'en', who = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/${path}`,
    headers: { origin: originOf(t.app), cookie: who.cookie, 'accept-language': language },
    payload: body,
  });

/** A shade in `category` with an undated batch of `opening` units and a dated lot of 2. */
async function counted(productId: number, category: 'minis' | 'home', opening: number) {
  const variant = await oneShade(t.db, productId, opening, 'Rose');
  await setProduct(t.db, productId, { category });
  await setVariant(t.db, variant, { costPrice: 1_200 });
  const lot = await receive(t.db, variant, 2, {
    code: `LOT-${productId}`,
    expiresOn: dhakaDay(300),
    unitCost: 5_000,
  });
  const undated = (await ledgerOf(t.db, variant)).batches.find((batch) => batch.expiresOn === null);
  return { variant, lot, undated: undated?.id ?? 0, sku: `T-${productId}-1` };
}

async function countsOf() {
  return t.db.select().from(stockCounts);
}

/** Every variant's ledger sums to its stock, each variant's batches to it too. */
async function ledgerAddsUp() {
  const disagreeing = await t.db.execute(sql`
    SELECT v.id FROM product_variants v
    LEFT JOIN (SELECT variant_id, sum(change) AS total FROM ${stockMovements} GROUP BY variant_id) m
      ON m.variant_id = v.id
    WHERE COALESCE(m.total, 0) <> v.stock_quantity
       OR v.stock_quantity <> (SELECT COALESCE(sum(quantity), 0) FROM stock_batches b WHERE b.variant_id = v.id)`);
  expect(disagreeing.rows).toEqual([]);
}

describe('the count sheet', () => {
  it('lists each batch on sale per category or for the whole shop, and a row for a shade with none', async () => {
    const mini = await counted(80, 'minis', 3);
    const homeShade = await oneShade(t.db, 81, 0, 'Sand');
    await setProduct(t.db, 81, { category: 'home' });
    // Off sale for its expiry: on the shelf, not on the sheet.
    await receive(t.db, mini.variant, 4, { code: 'OLD', expiresOn: dhakaDay(-2) });

    const minis = await sheet('minis');
    expect(minis.slice(1).split('\r\n')[0]).toBe(HEADER);
    const ours = rowsOf(minis).filter(([sku]) => sku === mini.sku);
    expect(ours).toEqual([
      [mini.sku, `LOT-80`, dhakaDay(300), '2'],
      [mini.sku, `#${mini.undated}`, '', '3'],
    ]);
    expect(rowsOf(minis).some(([sku]) => sku === 'T-81-1')).toBe(false);
    expect(minis).toContain('"Shade: Rose"');

    const shop = rowsOf(await sheet());
    expect(shop.filter(([sku]) => sku === 'T-81-1')).toEqual([['T-81-1', '', '', '0']]);
    expect(shop.filter(([sku]) => sku === mini.sku)).toHaveLength(2);
    expect((await variantRow(t.db, homeShade)).stockQuantity).toBe(0);

    const wrong = await injectAs(
      t.app,
      owner,
      'GET',
      '/api/admin/stock/count-sheet.csv?category=x',
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe('a count sent back', () => {
  it('shows the differences with their value at cost, writing nothing', async () => {
    const mini = await counted(82, 'minis', 5);
    const empty = await oneShade(t.db, 83, 0, 'Plum');
    await setProduct(t.db, 83, { category: 'minis' });
    const csv = fill(await sheet('minis'), {
      [`${mini.sku} #${mini.undated}`]: '3',
      [`${mini.sku} LOT-82`]: '৩',
      'T-83-1 ': '4',
    });
    const before = await ledgerOf(t.db, mini.variant);
    const entries = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const entriesBefore = await entries();
    const answer = await send('counts/preview', { category: 'minis', csv });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    const lines = preview.differences.map((line: Record<string, unknown>) => [
      line.sku,
      line.batch,
      line.expected,
      line.counted,
      line.difference,
      line.value,
    ]);
    expect(lines.sort()).toEqual([
      [mini.sku, `#${mini.undated}`, 5, 3, -2, -2_400],
      [mini.sku, 'LOT-82', 2, 3, 1, 5_000],
      ['T-83-1', '', 0, 4, 4, null],
    ]);
    expect(preview).toMatchObject({
      category: 'minis',
      linesCounted: 3,
      units: 3,
      value: 2_600,
      unvalued: 1,
    });
    expect((await ledgerOf(t.db, mini.variant)).rows).toEqual(before.rows);
    expect((await ledgerOf(t.db, empty)).rows).toEqual([]);
    expect(await countsOf()).toEqual([]);
    // A preview is not a change: nothing in Admin → Activity either.
    expect(await entries()).toBe(entriesBefore);
  });

  it('applies them as counted rows on each batch, with the count’s record and audit entry', async () => {
    const mini = await counted(84, 'minis', 5);
    const empty = await oneShade(t.db, 85, 0, 'Plum');
    await setProduct(t.db, 85, { category: 'minis' });
    const csv = fill(await sheet('minis'), {
      [`${mini.sku} #${mini.undated}`]: '3',
      [`${mini.sku} LOT-84`]: '2',
      'T-85-1 ': '4',
    });
    const answer = await send('counts', { category: 'minis', csv });
    expect(answer.statusCode, answer.body).toBe(201);
    const applied = answer.json();
    expect(applied).toMatchObject({ linesCounted: 3, units: 2, value: -2_400, unvalued: 1 });

    const note = `Stock count #${applied.id}`;
    const ledger = await ledgerOf(t.db, mini.variant);
    expect(
      ledger.rows.map((row) => [row.reason, row.batchId, row.change, row.levelAfter, row.note]),
    ).toEqual([
      ['opening', mini.undated, 5, 5, null],
      ['received', mini.lot, 2, 7, null],
      ['counted', mini.undated, -2, 5, note],
    ]);
    expect(ledger.rows.at(-1)?.userId).toBe(owner.userId);
    expect(ledger.total).toBe(5);
    expect((await variantRow(t.db, mini.variant)).stockQuantity).toBe(5);
    const found = await ledgerOf(t.db, empty);
    expect(found.rows.map((row) => [row.reason, row.change, row.note])).toEqual([
      ['counted', 4, note],
    ]);
    expect(found.batches.map((batch) => [batch.expiresOn, batch.quantity])).toEqual([[null, 4]]);

    const [record] = await t.db.select().from(stockCounts).where(eq(stockCounts.id, applied.id));
    expect(record).toMatchObject({
      userId: owner.userId,
      category: 'minis',
      linesCounted: 3,
      units: 2,
      value: -2_400,
    });
    expect(record?.differences).toHaveLength(2);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'stock.count'));
    expect(entry).toMatchObject({
      entity: 'stockCount',
      entityId: String(applied.id),
      after: { changed: 2, units: 2 },
    });
    await ledgerAddsUp();
  });

  it('refuses a line it cannot place, naming it in English and Bangla, and writes nothing', async () => {
    const mini = await counted(86, 'minis', 4);
    const blank = await sheet('minis');
    const undated = `${mini.sku} #${mini.undated}`;
    const lines = blank.split('\r\n');
    const withLine = (line: string) => `${lines.slice(0, 2).join('\r\n')}\r\n${line}\r\n`;
    await oneShade(t.db, 89, 1, 'Sand');
    await setProduct(t.db, 89, { category: 'home' });
    const countsBefore = (await countsOf()).length;
    const tries: [string, RegExp, RegExp][] = [
      [
        withLine('"Lip tint","","NO-SUCH-SKU","","","0","5"'),
        /^Line 3: no product or shade has the SKU “NO-SUCH-SKU”$/,
        /^লাইন ৩: “NO-SUCH-SKU” SKU-র/,
      ],
      [
        withLine(`"","","${mini.sku}","LOT-9","","0","5"`),
        /Line 3: T-86-1 has no batch “LOT-9”/,
        /লাইন ৩: T-86-1-এর “LOT-9”/,
      ],
      [
        fill(blank, { [undated]: '-1' }),
        /the counted figure “-1” is not a whole number/,
        /“-1” ০ থেকে/,
      ],
      [fill(blank, { [undated]: '2.5' }), /“2.5” is not a whole number/, /“2.5”/],
      [fill(blank, { [undated]: 'five' }), /“five” is not a whole number/, /“five”/],
      [
        withLine(
          `"","","${mini.sku}","#${mini.undated}","","4","4"\r\n"","","${mini.sku.toLowerCase()}","#${mini.undated}","","4","3"`,
        ),
        /Line 4: batch “#\d+” of T-86-1 is counted again \(first on line 3\)/,
        /লাইন ৪/,
      ],
      [
        withLine(`"","","T-89-1","","","0","1"`),
        /Line 3: T-89-1 is not in the category being counted/,
        /ক্যাটাগরি/,
      ],
      [blank, /No line has a counted figure/, /কোনো লাইনে/],
      ['SKU,Count\r\nT-86-1,4\r\n', /must name the columns SKU, Batch and Counted/, /কলামের নাম/],
    ];
    for (const [csv, english, bangla] of tries) {
      for (const path of ['counts/preview', 'counts']) {
        const answer = await send(path, { category: 'minis', csv });
        expect(answer.statusCode, csv).toBe(400);
        expect(answer.json().message).toMatch(english);
      }
      const inBangla = await send('counts', { category: 'minis', csv }, 'bn');
      expect(inBangla.statusCode).toBe(400);
      expect(inBangla.json().message).toMatch(bangla);
    }
    // One good line beside a bad one: still nothing written.
    const mixed = `${fill(blank, { [undated]: '1' }).trimEnd()}\r\n"","","NO-SUCH-SKU","","","0","5"\r\n`;
    expect((await send('counts', { category: 'minis', csv: mixed })).statusCode).toBe(400);
    expect((await ledgerOf(t.db, mini.variant)).rows.map((row) => row.reason)).toEqual([
      'opening',
      'received',
    ]);
    expect(await countsOf()).toHaveLength(countsBefore);
  });

  it('is refused to a packer, who may download the sheet but not count', async () => {
    const csv = fill(await sheet(), {});
    expect(
      (await injectAs(t.app, packer, 'GET', '/api/admin/stock/count-sheet.csv')).statusCode,
    ).toBe(200);
    expect((await send('counts/preview', { csv }, 'en', packer)).statusCode).toBe(403);
    expect((await send('counts', { csv }, 'en', packer)).statusCode).toBe(403);
  });
});

describe('a count against moving stock', () => {
  it('keeps a sale made between the preview and the apply: the batch ends at its counted figure', async () => {
    const mini = await counted(87, 'minis', 0);
    const csv = fill(await sheet('minis'), { [`${mini.sku} LOT-87`]: '1' });
    const preview = (await send('counts/preview', { csv })).json();
    expect(preview.differences.map((line: { difference: number }) => line.difference)).toEqual([
      -1,
    ]);

    const [shopper] = await createShoppers(t.app, 1);
    if (!shopper) throw new Error('no shopper');
    const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', {
      productId: 87,
      variantId: mini.variant,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    expect((await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody())).statusCode).toBe(
      201,
    );

    const applied = await send('counts', { csv });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().differences).toEqual([]);
    const ledger = await ledgerOf(t.db, mini.variant);
    expect(ledger.rows.map((row) => [row.reason, row.change])).toEqual([
      ['received', 2],
      ['sold', -1],
    ]);
    expect(ledger.batches.find((batch) => batch.id === mini.lot)?.quantity).toBe(1);
    await ledgerAddsUp();
  });

  it('applies a sheet sent twice at once only once', async () => {
    const mini = await counted(88, 'minis', 6);
    const csv = fill(await sheet('minis'), {
      [`${mini.sku} #${mini.undated}`]: '2',
      [`${mini.sku} LOT-88`]: '5',
    });
    const answers = await Promise.all([send('counts', { csv }), send('counts', { csv })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json().differences.length).sort()).toEqual([0, 2]);
    const ledger = await ledgerOf(t.db, mini.variant);
    expect(
      ledger.rows
        .filter((row) => row.reason === 'counted')
        .map((row) => row.change)
        .sort(),
    ).toEqual([-4, 3]);
    expect(ledger.batches.map((batch) => [batch.id, batch.quantity])).toEqual([
      [mini.undated, 2],
      [mini.lot, 5],
    ]);
    expect((await variantRow(t.db, mini.variant)).stockQuantity).toBe(7);
    await ledgerAddsUp();
  });
});
