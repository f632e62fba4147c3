import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { PurchaseOrderStatus } from '#shared/purchasing';
import type { PurchaseOrder, PurchaseReceipt } from '#shared/schemas/purchasing';
import type { Database, Transaction } from '../../db/client';
import {
  products,
  productVariants,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  stockBatches,
  suppliers,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';

const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  phone: suppliers.phone,
  address: suppliers.address,
  notes: suppliers.notes,
};

export async function purchaseOrderDetail(
  db: Database | Transaction,
  id: number,
): Promise<PurchaseOrder> {
  const [order] = await db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      notes: purchaseOrders.notes,
      createdAt: purchaseOrders.createdAt,
      orderedAt: purchaseOrders.orderedAt,
      supplier: supplierColumns,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(eq(purchaseOrders.id, id));
  if (!order) throw new HttpError(404, msg('errors.purchasing.orderNotFound'));
  const lines = await db
    .select({
      id: purchaseOrderLines.id,
      variantId: purchaseOrderLines.variantId,
      sku: productVariants.sku,
      product: products.name,
      quantity: purchaseOrderLines.quantity,
      unitCost: purchaseOrderLines.unitCost,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
    })
    .from(purchaseOrderLines)
    .innerJoin(productVariants, eq(productVariants.id, purchaseOrderLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderLines.id));
  const receipts = await db
    .select({
      id: purchaseReceipts.id,
      at: purchaseReceipts.createdAt,
      units: sql<number>`coalesce(sum(${purchaseReceiptLines.quantity}), 0)::int`,
    })
    .from(purchaseReceipts)
    .leftJoin(purchaseReceiptLines, eq(purchaseReceiptLines.receiptId, purchaseReceipts.id))
    .where(eq(purchaseReceipts.purchaseOrderId, id))
    .groupBy(purchaseReceipts.id)
    .orderBy(asc(purchaseReceipts.id));
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    orderedAt: order.orderedAt?.toISOString() ?? null,
    lines: lines.map((line) => ({ ...line, due: line.quantity - line.receivedQuantity })),
    receipts: receipts.map((receipt) => ({ ...receipt, at: receipt.at.toISOString() })),
  };
}

export async function listPurchaseOrders(db: Database, status?: PurchaseOrderStatus) {
  const rows = await db
    .select({
      id: purchaseOrders.id,
      supplier: suppliers.name,
      status: purchaseOrders.status,
      createdAt: purchaseOrders.createdAt,
      ordered: sql<number>`coalesce(sum(${purchaseOrderLines.quantity}), 0)::int`,
      due: sql<number>`coalesce(sum(${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}), 0)::int`,
      total: sql<number>`coalesce(sum(${purchaseOrderLines.quantity}::bigint * ${purchaseOrderLines.unitCost}), 0)::bigint`,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.purchaseOrderId, purchaseOrders.id))
    .where(status ? eq(purchaseOrders.status, status) : undefined)
    .groupBy(purchaseOrders.id, suppliers.name)
    .orderBy(desc(purchaseOrders.id))
    .limit(500);
  return {
    orders: rows.map((row) => ({
      ...row,
      total: Number(row.total),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The printable goods received note: each line's batch with its dates, origin and cost. */
export async function receiptNote(
  db: Database | Transaction,
  receiptId: number,
): Promise<PurchaseReceipt> {
  const [receipt] = await db
    .select({
      id: purchaseReceipts.id,
      purchaseOrderId: purchaseReceipts.purchaseOrderId,
      at: purchaseReceipts.createdAt,
      receivedBy: users.name,
      supplier: supplierColumns,
    })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(users, eq(users.id, purchaseReceipts.receivedBy))
    .where(eq(purchaseReceipts.id, receiptId));
  if (!receipt) throw new HttpError(404, msg('errors.purchasing.receiptNotFound'));
  const lines = await db
    .select({
      lineId: purchaseReceiptLines.lineId,
      sku: productVariants.sku,
      product: products.name,
      quantity: purchaseReceiptLines.quantity,
      unitCost: purchaseOrderLines.unitCost,
      batchId: stockBatches.id,
      batchCode: stockBatches.code,
      manufacturedOn: stockBatches.manufacturedOn,
      expiresOn: stockBatches.expiresOn,
      originCountry: stockBatches.originCountry,
      importer: stockBatches.importer,
    })
    .from(purchaseReceiptLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReceiptLines.lineId))
    .innerJoin(stockBatches, eq(stockBatches.id, purchaseReceiptLines.batchId))
    .innerJoin(productVariants, eq(productVariants.id, purchaseOrderLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(purchaseReceiptLines.receiptId, receiptId)))
    .orderBy(asc(purchaseReceiptLines.id));
  return { ...receipt, at: receipt.at.toISOString(), lines };
}

/** The SKUs of these variants, for messages naming a line. */
export async function skusOf(tx: Transaction, variantIds: number[]) {
  const rows = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.id, row.sku]));
}

/** A variant by its SKU (case as typed, then any case), for a purchase order's line. */
export async function variantBySku(db: Database, sku: string) {
  const [found] = await db
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      product: products.name,
      costPrice: productVariants.costPrice,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`lower(${productVariants.sku}) = lower(${sku})`)
    .limit(1);
  if (!found) throw new HttpError(404, msg('admin.purchases.line.unknownSku', { sku }));
  return found;
}
