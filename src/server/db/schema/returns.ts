import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SHIPMENT_COURIERS } from '#shared/delivery';
import { RETURN_REFUND_AS, RETURN_REFUND_METHODS, RETURN_STATUSES } from '#shared/returns';
import { createdAt, oneOf, updatedAt } from './columns';
import { orderItems, orders } from './orders';
import { paymentRefunds } from './payments';

/**
 * A request to return lines of a delivered order (docs/decisions/019). At most one open per order;
 * the steps' actors are in the order's history (kind 'return').
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text().notNull(),
    /** Private 'return_photo' files the shopper uploaded. */
    photoFileIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    decisionNote: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** How it comes back: Steadfast's return request, or a courier an admin recorded by hand. */
    pickupCourier: text({ enum: SHIPMENT_COURIERS }),
    pickupCourierLabel: text(),
    pickupTrackingCode: text(),
    /** The courier's id for the return (Steadfast's return request id). */
    pickupReference: text(),
    receivedAt: timestamp({ withTimezone: true }),
    /** The shopper's choice (decision 049): her money back, or store credit where the shop allows. */
    refundAs: text({ enum: RETURN_REFUND_AS }).notNull().default('money'),
    /** Poisha given back; set when the refund is claimed, so two admins cannot both refund it. */
    refundAmount: integer(),
    refundMethod: text({ enum: RETURN_REFUND_METHODS }),
    /** The gateway's refund id, or the shop's bKash/bank transaction ID. */
    refundReference: text(),
    paymentRefundId: integer().references(() => paymentRefunds.id, { onDelete: 'set null' }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    uniqueIndex('returns_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} NOT IN ('refused', 'refunded')`),
    check('returns_status_check', oneOf('status', RETURN_STATUSES)),
    check('returns_refund_method_check', oneOf('refund_method', RETURN_REFUND_METHODS)),
    check('returns_refund_as_check', oneOf('refund_as', RETURN_REFUND_AS)),
    check('returns_pickup_courier_check', oneOf('pickup_courier', SHIPMENT_COURIERS)),
    check('returns_refund_amount_check', sql`${t.refundAmount} IS NULL OR ${t.refundAmount} > 0`),
    check('returns_photos_check', sql`cardinality(${t.photoFileIds}) <= 3`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial().primaryKey(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    restocked: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('return_lines_item_idx').on(t.returnId, t.orderItemId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check(
      'return_lines_quantity_check',
      sql`${t.quantity} > 0 AND ${t.restocked} BETWEEN 0 AND ${t.quantity}`,
    ),
  ],
);
