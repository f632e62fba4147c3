/**
 * Suppliers, purchase orders and goods received (issue 41, decision 039) on the real database:
 * a delivery in two parts making two batches through the ledger, the weighted average cost, the
 * order's status, refusals that write nothing, and two receipts racing for the last units due.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  products,
  productVariants,
  purchaseOrderLines,
  purchaseReceipts,
  stockMovements,
} from '../../db/schema';
import { createStaff, type SignedInShopper } from '../../test/fixtures/accounts';
import { setProduct } from '../../test/fixtures/orders';
import { dhakaDay, ledgerOf } from '../../test/fixtures/stock';
import { oneShade, variantRow } from '../../test/fixtures/variants';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';
import { weightedCost } from './receipt-service';

let t: TestApp;
let owner: SignedInShopper;
let packer: SignedInShopper;
let supplierId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  packer = await createStaff(t.app, t.db, 'packing');
  const made = await send(owner, 'POST', '/api/admin/suppliers', {
    name: 'Gulshan Beauty Imports',
    phone: '01711000000',
  });
  expect(made.statusCode).toBe(201);
  supplierId = made.json().id;
});
afterAll(() => t.close());

const send = (
  who: SignedInShopper,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => injectAs(t.app, who, method, url, payload);

const shade = (productId: number, stock: number) => oneShade(t.db, productId, stock, 'Amber');

/** An ordered purchase order of these lines; its line ids in the order given. */
async function orderedPo(lines: { variantId: number; quantity: number; unitCost: number }[]) {
  const draft = await send(owner, 'POST', '/api/admin/purchase-orders', { supplierId, lines });
  expect(draft.statusCode, draft.body).toBe(201);
  const ordered = await send(owner, 'POST', `/api/admin/purchase-orders/${draft.json().id}/order`);
  expect(ordered.statusCode).toBe(200);
  return {
    id: draft.json().id as number,
    lineIds: (draft.json().lines as { id: number }[]).map((line) => line.id),
  };
}

const receiptsOf = async (poId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.purchaseOrderId, poId))
  )[0]?.n;

describe('suppliers', () => {
  it('are added, changed and listed, each change in the audit log', async () => {
    const changed = await send(owner, 'PUT', `/api/admin/suppliers/${supplierId}`, {
      name: 'Gulshan Beauty Imports Ltd',
      address: 'Road 45, Gulshan 2',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone: null, address: 'Road 45, Gulshan 2' });
    const list = await send(packer, 'GET', '/api/admin/suppliers');
    expect(list.json().suppliers).toContainEqual(
      expect.objectContaining({ id: supplierId, name: 'Gulshan Beauty Imports Ltd' }),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'supplier.update'));
    expect(entry).toMatchObject({
      before: { name: 'Gulshan Beauty Imports', phone: '01711000000' },
      after: { name: 'Gulshan Beauty Imports Ltd', phone: null },
    });
    expect((await send(packer, 'POST', '/api/admin/suppliers', { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await send(owner, 'POST', '/api/admin/suppliers', { name: ' ' })).statusCode).toBe(400);
  });
});

describe('receiving a purchase order in two parts', () => {
  it('makes a batch per delivery through the ledger, averages the cost and moves the status', async () => {
    const serum = await shade(71, 4);
    await setProduct(t.db, 71, { actualPrice: 50_000 });
    // A product without options: its cost price follows its one variant's.
    await setProduct(t.db, 72, { actualPrice: null });
    const [bag] = await t.db
      .select({ id: productVariants.id, stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.productId, 72));
    if (!bag) throw new Error('product 72 has no variant');
    const po = await orderedPo([
      { variantId: serum, quantity: 10, unitCost: 80_000 },
      { variantId: bag.id, quantity: 2, unitCost: 30_000 },
    ]);
    const [serumLine = 0, bagLine = 0] = po.lineIds;

    const first = await send(owner, 'POST', `/api/admin/purchase-orders/${po.id}/receipts`, {
      lines: [
        {
          lineId: serumLine,
          quantity: 6,
          batchCode: 'SR-0426',
          manufacturedOn: dhakaDay(-100),
          expiresOn: dhakaDay(200),
          originCountry: 'South Korea',
          importer: 'Gulshan Beauty Imports Ltd',
        },
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().lines).toEqual([
      expect.objectContaining({
        sku: 'T-71-1',
        quantity: 6,
        unitCost: 80_000,
        batchCode: 'SR-0426',
      }),
    ]);
    let detail = await send(packer, 'GET', `/api/admin/purchase-orders/${po.id}`);
    expect(detail.json().status).toBe('partly_received');
    expect(detail.json().lines.map((line: { due: number }) => line.due)).toEqual([4, 2]);
    // (4 held × ৳500 + 6 × ৳800) / 10
    expect((await variantRow(t.db, serum)).costPrice).toBe(68_000);

    const second = await send(owner, 'POST', `/api/admin/purchase-orders/${po.id}/receipts`, {
      lines: [
        { lineId: serumLine, quantity: 4, batchCode: 'SR-0927', expiresOn: dhakaDay(400) },
        { lineId: bagLine, quantity: 2 },
      ],
    });
    expect(second.statusCode, second.body).toBe(201);
    detail = await send(owner, 'GET', `/api/admin/purchase-orders/${po.id}`);
    expect(detail.json().status).toBe('received');
    expect(detail.json().receipts.map((receipt: { units: number }) => receipt.units)).toEqual([
      6, 6,
    ]);

    const { rows, batches, total } = await ledgerOf(t.db, serum);
    expect(rows.map((row) => [row.reason, row.change, row.levelAfter])).toEqual([
      ['opening', 4, 4],
      ['received', 6, 10],
      ['received', 4, 14],
    ]);
    expect(rows[1]?.userId).toBe(owner.userId);
    expect(rows[1]?.note).toMatch(`Purchase order #${po.id}`);
    expect(
      batches.map((batch) => [batch.code, batch.expiresOn, batch.quantity, batch.unitCost]),
    ).toEqual([
      [null, null, 4, null],
      ['SR-0426', dhakaDay(200), 6, 80_000],
      ['SR-0927', dhakaDay(400), 4, 80_000],
    ]);
    expect(total).toBe(14);
    expect((await variantRow(t.db, serum)).stockQuantity).toBe(14);
    // (10 × ৳680 + 4 × ৳800) / 14 = ৳714.29
    expect((await variantRow(t.db, serum)).costPrice).toBe(71_429);
    expect((await variantRow(t.db, bag.id)).stockQuantity).toBe(bag.stock + 2);
    expect((await variantRow(t.db, bag.id)).costPrice).toBe(30_000);
    const [bagProduct] = await t.db
      .select({ actualPrice: products.actualPrice })
      .from(products)
      .where(eq(products.id, 72));
    expect(bagProduct?.actualPrice).toBe(30_000);

    const note = await send(packer, 'GET', `/api/admin/purchase-receipts/${first.json().id}`);
    expect(note.statusCode).toBe(200);
    expect(note.json()).toMatchObject({
      purchaseOrderId: po.id,
      supplier: { id: supplierId },
      lines: [{ originCountry: 'South Korea', manufacturedOn: dhakaDay(-100) }],
    });
    const received = await send(packer, 'GET', '/api/admin/purchase-orders?status=received');
    expect(received.json().orders).toContainEqual(
      expect.objectContaining({ id: po.id, ordered: 12, due: 0, total: 860_000 }),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'purchaseOrder.receive'));
    expect(entry).toMatchObject({
      entityId: String(po.id),
      before: { status: 'ordered' },
      after: { status: 'partly_received', costPrices: [{ before: null, after: 68_000 }] },
    });
  });

  it('finds a variant by its SKU for a new line, in any case', async () => {
    const serum = await shade(76, 0);
    const found = await send(packer, 'GET', '/api/admin/variants/by-sku?sku=t-76-1');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ variantId: serum, sku: 'T-76-1', costPrice: null });
    const missing = await send(packer, 'GET', '/api/admin/variants/by-sku?sku=NOPE-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/NOPE-1/);
  });

  it('averages to the poisha, and takes the new cost when none is known', () => {
    expect(weightedCost(0, 10_000, 5, 20_000)).toBe(20_000);
    expect(weightedCost(3, null, 5, 20_000)).toBe(20_000);
    expect(weightedCost(1, 10_000, 2, 10_001)).toBe(10_001);
  });
});

describe('refusals', () => {
  it('refuses bad deliveries with a clear message in both languages, writing nothing', async () => {
    const serum = await shade(73, 0);
    const po = await orderedPo([{ variantId: serum, quantity: 5, unitCost: 10_000 }]);
    const other = await orderedPo([{ variantId: serum, quantity: 1, unitCost: 10_000 }]);
    const [lineId = 0] = po.lineIds;
    const url = `/api/admin/purchase-orders/${po.id}/receipts`;
    const tries: [Record<string, unknown>, number, RegExp][] = [
      [
        { lineId, quantity: 1, manufacturedOn: dhakaDay(10), expiresOn: dhakaDay(5) },
        400,
        /expiry date must come after the manufacture date/,
      ],
      [{ lineId, quantity: 0 }, 400, /whole number of units above 0/],
      [{ lineId, quantity: -2 }, 400, /whole number of units above 0/],
      [{ lineId, quantity: 1.5 }, 400, /whole number of units above 0/],
      [{ lineId, quantity: 1, expiresOn: '2027-02-30' }, 400, /YYYY-MM-DD/],
      [{ lineId, quantity: 6 }, 409, /Only 5 of T-73-1 are still due/],
      [{ lineId: other.lineIds[0], quantity: 1 }, 400, /another purchase order/],
    ];
    for (const [line, status, message] of tries) {
      const answer = await send(owner, 'POST', url, { lines: [line] });
      expect(answer.statusCode, JSON.stringify(line)).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    const twice = await send(owner, 'POST', url, {
      lines: [
        { lineId, quantity: 1 },
        { lineId, quantity: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const bangla = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: originOf(t.app), cookie: owner.cookie, 'accept-language': 'bn' },
      payload: {
        lines: [{ lineId, quantity: 1, manufacturedOn: dhakaDay(10), expiresOn: dhakaDay(5) }],
      },
    });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toContain('মেয়াদ শেষের তারিখ উৎপাদনের তারিখের পরে');
    const tooMany = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: originOf(t.app), cookie: owner.cookie, 'accept-language': 'bn' },
      payload: { lines: [{ lineId, quantity: 9 }] },
    });
    expect(tooMany.json().message).toContain('গ্রহণ করা যাবে না');

    expect(await receiptsOf(po.id)).toBe(0);
    expect((await ledgerOf(t.db, serum)).rows).toEqual([]);
    expect((await variantRow(t.db, serum)).costPrice).toBeNull();
  });

  it('refuses receiving a draft or a cancelled order, and editing or cancelling too late', async () => {
    const serum = await shade(74, 0);
    const lines = [{ variantId: serum, quantity: 3, unitCost: 10_000 }];
    const draft = await send(owner, 'POST', '/api/admin/purchase-orders', { supplierId, lines });
    const draftId = draft.json().id;
    const lineId = draft.json().lines[0].id;
    const receive = (id: number) =>
      send(owner, 'POST', `/api/admin/purchase-orders/${id}/receipts`, {
        lines: [{ lineId, quantity: 1 }],
      });
    const onDraft = await receive(draftId);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toMatch(/ordered or partly received \(this one is draft\)/);

    const edited = await send(owner, 'PUT', `/api/admin/purchase-orders/${draftId}`, {
      supplierId,
      lines: [{ variantId: serum, quantity: 4, unitCost: 12_000 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lines[0]).toMatchObject({ quantity: 4, unitCost: 12_000, due: 4 });
    const cancelled = await send(owner, 'POST', `/api/admin/purchase-orders/${draftId}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
    const newLine = edited.json().lines[0].id;
    const onCancelled = await send(
      owner,
      'POST',
      `/api/admin/purchase-orders/${draftId}/receipts`,
      {
        lines: [{ lineId: newLine, quantity: 1 }],
      },
    );
    expect(onCancelled.statusCode).toBe(409);
    expect(
      (await send(owner, 'PUT', `/api/admin/purchase-orders/${draftId}`, { supplierId, lines }))
        .statusCode,
    ).toBe(409);

    const po = await orderedPo(lines);
    const part = await send(owner, 'POST', `/api/admin/purchase-orders/${po.id}/receipts`, {
      lines: [{ lineId: po.lineIds[0], quantity: 1 }],
    });
    expect(part.statusCode).toBe(201);
    const late = await send(owner, 'POST', `/api/admin/purchase-orders/${po.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/nothing has arrived for/);
    expect(
      (await send(owner, 'POST', '/api/admin/purchase-orders', { supplierId: 999_999, lines }))
        .statusCode,
    ).toBe(404);
    expect((await send(owner, 'GET', '/api/admin/purchase-orders/999999')).statusCode).toBe(404);
    expect((await send(owner, 'GET', '/api/admin/purchase-orders?status=lost')).statusCode).toBe(
      400,
    );
    expect(
      (
        await send(packer, 'POST', `/api/admin/purchase-orders/${po.id}/receipts`, {
          lines: [{ lineId: po.lineIds[0], quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await ledgerOf(t.db, serum)).total).toBe(1);
  });
});

describe('two receipts racing for the last units due', () => {
  it('receive no more than is due', async () => {
    const serum = await shade(75, 0);
    const po = await orderedPo([{ variantId: serum, quantity: 5, unitCost: 10_000 }]);
    const [lineId = 0] = po.lineIds;
    const url = `/api/admin/purchase-orders/${po.id}/receipts`;
    expect((await send(owner, 'POST', url, { lines: [{ lineId, quantity: 2 }] })).statusCode).toBe(
      201,
    );
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((code) =>
        send(owner, 'POST', url, { lines: [{ lineId, quantity: 3, batchCode: code }] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const [line] = await t.db
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.id, lineId));
    expect(line?.receivedQuantity).toBe(5);
    const { total, batches } = await ledgerOf(t.db, serum);
    expect(total).toBe(5);
    expect(batches).toHaveLength(2);
    expect((await variantRow(t.db, serum)).stockQuantity).toBe(5);
    const received = await t.db
      .select({ n: count() })
      .from(stockMovements)
      .where(eq(stockMovements.variantId, serum));
    expect(received[0]?.n).toBe(2);

    // Its lines and batches keep the variant: deleting the product archives it instead.
    const deleted = await injectAs(t.app, owner, 'DELETE', '/api/admin/products/75');
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(deleted.json().message).toBe(
      'This product is on a purchase order, so it was archived (set inactive) instead of deleted. Shoppers no longer see it.',
    );
    const [product] = await t.db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, 75));
    expect(product?.status).toBe('inactive');
  });
});
