import { sql } from 'drizzle-orm';
import {
  boolean,
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
import {
  GATEWAY_OPERATIONS,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_GATEWAYS,
  REFUND_STATUSES,
} from '#shared/payments';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './columns';
import { orders } from './orders';

/**
 * One row per attempt to pay an order (docs/decisions/017). At most one attempt per order completes
 * (a unique index), so a replayed or doubled callback can never pay an order twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text({ enum: PAYMENT_GATEWAYS }).notNull(),
    /** Ours, sent to the gateway as the invoice number (bKash) or tran_id (SSLCommerz). */
    reference: text().notNull().unique(),
    /** bKash's paymentID, SSLCommerz's sessionkey; null until created. */
    gatewayPaymentId: text(),
    /** Poisha: the order's total when the attempt started. */
    amount: integer().notNull(),
    status: text({ enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('started'),
    /** bKash's trxID, SSLCommerz's bank_tran_id. */
    trxId: text(),
    valId: text(),
    /** Poisha given back so far (refunds done or under way). */
    refunded: integer().notNull().default(0),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_gateway_id_idx')
      .on(t.gateway, t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} IS NOT NULL`),
    uniqueIndex('payments_one_completed_idx').on(t.orderId).where(sql`${t.status} = 'completed'`),
    index('payments_started_idx').on(t.createdAt).where(sql`${t.status} = 'started'`),
    check('payments_gateway_check', oneOf('gateway', PAYMENT_GATEWAYS)),
    check('payments_status_check', oneOf('status', PAYMENT_ATTEMPT_STATUSES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refunded} BETWEEN 0 AND ${t.amount}`),
  ],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Poisha. */
    amount: integer().notNull(),
    reason: text(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    /** bKash's refundTrxID, SSLCommerz's refund_ref_id. */
    gatewayRefundId: text(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.paymentId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
    check('payment_refunds_status_check', oneOf('status', REFUND_STATUSES)),
  ],
);

/** Every call to or callback from a gateway, for the admin's order page: never a secret. */
export const paymentCalls = pgTable(
  'payment_calls',
  {
    id: serial().primaryKey(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text({ enum: PAYMENT_GATEWAYS }).notNull(),
    operation: text({ enum: GATEWAY_OPERATIONS }).notNull(),
    ok: boolean().notNull(),
    httpStatus: integer(),
    /** The gateway's status code and message, or ours ('no answer within 10000ms'). */
    message: text(),
    durationMs: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.paymentId, t.createdAt),
    check('payment_calls_gateway_check', oneOf('gateway', PAYMENT_GATEWAYS)),
    check('payment_calls_operation_check', oneOf('operation', GATEWAY_OPERATIONS)),
  ],
);

/** Shared by every server so they do not each ask bKash for their own (token-store.ts). */
export const gatewayTokens = pgTable('gateway_tokens', {
  /** A payment gateway, or a courier with OAuth tokens (Pathao). */
  gateway: text({ enum: [...PAYMENT_GATEWAYS, 'pathao'] }).primaryKey(),
  accessToken: text().notNull(),
  refreshToken: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * An order's payment link (docs/decisions/034): one per order, so issuing again replaces the token
 * and the old one is simply unknown. Only the token's SHA-256 is kept, never the token.
 */
export const paymentLinks = pgTable('payment_links', {
  orderId: uuid()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  issuedByUserId: text().references(() => users.id, { onDelete: 'set null' }),
  /** The payment time-out of an online order counts from here (modules/payments/sweeper.ts). */
  issuedAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
