/**
 * Mushak-6.7 credit notes and the VAT report, on orders placed, cancelled and returned through the
 * shop: a cancellation takes back the whole invoice, a refunded return its units at their rate,
 * nothing is credited twice, serials stay without gaps when orders are cancelled at once, and the
 * month's report nets credit notes off the invoices.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import type { VatDocument } from '#shared/schemas/vat';
import type { VatReport } from '#shared/schemas/vat-report';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { createShoppers, placeOrder } from '../../test/fixtures/orders';
import { expectAnswer, refundOneByBkash } from '../../test/fixtures/reports';
import { deliveredOrder } from '../../test/fixtures/returns';
import { vatRegistered } from '../../test/fixtures/vat';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { splitInclusive } from './vat-arithmetic';

let t: TestApp;
let owner: SignedInShopper;
let skincare: number;

const invoiceOf = async (order: Order) =>
  (await expectAnswer(
    await injectAs(t.app, owner, 'GET', `/api/admin/orders/${order.id}/vat-invoice`),
  )) as VatDocument;
const creditNotesOf = async (order: Order) =>
  (
    (await expectAnswer(
      await injectAs(t.app, owner, 'GET', `/api/admin/orders/${order.id}/credit-notes`),
    )) as { creditNotes: VatDocument[] }
  ).creditNotes;
const cancel = (order: Order) =>
  injectAs(t.app, owner, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  const { rows } = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.status = 'active' AND p.category = 'skincare'
      AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1
    ORDER BY p.id LIMIT 1`);
  skincare = Number(rows[0]?.id);
  await expectAnswer(
    await injectAs(
      t.app,
      owner,
      'PUT',
      '/api/admin/settings/legal',
      vatRegistered({ categoryRates: [{ category: 'skincare', ratePercent: 7.5 }] }),
    ),
  );
});
afterAll(() => t?.close());

describe('Mushak-6.7 credit notes', () => {
  it("takes back a cancelled order's whole invoice, once", async () => {
    const [shopper] = await createShoppers(t.app, 1);
    const order = await placeOrder(t.app, shopper as SignedInShopper, [[skincare, 2]]);
    const invoice = await invoiceOf(order);
    await expectAnswer(await cancel(order));
    const [note, ...more] = await creditNotesOf(order);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: 'credit_note',
      serial: 1,
      reason: 'cancelled',
      invoice: { serial: invoice.serial, issuedAt: invoice.issuedAt },
      seller: invoice.seller,
      buyer: invoice.buyer,
      totals: invoice.totals,
    });
    expect(note?.lines.map((line) => [line.invoiceLine, line.quantity, line.vat])).toEqual(
      invoice.lines.map((line, index) => [index, line.quantity, line.vat]),
    );
  });

  it('credits a refunded return’s unit at its line’s rate', async () => {
    const customer = await createShopper(t.app);
    const order = await deliveredOrder(t.app, owner, customer, [[skincare, 2]]);
    const invoice = await invoiceOf(order);
    const unit = (invoice.lines[0]?.valueInclVat ?? 0) / 2;
    const refunded = unit - 1000;
    await refundOneByBkash(
      t.app,
      t.db,
      { owner, customer },
      order,
      refunded,
      '2026-11-29T12:00:00',
    );
    const [note] = await creditNotesOf(order);
    const vat = splitInclusive(refunded, 750).vat;
    expect(note).toMatchObject({
      reason: 'refund',
      totals: { valueInclVat: refunded, vat, valueExclVat: refunded - vat },
    });
    expect(note?.lines).toMatchObject([
      { invoiceLine: 0, itemId: order.items[0]?.id, quantity: 1, ratePercent: 7.5, vat },
    ]);
  });

  it('numbers credit notes without a gap or a repeat when orders are cancelled at once', async () => {
    const shoppers = await createShoppers(t.app, 4);
    const orders = await Promise.all(
      shoppers.map((shopper) => placeOrder(t.app, shopper, [[skincare, 1]])),
    );
    const answers = await Promise.all(orders.map(cancel));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const { rows } = await t.db.execute<{ serial: number }>(
      sql`SELECT serial FROM vat_documents WHERE kind = 'credit_note' ORDER BY serial`,
    );
    expect(rows.map((row) => Number(row.serial))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('the VAT report', () => {
  it('nets the credit notes off the invoices, by rate and in all, and its CSV says the same', async () => {
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const query = `from=${today}&to=${today}`;
    const report = (await expectAnswer(
      await injectAs(t.app, owner, 'GET', `/api/admin/reports/vat?${query}`),
    )) as VatReport;
    const { rows } = await t.db.execute<{ kind: string; n: number; vat: number }>(sql`
      SELECT kind, count(*)::int AS n, sum(vat)::int AS vat FROM vat_documents GROUP BY kind`);
    const of = (kind: string) => rows.find((row) => row.kind === kind);
    expect(report.totals.invoices).toMatchObject({
      documents: Number(of('invoice')?.n),
      vat: Number(of('invoice')?.vat),
    });
    expect(report.totals.creditNotes).toMatchObject({
      documents: Number(of('credit_note')?.n),
      vat: Number(of('credit_note')?.vat),
    });
    expect(report.totals.net.vat).toBe(Number(of('invoice')?.vat) - Number(of('credit_note')?.vat));
    expect(report.byRate.map((rate) => rate.ratePercent)).toEqual([7.5, 15]);
    const ratesVat = report.byRate.reduce((sum, rate) => sum + rate.net.vat, 0);
    expect(ratesVat).toBe(report.totals.net.vat);

    const csv = await injectAs(t.app, owner, 'GET', `/api/admin/reports/vat.csv?${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines.filter((line) => line.startsWith('"Credit note (Mushak-6.7)"'))).toHaveLength(
      Number(of('credit_note')?.n),
    );
    const taka = (poisha: number) => (poisha / 100).toFixed(2);
    expect(lines.find((line) => line.startsWith('"Total"'))).toContain(
      `"${taka(report.totals.net.vat)}"`,
    );
  });
});
