/**
 * Scheduled sales (docs/decisions/016 "Scheduled sales"): apply_sales() prices the variants, and
 * the sale clock applies them at each start and end with no admin action, so the catalogue, the
 * cart and orders charge the sale price while it runs and the regular price after it. The app's
 * clock is driven by the test (`now`), with the catalogue cache on, so a stale answer would show.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, productRow, setProduct } from '../../test/fixtures/orders';
import { giveOptions, setVariant, variantRow } from '../../test/fixtures/variants';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { createSaleClock } from './sale-clock';

const HOUR = 3_600_000;
const start = Date.now();
let clockNow = start;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalogCacheSeconds: 60 }, { now: () => clockNow });
});
afterAll(() => t.close());

type SaleSpec = Partial<typeof promotions.$inferInsert> &
  Pick<typeof promotions.$inferInsert, 'discountType' | 'discountValue'>;

/** A scheduled sale, from an hour ago to an hour ahead of the clock unless told. */
async function addSale(spec: SaleSpec): Promise<number> {
  const [row] = await t.db
    .insert(promotions)
    .values({
      kind: 'sale',
      name: 'Test sale',
      startsAt: new Date(clockNow - HOUR),
      endsAt: new Date(clockNow + HOUR),
      ...spec,
    })
    .returning({ id: promotions.id });
  if (!row) throw new Error('no sale');
  return row.id;
}

async function removeSales() {
  await t.db.delete(promotions).where(eq(promotions.kind, 'sale'));
  await t.app.salesClock.refresh();
}

const product = async (id: number) => (await t.app.inject(`/api/products/${id}`)).json();
const promoOf = async (variantId: number) => (await variantRow(t.db, variantId)).promoPrice;

describe('apply_sales', () => {
  let a = 0;
  let b = 0;
  let solo = 0;
  beforeAll(async () => {
    await setProduct(t.db, 20, { status: 'active' });
    [a = 0, b = 0] = await giveOptions(
      t.db,
      20,
      ['Shade'],
      [
        { values: ['A'], price: 123_450, stock: 5 },
        { values: ['B'], price: 50_000, stock: 5 },
      ],
    );
    await setProduct(t.db, 21, { status: 'active' });
    [solo = 0] = await giveOptions(
      t.db,
      21,
      ['Shade'],
      [{ values: ['S'], price: 200_000, stock: 5 }],
    );
  });
  afterAll(removeSales);

  it('takes a percent off rounded to whole taka, and a fixed amount never below zero', async () => {
    await addSale({ discountType: 'percent', discountValue: 15, variantIds: [a] });
    await addSale({ discountType: 'fixed', discountValue: 80_000, variantIds: [b] });
    await t.app.salesClock.refresh();
    // ৳1,234.50 less 15 % is ৳1,049.325: ৳1,049.
    expect(await promoOf(a)).toBe(104_900);
    expect(await promoOf(b)).toBe(0);
    await removeSales();
    expect(await promoOf(a)).toBeNull();
    expect(await promoOf(b)).toBeNull();
  });

  it('prices a dear item without overflowing, and gives no sale price where a percent saves nothing', async () => {
    await setVariant(t.db, solo, { price: 30_000_000 });
    await addSale({ discountType: 'percent', discountValue: 25, variantIds: [solo] });
    await t.app.salesClock.refresh();
    // ৳3,00,000 less 25 %: 30,000,000 poisha × 75 is past an integer's range.
    expect(await promoOf(solo)).toBe(22_500_000);
    await removeSales();
    await setVariant(t.db, solo, { price: 1_000 });
    await addSale({ discountType: 'percent', discountValue: 1, variantIds: [solo] });
    await t.app.salesClock.refresh();
    // 1 % of ৳10 rounds to nothing: no sale.
    expect(await promoOf(solo)).toBeNull();
    await removeSales();
    await setVariant(t.db, solo, { price: 200_000 });
  });

  it('gives the larger discount when sales overlap', async () => {
    await addSale({ discountType: 'percent', discountValue: 10, productIds: [21] });
    await addSale({ discountType: 'fixed', discountValue: 50_000, productIds: [21] });
    await addSale({ discountType: 'percent', discountValue: 5, productIds: [21] });
    await t.app.salesClock.refresh();
    expect(await promoOf(solo)).toBe(150_000);
    expect((await product(21)).salePrice).toBe(150_000);
    await removeSales();
  });

  it('covers what its scope names: a product, a variant, a category or a brand', async () => {
    const other = await productRow(t.db, 22);
    const [otherVariant] = await t.db.query.productVariants.findMany({
      where: (v, { eq: is }) => is(v.productId, 22),
    });
    if (!otherVariant) throw new Error('no variant');
    await addSale({ discountType: 'percent', discountValue: 50, variantIds: [b] });
    await t.app.salesClock.refresh();
    expect([await promoOf(a), await promoOf(b), await promoOf(solo)]).toEqual([null, 25_000, null]);
    await removeSales();

    await addSale({ discountType: 'percent', discountValue: 50, productIds: [20] });
    await t.app.salesClock.refresh();
    expect([await promoOf(a), await promoOf(b), await promoOf(solo)]).toEqual([
      61_700,
      25_000,
      null,
    ]);
    await removeSales();

    await addSale({ discountType: 'fixed', discountValue: 100, categories: [other.category] });
    await t.app.salesClock.refresh();
    expect(await promoOf(otherVariant.id)).toBe(otherVariant.price - 100);
    await removeSales();

    if (other.brand) {
      await addSale({ discountType: 'fixed', discountValue: 100, brands: [other.brand] });
      await t.app.salesClock.refresh();
      expect(await promoOf(otherVariant.id)).toBe(otherVariant.price - 100);
      await removeSales();
    }
    expect(await promoOf(otherVariant.id)).toBeNull();
  });

  it('leaves a lower hand-set sale price in charge, as a sale without an end', async () => {
    await setVariant(t.db, solo, { salePrice: 150_000 });
    await addSale({ discountType: 'percent', discountValue: 10, productIds: [21] });
    await t.app.salesClock.refresh();
    const answer = await product(21);
    expect(answer.salePrice).toBe(150_000);
    expect(answer.saleEndsAt).toBeUndefined();
    expect(answer.variants[0].salePrice).toBe(150_000);
    expect(answer.variants[0].saleEndsAt).toBeUndefined();
    // The admin's own sale price is kept apart: the admin form saves it back.
    expect((await variantRow(t.db, solo)).salePrice).toBe(150_000);
    await setVariant(t.db, solo, { salePrice: null });
    await removeSales();
  });

  it('changes only the rows whose price changes, so running it again writes nothing', async () => {
    await addSale({ discountType: 'percent', discountValue: 10, productIds: [20, 21] });
    const at = new Date(clockNow);
    const first = await t.db.execute<{ n: number }>(sqlApply(at));
    const again = await t.db.execute<{ n: number }>(sqlApply(at));
    expect(first.rows[0]?.n).toBe(3);
    expect(again.rows[0]?.n).toBe(0);
    await removeSales();
  });
});

function sqlApply(at: Date) {
  return sql`SELECT apply_sales(${at}) AS n`;
}

describe('the sale clock', () => {
  let variant = 0;
  let shopper: SignedInShopper;
  beforeAll(async () => {
    await setProduct(t.db, 30, { status: 'active' });
    [variant = 0] = await giveOptions(
      t.db,
      30,
      ['Size'],
      [{ values: ['50 ml'], price: 100_000, stock: 20 }],
    );
    shopper = await createShopper(t.app);
  });

  it('starts and ends a sale by itself: product, list, ?sale=true, sorting and the order', async () => {
    const startsAt = clockNow + HOUR;
    const endsAt = clockNow + 2 * HOUR;
    await addSale({
      discountType: 'percent',
      discountValue: 20,
      productIds: [30],
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    });
    await t.app.salesClock.refresh();
    const before = await product(30);
    expect(before).toMatchObject({ price: 100_000, salePrice: null });
    expect(before.priceChangesAt).toBe(new Date(startsAt).toISOString());
    const onSale = async () =>
      (await t.app.inject('/api/products?sale=true&limit=48&minPrice=80000&maxPrice=80000'))
        .json()
        .products.map((p: { id: number }) => p.id);
    expect(await onSale()).not.toContain(30);

    // The start passes; nobody calls refresh: the next catalogue answer is the sale's.
    clockNow = startsAt + 1000;
    const during = await product(30);
    expect(during).toMatchObject({ price: 100_000, salePrice: 80_000 });
    expect(during.saleEndsAt).toBe(new Date(endsAt).toISOString());
    expect(during.priceChangesAt).toBe(new Date(endsAt).toISOString());
    expect(during.variants[0]).toMatchObject({ salePrice: 80_000, saleEndsAt: during.saleEndsAt });
    expect(await onSale()).toContain(30);
    const list = (
      await t.app.inject('/api/products?sale=true&sort=price_asc&minPrice=80000&maxPrice=80000')
    ).json();
    expect(list.products.find((p: { id: number }) => p.id === 30)).toMatchObject({
      salePrice: 80_000,
      saleEndsAt: during.saleEndsAt,
    });

    await fillCart(t.app, shopper, [[30, 2]]);
    const cart = (await injectAs(t.app, shopper, 'GET', '/api/cart')).json();
    expect(cart.items[0].price).toBe(80_000);
    const ordered = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().items[0].unitPrice).toBe(80_000);

    // The end passes: regular prices again, from the catalogue cache too.
    clockNow = endsAt + 1000;
    const after = await product(30);
    expect(after).toMatchObject({ price: 100_000, salePrice: null });
    expect(after.saleEndsAt).toBeUndefined();
    expect(after.priceChangesAt).toBeUndefined();
    expect(await onSale()).not.toContain(30);
    expect(await promoOf(variant)).toBeNull();

    await fillCart(t.app, shopper, [[30, 1]]);
    expect((await injectAs(t.app, shopper, 'GET', '/api/cart')).json().items[0].price).toBe(
      100_000,
    );
    const later = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody());
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().items[0].unitPrice).toBe(100_000);
    await removeSales();
  });

  it('never keeps a catalogue answer past the next boundary', async () => {
    const startsAt = clockNow + HOUR;
    await addSale({
      discountType: 'fixed',
      discountValue: 10_000,
      productIds: [30],
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + HOUR),
    });
    await t.app.salesClock.refresh();
    expect(t.app.salesClock.nextBoundary()).toBe(startsAt);
    expect((await product(30)).salePrice).toBeNull();
    // Another server wrote the prices already: this one's apply changes nothing, yet its
    // cached answer from before the start must go.
    await t.db.execute(sqlApply(new Date(startsAt + 1000)));
    clockNow = startsAt + 1000;
    expect((await product(30)).salePrice).toBe(90_000);
    await removeSales();
  });

  it('notices another server’s change to a sale within the recheck time', async () => {
    let changes = 0;
    const other = createSaleClock({
      db: t.db,
      onChange: () => {
        changes += 1;
      },
      now: () => clockNow,
      recheckMs: 1000,
      timer: false,
    });
    await other.refresh();
    expect(other.nextBoundary()).toBeNull();
    const startsAt = clockNow + HOUR;
    await addSale({
      discountType: 'percent',
      discountValue: 5,
      productIds: [30],
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + HOUR),
    });
    const seen = changes;
    await other.ensureCurrent();
    clockNow += 500;
    await other.ensureCurrent();
    expect(other.nextBoundary()).toBeNull();
    clockNow += 1000;
    await other.ensureCurrent();
    expect(other.nextBoundary()).toBe(startsAt);
    expect(changes).toBe(seen + 1);
    other.stop();
    await removeSales();
  });
});

describe('the sale clock on real time', () => {
  it('applies a sale that starts and ends a second apart with no request', async () => {
    const own = createSaleClock({
      db: t.db,
      onChange: () => {},
      recheckMs: 1000,
    });
    const now = Date.now();
    await t.db.insert(promotions).values({
      kind: 'sale',
      name: 'Flash',
      discountType: 'fixed',
      discountValue: 30_000,
      productIds: [31],
      startsAt: new Date(now + 1000),
      endsAt: new Date(now + 2000),
    });
    await own.refresh();
    const price = async () => (await productRow(t.db, 31)).promoPrice;
    expect(await price()).toBeNull();
    await waitFor(async () => (await price()) !== null, 3000);
    await waitFor(async () => (await price()) === null, 3000);
    own.stop();
    await t.db.delete(promotions).where(eq(promotions.kind, 'sale'));
  });
});

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
