import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_ATTENTION } from '#shared/delivery';
import { ORDER_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES } from '#shared/orders';
import { DELIVERY_LOCATIONS, PAYMENT_METHODS } from '#shared/pricing';
import { users } from './accounts';
import { products, productVariants } from './catalog';
import { createdAt, oneOf, updatedAt } from './columns';
import { storedFiles } from './files';
import { promotions } from './promotions';

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the shopper deleted their account: the order stays, anonymised, for the books. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    zipCode: text(),
    phone: text().notNull(),
    /** One of the 64 districts (#shared/districts) and the area in it; null on older orders. */
    district: text(),
    area: text(),
    location: text({ enum: DELIVERY_LOCATIONS }).notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    transactionId: text(),
    paymentProofFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    subtotal: integer().notNull(),
    /** Taken off the subtotal by the coupon; the delivery it waived is `deliveryDiscount`. */
    discount: integer().notNull().default(0),
    /** Points spent on the order (decision 048) and the poisha they took off, inside `discount`. */
    pointsUsed: integer().notNull().default(0),
    pointsDiscount: integer().notNull().default(0),
    /** Store credit paid toward it (decision 049): `total` is what is left to pay in money. */
    creditPaid: integer().notNull().default(0),
    shipping: integer().notNull(),
    deliveryDiscount: integer().notNull().default(0),
    codCharge: integer().notNull().default(0),
    total: integer().notNull(),
    couponCode: text(),
    promotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Set when the courier returned or cancelled the parcel: the admin restocks or re-ships. */
    deliveryAttention: text({ enum: DELIVERY_ATTENTION }),
    /** Held for a confirmation call (a risky phone): not booked with a courier until released. */
    heldForCall: boolean().notNull().default(false),
    /** Where it was taken (decision 035): 'web' for the checkout, else the staff's chat or call. */
    source: text({ enum: ORDER_SOURCES }).notNull().default('web'),
    takenByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Why staff took a manual discount off (it is in `discount`); null otherwise. */
    manualDiscountReason: text(),
    /** Marketing cookies were accepted: only then is Meta told of it (decision 036). */
    marketingConsent: boolean().notNull().default(false),
    /** The checkout's key per attempt and a hash of its request, so a retry finds its order. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_transaction_idx')
      .on(t.paymentMethod, t.transactionId)
      .where(sql`${t.transactionId} IS NOT NULL`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    /** Covering the reports' figures (INCLUDE in migration 0034): read from the index alone. */
    index('orders_placed_report_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    /** Delivery records, the risky flag and the customers report (status INCLUDEd in 0037). */
    index('orders_phone_created_idx').on(t.phone, t.createdAt),
    index('orders_source_idx').on(t.source, t.createdAt),
    index('orders_taken_by_idx').on(t.takenByUserId, t.createdAt),
    check('orders_source_check', oneOf('source', ORDER_SOURCES)),
    check('orders_location_check', oneOf('location', DELIVERY_LOCATIONS)),
    check('orders_payment_method_check', oneOf('payment_method', PAYMENT_METHODS)),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    check('orders_delivery_attention_check', oneOf('delivery_attention', DELIVERY_ATTENTION)),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 AND ${t.discount} BETWEEN 0 AND ${t.subtotal} AND ${t.shipping} >= 0 AND ${t.deliveryDiscount} >= 0 AND ${t.codCharge} >= 0 AND ${t.creditPaid} >= 0 AND ${t.total} = ${t.subtotal} - ${t.discount} + ${t.shipping} + ${t.codCharge} - ${t.creditPaid} AND ${t.total} >= 0`,
    ),
    check(
      'orders_points_check',
      sql`${t.pointsUsed} >= 0 AND ${t.pointsDiscount} BETWEEN 0 AND ${t.discount} AND (${t.pointsUsed} = 0) = (${t.pointsDiscount} = 0)`,
    ),
    check(
      'orders_transaction_required_check',
      sql`${t.paymentMethod} NOT IN ('bkash', 'bank') OR ${t.transactionId} IS NOT NULL`,
    ),
    // Dhaka district is "inside Dhaka" and every other district "outside" (#shared/districts).
    check(
      'orders_location_district_check',
      sql`${t.district} IS NULL OR (${t.district} = 'dhaka') = (${t.location} = 'dhaka')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Products with orders are archived, never deleted, so this stays valid. */
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    /** 'Shade: Ruby Woo', or null for a product without options. */
    variantTitle: text(),
    sku: text().notNull(),
    productName: text().notNull(),
    productBrand: text(),
    productImage: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    /** This line's share of the coupon's discount, for all its quantity. */
    discount: integer().notNull().default(0),
    /** The part of `discount` that points paid: what a return of the line gives back in points. */
    pointsDiscount: integer().notNull().default(0),
    /** The shade's regular price when ordered; null on lines placed before migration 0035. */
    listPrice: integer(),
    /** The scheduled sale whose price `unitPrice` is (the promotions report). */
    salePromotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    /** The order's createdAt (kept equal by a trigger), so a range of days reads lines in order. */
    placedAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId),
    /** Covering the product report's figures (INCLUDE, migration 0034). */
    index('order_items_placed_report_idx').on(t.placedAt),
    index().on(t.productId),
    /** A shade's sales, newest last: when it last sold (the stock report's slow movers). */
    index('order_items_variant_placed_idx').on(t.variantId, t.placedAt),
    index('order_items_sale_placed_idx')
      .on(t.salePromotionId, t.placedAt)
      .where(sql`${t.salePromotionId} IS NOT NULL`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.unitPrice} >= 0`),
    check(
      'order_items_discount_check',
      sql`${t.discount} BETWEEN 0 AND ${t.unitPrice} * ${t.quantity}`,
    ),
    check(
      'order_items_points_discount_check',
      sql`${t.pointsDiscount} BETWEEN 0 AND ${t.discount}`,
    ),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['status', 'payment', 'delivery', 'return'] }).notNull(),
    fromValue: text(),
    toValue: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

/**
 * One row per order that used a coupon, with its account and verified phone, so the per-customer
 * cap holds across accounts on one number. A cancelled order's row is deleted.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial().primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The account's verified phone (+8801…) when the order was placed. */
    phone: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.promotionId, t.userId), index().on(t.promotionId, t.phone)],
);

/**
 * Orders staff saved to finish later (docs/decisions/035): what the form held, no prices and no
 * stock taken. Placing one writes a real order through the same path and keeps its id here.
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The staff order body as sent (shared/schemas/staff-order.ts), checked again when placed. */
    body: jsonb().notNull(),
    phone: text().notNull(),
    customerName: text().notNull(),
    createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    placedOrderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_drafts_open_idx').on(t.createdAt).where(sql`${t.placedOrderId} IS NULL`)],
);
