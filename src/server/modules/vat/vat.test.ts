/**
 * The shop's legal identity and Mushak-6.3 invoices: the VAT in an inclusive price pinned to the
 * poisha, settings refused in words to act on (both languages), the footer's numbers, an invoice
 * per order placed once registered, and serial numbers that neither skip nor repeat when orders
 * are placed at once or a transaction rolls back.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import type { VatDocument } from '#shared/schemas/vat';
import { auditLog, orders } from '../../db/schema';
import { createAdmin, createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { createShoppers, placeOrder } from '../../test/fixtures/orders';
import { vatRegistered } from '../../test/fixtures/vat';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { splitInclusive } from './vat-arithmetic';
import { issueVatInvoice, valuesAfterDiscount } from './vat-invoice';

let t: TestApp;
let owner: SignedInShopper;
let skincare: number;
let makeup: number;

const REGISTERED = vatRegistered({
  dbid: 'DBID-386528517',
  tradeLicence: 'TRAD/DNCC/045678/2024',
  bin: '000123456-0101',
  categoryRates: [{ category: 'skincare', ratePercent: 7.5 }],
});

const putLegal = (body: unknown, language: 'en' | 'bn' = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/legal',
    headers: { origin: originOf(t.app), cookie: owner.cookie, 'accept-language': language },
    payload: body as Record<string, unknown>,
  });

async function oneVariantProduct(category: string) {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.status = 'active' AND p.category = ${category}
      AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1
    ORDER BY p.id LIMIT 1`);
  if (!rows[0]) throw new Error(`no one-variant ${category} product`);
  return Number(rows[0].id);
}

const invoiceOf = (order: Order) =>
  injectAs(t.app, owner, 'GET', `/api/admin/orders/${order.id}/vat-invoice`);

const serials = async () =>
  (
    await t.db.execute<{ serial: number }>(
      sql`SELECT serial FROM vat_documents WHERE kind = 'invoice' ORDER BY serial`,
    )
  ).rows.map((row) => Number(row.serial));

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  [skincare, makeup] = [await oneVariantProduct('skincare'), await oneVariantProduct('makeup')];
});
afterAll(() => t?.close());

describe('VAT in a price that includes it', () => {
  it('is the price × rate ÷ (100 % + rate), to the poisha, half up', () => {
    expect(splitInclusive(11_500, 1500)).toEqual({
      valueInclVat: 11_500,
      valueExclVat: 10_000,
      vat: 1500,
    });
    // ৳999 at 15 %: 99,900 × 15 ÷ 115 = 13,030.43 poisha.
    expect(splitInclusive(99_900, 1500)).toEqual({
      valueInclVat: 99_900,
      valueExclVat: 86_870,
      vat: 13_030,
    });
    // ৳450 at 7.5 %: 45,000 × 7.5 ÷ 107.5 = 3,139.53 poisha.
    expect(splitInclusive(45_000, 750).vat).toBe(3140);
    expect(splitInclusive(3, 10_000).vat).toBe(2);
    expect(splitInclusive(1, 1500).vat).toBe(0);
    expect(splitInclusive(50_000, 0)).toEqual({
      valueInclVat: 50_000,
      valueExclVat: 50_000,
      vat: 0,
    });
  });

  it('shares a discount the lines do not carry in proportion, so the lines add up to the order', () => {
    expect(
      valuesAfterDiscount(
        [
          { gross: 1000, discount: 0 },
          { gross: 2000, discount: 0 },
        ],
        100,
      ),
    ).toEqual([967, 1933]);
    expect(
      valuesAfterDiscount(
        [
          { gross: 1000, discount: 50 },
          { gross: 2000, discount: 0 },
        ],
        50,
      ),
    ).toEqual([950, 2000]);
  });
});

describe('legal identity and VAT settings', () => {
  it('refuses what an invoice cannot carry, in words to act on, in both languages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bin: '12345' }, 'Enter the BIN as 13 digits', 'বিআইএন ১৩ অঙ্কে লিখুন'],
      [{ dbid: 'DBID-12' }, 'Enter the DBID as the number RJSC issued', 'ডিবিআইডি লিখুন'],
      [{ vatRatePercent: 150 }, 'from 0 to 100 %', '০ থেকে ১০০ %'],
      [{ vatRatePercent: 7.125 }, 'at most two decimals', 'দশমিকের পর বড়জোর দুই অঙ্ক'],
      [{ tradeLicence: '<script>' }, 'trade licence number as written', 'ট্রেড লাইসেন্সে যেমন লেখা'],
      [{ bin: null }, 'needs its BIN on every invoice', 'প্রতিটি চালানপত্রে বিআইএন লাগে'],
      [{ legalName: '' }, 'needs its registered name', 'নিবন্ধিত নাম লাগে'],
      [
        {
          categoryRates: [
            { category: 'skincare', ratePercent: 5 },
            { category: 'skincare', ratePercent: 7.5 },
          ],
        },
        'Give each category one rate',
        'প্রতিটি ক্যাটাগরির একটিই হার দিন',
      ],
      [
        { codClockStarts: 'shipped' },
        'Choose when the delivery clock starts',
        'ক্যাশ অন ডেলিভারির ডেলিভারি-সময় কখন থেকে',
      ],
    ];
    for (const [change, english, bangla] of cases) {
      const en = await putLegal({ ...REGISTERED, ...change });
      expect(en.statusCode, en.body).toBe(400);
      expect(en.json().message).toContain(english);
      const bn = await putLegal({ ...REGISTERED, ...change }, 'bn');
      expect(bn.json().message).toContain(bangla);
    }
    const saved = await injectAs(t.app, owner, 'GET', '/api/admin/settings/legal');
    expect(saved.json()).toMatchObject({
      vatRegistered: false,
      bin: null,
      dbid: null,
      codClockStarts: 'placed',
    });
    expect(await serials()).toEqual([]);
  });

  it('lets only staff who manage settings read or change them', async () => {
    const packing = await createStaff(t.app, t.db, 'packing');
    expect((await injectAs(t.app, packing, 'GET', '/api/admin/settings/legal')).statusCode).toBe(
      403,
    );
    const put = await injectAs(t.app, packing, 'PUT', '/api/admin/settings/legal', REGISTERED);
    expect(put.statusCode).toBe(403);
  });

  it('orders placed before registering have no invoice', async () => {
    const [shopper] = await createShoppers(t.app, 1);
    const order = await placeOrder(t.app, shopper as SignedInShopper, [[makeup, 1]]);
    const answer = await invoiceOf(order);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toContain('confirmed before the shop registered for VAT');
  });

  it('saves them as the numbers are written, records the change and shows the DBID on every page', async () => {
    const answer = await putLegal(REGISTERED);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      ...REGISTERED,
      bin: '0001234560101',
      dbid: '386528517',
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.legal'));
    expect(entry).toMatchObject({ actorId: owner.userId, entityId: 'legal' });
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    expect(shop.legal).toEqual({
      dbid: '386528517',
      tradeLicence: 'TRAD/DNCC/045678/2024',
      codClockStarts: 'placed',
    });
  });
});

describe('Mushak-6.3 invoices', () => {
  it("issues each order's invoice with the VAT in its prices, at its category's rate", async () => {
    const [shopper] = await createShoppers(t.app, 1);
    const order = await placeOrder(t.app, shopper as SignedInShopper, [
      [skincare, 2],
      [makeup, 1],
    ]);
    const answer = await invoiceOf(order);
    expect(answer.statusCode, answer.body).toBe(200);
    const invoice = answer.json() as VatDocument;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      serial: 1,
      orderId: order.id,
      seller: {
        name: REGISTERED.legalName,
        address: REGISTERED.legalAddress,
        bin: '0001234560101',
      },
      buyer: { phone: order.phone },
    });
    const expected = (value: number, percent: number) =>
      Math.floor(
        (2 * value * percent * 100 + (10_000 + percent * 100)) / (2 * (10_000 + percent * 100)),
      );
    const lines = order.items.map((item) => {
      const value = item.unitPrice * item.quantity - item.discount;
      const percent = item.productId === skincare ? 7.5 : 15;
      return {
        quantity: item.quantity,
        valueInclVat: value,
        ratePercent: percent,
        vat: expected(value, percent),
      };
    });
    if (order.shipping > 0) {
      lines.push({
        quantity: 1,
        valueInclVat: order.shipping,
        ratePercent: 15,
        vat: expected(order.shipping, 15),
      });
    }
    expect(invoice.lines).toMatchObject(lines);
    // What the shopper pays is unchanged: the VAT is inside it.
    expect(invoice.totals.valueInclVat).toBe(order.total);
    expect(invoice.totals.vat).toBe(lines.reduce((sum, line) => sum + line.vat, 0));
    expect(invoice.totals.valueExclVat).toBe(order.total - invoice.totals.vat);
  });

  it('numbers invoices without a gap or a repeat when orders are placed at once', async () => {
    const shoppers = await createShoppers(t.app, 6);
    await Promise.all(shoppers.map((shopper) => placeOrder(t.app, shopper, [[makeup, 1]])));
    expect(await serials()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives the number back when the transaction that took it rolls back', async () => {
    const [row] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM vat_documents WHERE order_id = ${row?.id ?? ''}`);
        await issueVatInvoice(tx, row?.id ?? '');
        throw new Error('refused after the number was taken');
      }),
    ).rejects.toThrow('refused after the number was taken');
    const [shopper] = await createShoppers(t.app, 1);
    const order = await placeOrder(t.app, shopper as SignedInShopper, [[makeup, 1]]);
    expect(((await invoiceOf(order)).json() as VatDocument).serial).toBe(8);
    expect(await serials()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
