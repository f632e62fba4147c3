/**
 * The buyer's own copy of her order's VAT documents (GET /api/orders/:id/vat-documents): the
 * Mushak-6.3 as staff read it, none for an order placed before the shop registered, the Mushak-6.7
 * once she cancels, and to anyone else (another shopper, an admin, a made-up id) no order at all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import type { OrderVatDocuments, VatDocument } from '#shared/schemas/vat';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import { createShoppers, placeOrder } from '../../test/fixtures/orders';
import { expectAnswer } from '../../test/fixtures/reports';
import { vatRegistered } from '../../test/fixtures/vat';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let rina: SignedInShopper;
let other: SignedInShopper;
let makeup: number;
/** Rina's, placed before the shop registered for VAT. */
let unregistered: Order;
/** Rina's, placed after. */
let registered: Order;

const documentsOf = (who: SignedInShopper | null, orderId: string) =>
  injectAs(t.app, who, 'GET', `/api/orders/${orderId}/vat-documents`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  const { rows } = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.status = 'active' AND p.category = 'makeup'
      AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1
    ORDER BY p.id LIMIT 1`);
  makeup = Number(rows[0]?.id);
  [rina, other] = (await createShoppers(t.app, 2)) as [SignedInShopper, SignedInShopper];
  unregistered = await placeOrder(t.app, rina, [[makeup, 1]]);
  await expectAnswer(
    await injectAs(t.app, owner, 'PUT', '/api/admin/settings/legal', vatRegistered()),
  );
  registered = await placeOrder(t.app, rina, [[makeup, 2]]);
});
afterAll(() => t?.close());

describe("the buyer's copy of her VAT documents", () => {
  it('gives her the Mushak-6.3 as issued, the one staff read', async () => {
    const mine = (await expectAnswer(await documentsOf(rina, registered.id))) as OrderVatDocuments;
    const staffs = (await expectAnswer(
      await injectAs(t.app, owner, 'GET', `/api/admin/orders/${registered.id}/vat-invoice`),
    )) as VatDocument;
    expect(mine).toEqual({ invoice: staffs, creditNotes: [] });
    expect(mine.invoice).toMatchObject({
      kind: 'invoice',
      orderId: registered.id,
      seller: { bin: '0001234560101' },
      buyer: { phone: registered.phone },
      totals: { valueInclVat: registered.total },
    });
  });

  it('says there is none for an order placed before the shop registered', async () => {
    expect(await expectAnswer(await documentsOf(rina, unregistered.id))).toEqual({
      invoice: null,
      creditNotes: [],
    });
  });

  it('tells anyone else the order does not exist, as the order itself does', async () => {
    for (const [who, id] of [
      [other, registered.id],
      [other, unregistered.id],
      // An admin is no owner: staff read the documents in the admin's pages.
      [owner, registered.id],
      [rina, crypto.randomUUID()],
      [rina, 'not-an-order'],
    ] as const) {
      const answer = await documentsOf(who, id);
      expect(answer.statusCode, `${id}: ${answer.body}`).toBe(404);
      expect(answer.json().message).toBe('Order not found');
      expect(answer.body).not.toContain('0001234560101');
    }
    const order = await injectAs(t.app, other, 'GET', `/api/orders/${registered.id}`);
    expect(order.statusCode).toBe(404);
    expect((await documentsOf(null, registered.id)).statusCode).toBe(401);
  });

  it('lists the credit note once she cancels the order', async () => {
    await expectAnswer(await injectAs(t.app, rina, 'POST', `/api/orders/${registered.id}/cancel`));
    const { invoice, creditNotes } = (await expectAnswer(
      await documentsOf(rina, registered.id),
    )) as OrderVatDocuments;
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({
      kind: 'credit_note',
      reason: 'cancelled',
      orderId: registered.id,
      invoice: { serial: invoice?.serial, issuedAt: invoice?.issuedAt },
      totals: invoice?.totals,
    });
    const staffs = await expectAnswer(
      await injectAs(t.app, owner, 'GET', `/api/admin/orders/${registered.id}/credit-notes`),
    );
    expect(staffs).toEqual({ creditNotes });
  });
});
