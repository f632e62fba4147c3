/**
 * Points and store credit (docs/decisions/048, 049). A lot is one grant (what a delivered order
 * earned, a refund paid as credit, an admin's addition), with what is left of it and when it
 * expires; spending takes from the lots that expire first, under their row locks. Every change is
 * a move naming its lot: the account's history, and the record of which lots an order spent, so
 * cancelling it gives those back. Points count points; credit counts poisha.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WALLET_KINDS, WALLET_MOVES } from '#shared/schemas/wallet';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { orders } from './orders';
import { returns } from './returns';

export const walletLots = pgTable(
  'wallet_lots',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: WALLET_KINDS }).notNull(),
    /** Points: the delivered order that earned them, one lot per order (the unique index). */
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    /** Credit: the return refunded as credit, one lot per return. */
    returnId: uuid().references(() => returns.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    remaining: integer().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('wallet_lots_order_idx').on(t.orderId),
    uniqueIndex('wallet_lots_return_idx').on(t.returnId),
    // A shopper's lots with something left, soonest expiry first: the balance and spending's order.
    index('wallet_lots_open_idx')
      .on(t.userId, t.kind, t.expiresAt, t.id)
      .where(sql`${t.remaining} > 0`),
    check('wallet_lots_kind_check', oneOf('kind', WALLET_KINDS)),
    check('wallet_lots_amount_check', sql`${t.amount} > 0`),
    check('wallet_lots_remaining_check', sql`${t.remaining} BETWEEN 0 AND ${t.amount}`),
  ],
);

export const walletMoves = pgTable(
  'wallet_moves',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: WALLET_KINDS }).notNull(),
    /** In (+) or out (−) of the lot. */
    change: integer().notNull(),
    reason: text({ enum: WALLET_MOVES }).notNull(),
    lotId: integer()
      .notNull()
      .references(() => walletLots.id, { onDelete: 'cascade' }),
    /** The order that earned, spent, or gave back; null for an expiry or an adjustment. */
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    /** An admin's adjustment: who, and why. */
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_moves_user_idx').on(t.userId, t.kind, t.createdAt, t.id),
    index('wallet_moves_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    check('wallet_moves_kind_check', oneOf('kind', WALLET_KINDS)),
    check('wallet_moves_reason_check', oneOf('reason', WALLET_MOVES)),
    check('wallet_moves_change_check', sql`${t.change} <> 0`),
  ],
);
