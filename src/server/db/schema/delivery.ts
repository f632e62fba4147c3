import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COURIER_OPERATIONS,
  COURIERS,
  SHIPMENT_COURIERS,
  SHIPMENT_EVENT_SOURCES,
  SHIPMENT_STATUSES,
} from '#shared/delivery';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './columns';
import { orders } from './orders';

/**
 * A parcel booked with a courier or recorded by hand (docs/decisions/018); at most one per order on
 * its way. Amounts are poisha.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text({ enum: SHIPMENT_COURIERS }).notNull(),
    /** Steadfast's invoice, Pathao's merchant_order_id: a retried booking cannot make two parcels. */
    reference: text().notNull(),
    /** The courier's name an admin typed for a manual parcel ('Sundarban Courier'). */
    courierLabel: text(),
    consignmentId: text(),
    trackingCode: text(),
    status: text({ enum: SHIPMENT_STATUSES }).notNull().default('booked'),
    /** The courier's own word for the latest status ('delivered_approval_pending'). */
    courierStatus: text(),
    /** What the courier is to collect: the order's amount still unpaid when it was booked. */
    codAmount: integer().notNull(),
    collectedAmount: integer(),
    charge: integer(),
    weightGrams: integer().notNull(),
    note: text(),
    bookedBy: text().references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** When the status poll last asked the courier; parcels asked longest ago go first. */
    polledAt: timestamp({ withTimezone: true }),
    payoutId: integer().references(() => courierPayouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('shipments_one_active_idx')
      .on(t.orderId)
      .where(sql`${t.status} NOT IN ('returned', 'cancelled')`),
    uniqueIndex('shipments_reference_idx').on(t.courier, t.reference),
    uniqueIndex('shipments_consignment_idx')
      .on(t.courier, t.consignmentId)
      .where(sql`${t.consignmentId} IS NOT NULL`),
    index('shipments_poll_idx')
      .on(t.polledAt)
      .where(
        sql`${t.courier} <> 'manual' AND ${t.status} NOT IN ('delivered', 'partial_delivered', 'returned', 'cancelled')`,
      ),
    index('shipments_delivered_idx').on(t.courier, t.deliveredAt),
    check('shipments_courier_check', oneOf('courier', SHIPMENT_COURIERS)),
    check('shipments_status_check', oneOf('status', SHIPMENT_STATUSES)),
    check(
      'shipments_amounts_check',
      sql`${t.codAmount} >= 0 AND (${t.collectedAmount} IS NULL OR ${t.collectedAmount} >= 0) AND (${t.charge} IS NULL OR ${t.charge} >= 0) AND ${t.weightGrams} > 0`,
    ),
  ],
);

/** `eventKey` is unique, so a replayed or doubled webhook changes nothing. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial().primaryKey(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    source: text({ enum: SHIPMENT_EVENT_SOURCES }).notNull(),
    eventKey: text().notNull().unique(),
    status: text({ enum: SHIPMENT_STATUSES }).notNull(),
    courierStatus: text(),
    message: text(),
    /** The courier's time; createdAt is when the shop heard. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.shipmentId, t.occurredAt),
    check('shipment_events_source_check', oneOf('source', SHIPMENT_EVENT_SOURCES)),
    check('shipment_events_status_check', oneOf('status', SHIPMENT_STATUSES)),
  ],
);

/** Every call to a courier and every webhook from one, like payment_calls: never a secret. */
export const courierCalls = pgTable(
  'courier_calls',
  {
    id: serial().primaryKey(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: uuid().references(() => shipments.id, { onDelete: 'cascade' }),
    courier: text({ enum: COURIERS }).notNull(),
    operation: text({ enum: COURIER_OPERATIONS }).notNull(),
    ok: boolean().notNull(),
    httpStatus: integer(),
    message: text(),
    durationMs: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId, t.createdAt),
    check('courier_calls_courier_check', oneOf('courier', COURIERS)),
    check('courier_calls_operation_check', oneOf('operation', COURIER_OPERATIONS)),
  ],
);

/** What couriers say that stays true a while: Pathao's places, a phone's record (a day). */
export const courierCache = pgTable(
  'courier_cache',
  {
    courier: text({ enum: COURIERS }).notNull(),
    key: text().notNull(),
    value: jsonb().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.key] })],
);

export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: serial().primaryKey(),
    courier: text({ enum: SHIPMENT_COURIERS }).notNull(),
    /** Poisha received. */
    amount: integer().notNull(),
    reference: text().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.courier, t.paidAt),
    check('courier_payouts_courier_check', oneOf('courier', SHIPMENT_COURIERS)),
    check('courier_payouts_amount_check', sql`${t.amount} >= 0`),
  ],
);
