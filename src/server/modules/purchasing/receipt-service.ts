/**
 * Goods received against a purchase order, in parts (decision 039), in one transaction: the order
 * locked first (two receipts of one order queue, so neither takes more than is due), then per line
 * a new batch filled through the ledger, the line's count, and the variant's weighted average cost.
 */
import { eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { RECEIVABLE_STATUSES } from '#shared/purchasing';
import { type ReceiptInput, receiptInputSchema } from '#shared/schemas/purchasing';
import type { Database, Transaction } from '../../db/client';
import {
  productOptions,
  products,
  productVariants,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { currentAuditScope, recordAudit } from '../audit';
import { lockVariant, receiveBatch } from '../stock';
import { lockPurchaseOrder } from './purchase-order-service';
import { receiptNote } from './purchase-order-view';

/** (held × old cost + arriving × unit cost) / both, to the poisha; the new cost when none was known. */
export function weightedCost(
  held: number,
  cost: number | null,
  arriving: number,
  unitCost: number,
) {
  if (cost === null || held <= 0) return unitCost;
  return Math.round((held * cost + arriving * unitCost) / (held + arriving));
}

/** Without options, a product's cost price follows its variant's, so margins read one figure. */
async function updateCost(tx: Transaction, variantId: number, arriving: number, unitCost: number) {
  const variant = await lockVariant(tx, variantId);
  const [product] = await tx
    .select({ actualPrice: products.actualPrice })
    .from(products)
    .where(eq(products.id, variant.productId));
  const cost = weightedCost(
    variant.stockQuantity,
    variant.costPrice ?? product?.actualPrice ?? null,
    arriving,
    unitCost,
  );
  await tx
    .update(productVariants)
    .set({ costPrice: cost })
    .where(eq(productVariants.id, variantId));
  const [option] = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.productId, variant.productId))
    .limit(1);
  if (!option) {
    await tx.update(products).set({ actualPrice: cost }).where(eq(products.id, variant.productId));
  }
  return { sku: variant.sku, before: variant.costPrice, after: cost };
}

type OrderLine = Awaited<ReturnType<typeof orderLines>>[number];
type AskedLine = ReturnType<typeof receiptInputSchema.parse>['lines'][number];

async function orderLines(tx: Transaction, purchaseOrderId: number) {
  return tx
    .select({
      id: purchaseOrderLines.id,
      variantId: purchaseOrderLines.variantId,
      quantity: purchaseOrderLines.quantity,
      unitCost: purchaseOrderLines.unitCost,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
      sku: productVariants.sku,
    })
    .from(purchaseOrderLines)
    .innerJoin(productVariants, eq(productVariants.id, purchaseOrderLines.variantId))
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
}

/** Every line checked before anything is written, so a refusal leaves nothing behind. */
function matchLines(lines: OrderLine[], asked: AskedLine[]) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const matched = new Map<number, { line: OrderLine; asked: AskedLine }>();
  for (const one of asked) {
    const line = byId.get(one.lineId);
    if (!line) throw new HttpError(400, msg('errors.purchasing.lineNotThisOrder'));
    if (matched.has(line.id)) throw new HttpError(400, msg('errors.purchasing.lineTwice'));
    const due = line.quantity - line.receivedQuantity;
    if (one.quantity > due) {
      throw new HttpError(
        409,
        msg('errors.purchasing.moreThanDue', { due, sku: line.sku, asked: one.quantity }),
        'PO_MORE_THAN_DUE',
      );
    }
    matched.set(line.id, { line, asked: one });
  }
  return [...matched.values()];
}

async function receiveLine(
  tx: Transaction,
  receipt: { id: number; purchaseOrderId: number },
  { line, asked }: { line: OrderLine; asked: AskedLine },
) {
  const cost = await updateCost(tx, line.variantId, asked.quantity, line.unitCost);
  const batchId = await receiveBatch(
    tx,
    line.variantId,
    asked.quantity,
    {
      code: asked.batchCode,
      manufacturedOn: asked.manufacturedOn,
      expiresOn: asked.expiresOn,
      originCountry: asked.originCountry,
      importer: asked.importer,
      unitCost: line.unitCost,
    },
    { note: `Purchase order #${receipt.purchaseOrderId}, receipt #${receipt.id}` },
  );
  await tx
    .update(purchaseOrderLines)
    .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${asked.quantity}` })
    .where(eq(purchaseOrderLines.id, line.id));
  await tx
    .insert(purchaseReceiptLines)
    .values({ receiptId: receipt.id, lineId: line.id, batchId, quantity: asked.quantity });
  return cost;
}

export async function receiveGoods(db: Database, purchaseOrderId: number, asked: ReceiptInput) {
  const input = receiptInputSchema.parse(asked);
  return db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, purchaseOrderId);
    if (!RECEIVABLE_STATUSES.includes(order.status)) {
      throw new HttpError(
        409,
        msg('errors.purchasing.notReceivable', { status: order.status }),
        'PO_NOT_RECEIVABLE',
      );
    }
    const lines = await orderLines(tx, purchaseOrderId);
    const matched = matchLines(lines, input.lines);
    const [receipt] = await tx
      .insert(purchaseReceipts)
      .values({ purchaseOrderId, receivedBy: currentAuditScope()?.actor.userId ?? null })
      .returning({ id: purchaseReceipts.id, purchaseOrderId: purchaseReceipts.purchaseOrderId });
    if (!receipt) throw new Error('purchase_receipts insert returned nothing');
    const costPrices = [];
    for (const pair of matched) costPrices.push(await receiveLine(tx, receipt, pair));
    const received = new Map(input.lines.map((line) => [line.lineId, line.quantity]));
    const after = lines.map(({ id, sku, quantity, receivedQuantity }) => ({
      sku,
      quantity,
      receivedQuantity: receivedQuantity + (received.get(id) ?? 0),
    }));
    const status = after.every((line) => line.receivedQuantity === line.quantity)
      ? 'received'
      : 'partly_received';
    await tx.update(purchaseOrders).set({ status }).where(eq(purchaseOrders.id, purchaseOrderId));
    await recordAudit(tx, {
      action: 'purchaseOrder.receive',
      entity: 'purchaseOrder',
      entityId: purchaseOrderId,
      before: {
        status: order.status,
        lines: lines.map(({ sku, quantity, receivedQuantity }) => ({
          sku,
          quantity,
          receivedQuantity,
        })),
      },
      after: { status, receipt: receipt.id, lines: after, costPrices },
    });
    return receiptNote(tx, receipt.id);
  });
}
