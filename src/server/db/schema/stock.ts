/**
 * Stock held per batch, and a ledger of every change (docs/decisions/038). A variant's
 * `stock_quantity` is what can be sold: the sum of its batches' `quantity`, and the sum of its
 * ledger rows. Triggers keep all three together (migration 0030): a write of `stock_quantity`
 * must carry its move in `stock_move`, or the database refuses it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '#shared/catalog';
import type { StockCountLine } from '#shared/schemas/stock-count';
import { STOCK_REASONS } from '#shared/stock';
import { productVariants } from './catalog';
import { createdAt, oneOf } from './columns';

/**
 * A lot of one variant: received together, with one expiry. `quantity` can be sold; `withdrawn`
 * is on the shelf but off sale (past the minimum shelf life). Undated batches hold stock that came
 * without dates: the opening stock, bags and shoes.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial().primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The supplier's batch or lot number. */
    code: text(),
    manufacturedOn: date(),
    expiresOn: date(),
    originCountry: text(),
    importer: text(),
    /** Poisha per unit, as received. */
    unitCost: integer(),
    quantity: integer().notNull().default(0),
    withdrawn: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_batches_variant_idx').on(t.variantId, t.expiresOn),
    check('stock_batches_quantity_check', sql`${t.quantity} >= 0 AND ${t.withdrawn} >= 0`),
    check(
      'stock_batches_dates_check',
      sql`${t.manufacturedOn} IS NULL OR ${t.expiresOn} IS NULL OR ${t.manufacturedOn} < ${t.expiresOn}`,
    ),
  ],
);

/** One row per change of a batch's sellable quantity: append-only (migration 0030). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    batchId: integer()
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'cascade' }),
    change: integer().notNull(),
    /** The variant's stock after this row. */
    levelAfter: integer().notNull(),
    reason: text({ enum: STOCK_REASONS }).notNull(),
    /** No foreign key, as the audit log: removing an account must not rewrite the ledger. */
    userId: text(),
    /** Written before its order in the order's transaction: the key is deferred (migration 0030). */
    orderId: uuid(),
    returnId: uuid(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_created_idx').on(t.createdAt),
    check('stock_movements_change_check', sql`${t.change} <> 0 AND ${t.levelAfter} >= 0`),
    check('stock_movements_reason_check', oneOf('reason', STOCK_REASONS)),
  ],
);

/**
 * A stock count applied (decision 038): who counted, which category (null for the whole shop), and
 * the differences it wrote. Its ledger rows carry the note "Stock count #id", which leads here.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial().primaryKey(),
    /** No foreign key, as the ledger: removing an account must not rewrite the record. */
    userId: text(),
    category: text({ enum: PRODUCT_CATEGORIES }),
    /** Rows of the sheet with a counted figure. */
    linesCounted: integer().notNull(),
    /** Units gained (plus) or lost (minus), and their value at cost in poisha. */
    units: integer().notNull(),
    value: integer().notNull(),
    differences: jsonb().$type<StockCountLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_counts_created_idx').on(t.createdAt),
    check(
      'stock_counts_category_check',
      sql`${t.category} IS NULL OR ${oneOf('category', PRODUCT_CATEGORIES)}`,
    ),
  ],
);
