/** Purchase orders (decision 039), locked first in every change so a receipt never interleaves. */
import { eq, inArray } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { CANCELLABLE_STATUSES, type PurchaseOrderStatus } from '#shared/purchasing';
import { type PurchaseOrderInput, purchaseOrderInputSchema } from '#shared/schemas/purchasing';
import type { Database, Transaction } from '../../db/client';
import { productVariants, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';
import { HttpError } from '../../http-error';
import { currentAuditScope, recordAudit } from '../audit';
import { purchaseOrderDetail } from './purchase-order-view';

/** The order's row, locked for the rest of the transaction (404 when there is none). */
export async function lockPurchaseOrder(tx: Transaction, id: number) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id))
    .for('update');
  if (!order) throw new HttpError(404, msg('errors.purchasing.orderNotFound'));
  return order;
}

/** 404 for a supplier or variant that is not there, so a bad id is never a 500. */
async function checkReferences(tx: Transaction, input: ReturnType<typeof parse>) {
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw new HttpError(404, msg('errors.purchasing.supplierNotFound'));
  const ids = input.lines.map((line) => line.variantId);
  const found = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  if (found.length !== ids.length) throw new HttpError(404, msg('errors.stock.variantNotFound'));
}

const parse = (asked: PurchaseOrderInput) => purchaseOrderInputSchema.parse(asked);

/** What the audit log keeps of an order: its supplier, status and lines. */
async function auditView(tx: Transaction, id: number) {
  const order = await purchaseOrderDetail(tx, id);
  return {
    supplier: order.supplier.name,
    status: order.status,
    notes: order.notes,
    lines: order.lines.map(({ sku, quantity, unitCost, receivedQuantity }) => ({
      sku,
      quantity,
      unitCost,
      receivedQuantity,
    })),
  };
}

export async function createPurchaseOrder(db: Database, asked: PurchaseOrderInput) {
  const input = parse(asked);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        supplierId: input.supplierId,
        notes: input.notes,
        createdBy: currentAuditScope()?.actor.userId ?? null,
      })
      .returning({ id: purchaseOrders.id });
    if (!order) throw new Error('purchase_orders insert returned nothing');
    await tx
      .insert(purchaseOrderLines)
      .values(input.lines.map((line) => ({ ...line, purchaseOrderId: order.id })));
    await recordAudit(tx, {
      action: 'purchaseOrder.create',
      entity: 'purchaseOrder',
      entityId: order.id,
      after: await auditView(tx, order.id),
    });
    return purchaseOrderDetail(tx, order.id);
  });
}

function refuseUnlessDraft(status: PurchaseOrderStatus) {
  if (status !== 'draft') {
    throw new HttpError(409, msg('errors.purchasing.notDraft', { status }), 'PO_NOT_DRAFT');
  }
}

export async function updatePurchaseOrder(db: Database, id: number, asked: PurchaseOrderInput) {
  const input = parse(asked);
  return db.transaction(async (tx) => {
    refuseUnlessDraft((await lockPurchaseOrder(tx, id)).status);
    await checkReferences(tx, input);
    const before = await auditView(tx, id);
    await tx
      .update(purchaseOrders)
      .set({ supplierId: input.supplierId, notes: input.notes })
      .where(eq(purchaseOrders.id, id));
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
    await tx
      .insert(purchaseOrderLines)
      .values(input.lines.map((line) => ({ ...line, purchaseOrderId: id })));
    await recordAudit(tx, {
      action: 'purchaseOrder.update',
      entity: 'purchaseOrder',
      entityId: id,
      before,
      after: await auditView(tx, id),
    });
    return purchaseOrderDetail(tx, id);
  });
}

async function moveTo(
  db: Database,
  id: number,
  action: 'order' | 'cancel',
  check: (status: PurchaseOrderStatus) => void,
  next: PurchaseOrderStatus,
) {
  return db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, id);
    check(order.status);
    await tx
      .update(purchaseOrders)
      .set({ status: next, ...(next === 'ordered' ? { orderedAt: new Date() } : {}) })
      .where(eq(purchaseOrders.id, id));
    await recordAudit(tx, {
      action: `purchaseOrder.${action}`,
      entity: 'purchaseOrder',
      entityId: id,
      before: { status: order.status },
      after: { status: next },
    });
    return purchaseOrderDetail(tx, id);
  });
}

export const markOrdered = (db: Database, id: number) =>
  moveTo(db, id, 'order', refuseUnlessDraft, 'ordered');

export const cancelPurchaseOrder = (db: Database, id: number) =>
  moveTo(
    db,
    id,
    'cancel',
    (status) => {
      if (!CANCELLABLE_STATUSES.includes(status)) {
        throw new HttpError(
          409,
          msg('errors.purchasing.notCancellable', { status }),
          'PO_NOT_CANCELLABLE',
        );
      }
    },
    'cancelled',
  );
