/**
 * Shades and sizes where admins and shoppers read an order back: the CSV export's variant and SKU
 * columns, the order e-mails in both languages, and the dashboard's low stock per variant.
 */
import { eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, profiles } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  lastMailTo,
  type SignedInShopper,
  uniqueEmail,
} from '../../test/fixtures/accounts';
import { checkoutBody, productRow, setProduct } from '../../test/fixtures/orders';
import { SET_BY_TEST } from '../../test/fixtures/stock';
import { giveOptions, setVariant } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedInShopper;
/** Product 50 in two shades, product 51 without options. */
let ruby: number;
let nude: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  await setProduct(t.db, 50, { status: 'active' });
  await setProduct(t.db, 51, { status: 'active', stockQuantity: 40 });
  [ruby = 0, nude = 0] = await giveOptions(
    t.db,
    50,
    ['Shade'],
    [
      { values: ['Ruby Woo'], price: 250_000, stock: 20 },
      { values: ['Velvet Nude'], price: 240_000, stock: 20 },
    ],
  );
});
afterAll(() => t.close());

/** A shopper whose account speaks `language` orders both shades and the plain product. */
async function orderBothShades(language: 'en' | 'bn') {
  const shopper = await createShopper(t.app);
  await t.db.update(profiles).set({ locale: language }).where(eq(profiles.userId, shopper.userId));
  for (const line of [
    { productId: 50, variantId: ruby, quantity: 2 },
    { productId: 50, variantId: nude, quantity: 1 },
    { productId: 51, quantity: 1 },
  ]) {
    const added = await injectAs(t.app, shopper, 'POST', '/api/cart/items', line);
    expect(added.statusCode, added.body).toBe(200);
  }
  const email = uniqueEmail('shades');
  const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody({ email }));
  expect(placed.statusCode, placed.body).toBe(201);
  return { id: placed.json().id as string, email };
}

/** Every cell of this export is quoted, and none of ours holds '","'. */
function csvRows(body: string): string[][] {
  return body
    .trim()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));
}

describe('an order of two shades, read back', () => {
  it('names each shade in the CSV, with variant and SKU columns line by line', async () => {
    const order = await orderBothShades('en');
    const csv = await injectAs(t.app, admin, 'GET', `/api/admin/orders.csv?q=${order.id}`);
    expect(csv.statusCode).toBe(200);
    const [header = [], row = []] = csvRows(csv.body);
    const cell = (title: string) => row[header.indexOf(title)];
    const { name: lipstick } = await productRow(t.db, 50);
    const { name: plain } = await productRow(t.db, 51);
    expect(cell('Items')).toBe(
      `2 x ${lipstick} (Shade: Ruby Woo); 1 x ${lipstick} (Shade: Velvet Nude); 1 x ${plain}`,
    );
    expect(cell('Variants')).toBe('Shade: Ruby Woo; Shade: Velvet Nude; -');
    expect(cell('SKUs')).toBe('T-50-1; T-50-2; SG-51');
  });

  it('names each shade in the confirmation e-mail, in English and in Bangla', async () => {
    const { name } = await productRow(t.db, 50);
    const english = await orderBothShades('en');
    const englishMail = await lastMailTo(t.app, english.email);
    expect(englishMail.text).toContain(`2 × ${name} (Shade: Ruby Woo)`);
    expect(englishMail.text).toContain(`1 × ${name} (Shade: Velvet Nude)`);
    expect(englishMail.html).toContain('Shade: Ruby Woo');

    const bangla = await orderBothShades('bn');
    const banglaMail = await lastMailTo(t.app, bangla.email);
    expect(banglaMail.text).toContain(`২ × ${name} (Shade: Ruby Woo)`);
    expect(banglaMail.text).toContain(`১ × ${name} (Shade: Velvet Nude)`);
  });
});

describe('low stock on the dashboard', () => {
  it('counts each shade running low by its name and SKU, leaving out inactive ones', async () => {
    // Only this test's variants run low, so the list's 50-row cap cannot hide them.
    await t.db
      .update(productVariants)
      .set({ stockQuantity: 100, stockMove: SET_BY_TEST })
      .where(lte(productVariants.stockQuantity, 5));
    await setProduct(t.db, 52, { status: 'active' });
    await setProduct(t.db, 53, { status: 'active' });
    const [mocha = 0, plum = 0, rose = 0] = await giveOptions(
      t.db,
      52,
      ['Shade'],
      [
        { values: ['Mocha'], price: 100_000, stock: 2 },
        { values: ['Plum'], price: 100_000, stock: 0 },
        { values: ['Rose'], price: 100_000, stock: 1, status: 'inactive' },
        { values: ['Coral'], price: 100_000, stock: 30 },
      ],
    );
    const [hidden = 0] = await giveOptions(
      t.db,
      53,
      ['Size'],
      [{ values: ['39'], price: 300_000, stock: 1 }],
    );
    await setProduct(t.db, 53, { status: 'inactive' });
    await setVariant(t.db, ruby, { stockQuantity: 4 });

    const stats = await injectAs(t.app, admin, 'GET', '/api/admin/stats');
    expect(stats.statusCode).toBe(200);
    const { name } = await productRow(t.db, 52);
    const low = stats.json().lowStock as { variantId: number }[];
    expect(low).toEqual([
      {
        id: 52,
        name,
        status: 'active',
        variantId: plum,
        variantTitle: 'Shade: Plum',
        sku: 'T-52-2',
        stockQuantity: 0,
      },
      {
        id: 52,
        name,
        status: 'active',
        variantId: mocha,
        variantTitle: 'Shade: Mocha',
        sku: 'T-52-1',
        stockQuantity: 2,
      },
      expect.objectContaining({ id: 50, variantId: ruby, variantTitle: 'Shade: Ruby Woo' }),
    ]);
    expect(low.map((row) => row.variantId)).not.toContain(rose);
    expect(low.map((row) => row.variantId)).not.toContain(hidden);
  });

  it('lists a product without options once, with no variant title', async () => {
    await setProduct(t.db, 54, { status: 'active', stockQuantity: 3 });
    const low = (await injectAs(t.app, admin, 'GET', '/api/admin/stats')).json().lowStock;
    expect(low).toContainEqual(
      expect.objectContaining({ id: 54, variantTitle: null, sku: 'SG-54', stockQuantity: 3 }),
    );
  });
});
