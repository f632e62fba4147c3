/**
 * Suppliers, purchase orders and the goods received against them (docs/decisions/039).
 * Each receipt line made one stock batch, filled through the ledger (stock.ts).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { PURCHASE_ORDER_STATUSES } from '#shared/purchasing';
import { productVariants } from './catalog';
import { createdAt, oneOf, updatedAt } from './columns';
import { stockBatches } from './stock';

export const suppliers = pgTable('suppliers', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text(),
  address: text(),
  notes: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial().primaryKey(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id),
    status: text({ enum: PURCHASE_ORDER_STATUSES }).notNull().default('draft'),
    notes: text(),
    /** No foreign key, as the audit log: removing an account must not rewrite the order. */
    createdBy: text(),
    orderedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchase_orders_status_idx').on(t.status, t.id),
    check('purchase_orders_status_check', oneOf('status', PURCHASE_ORDER_STATUSES)),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial().primaryKey(),
    purchaseOrderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id),
    quantity: integer().notNull(),
    /** Poisha per unit. */
    unitCost: integer().notNull(),
    /** Kept by receipts: never above `quantity`, so what is due is never below zero. */
    receivedQuantity: integer().notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId),
    unique('purchase_order_lines_variant_unique').on(t.purchaseOrderId, t.variantId),
    check(
      'purchase_order_lines_quantity_check',
      sql`${t.quantity} > 0 AND ${t.unitCost} >= 0 AND ${t.receivedQuantity} BETWEEN 0 AND ${t.quantity}`,
    ),
  ],
);

/** One delivery against a purchase order; its lines are the batches it made. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: serial().primaryKey(),
    purchaseOrderId: integer()
      .notNull()
      .references(() => purchaseOrders.id),
    receivedBy: text(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_receipts_order_idx').on(t.purchaseOrderId)],
);

export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    id: serial().primaryKey(),
    receiptId: integer()
      .notNull()
      .references(() => purchaseReceipts.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => purchaseOrderLines.id),
    batchId: integer()
      .notNull()
      .references(() => stockBatches.id),
    quantity: integer().notNull(),
  },
  (t) => [
    index('purchase_receipt_lines_receipt_idx').on(t.receiptId),
    check('purchase_receipt_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
